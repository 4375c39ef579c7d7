import { assetUrl } from '@zari/api-client';
import { formatPhoneForDisplay, PROFILE_TEXT, TICKET_TEXT } from '@zari/contract';
import { Avatar } from '@zari/ui/avatar';
import { Button } from '@zari/ui/button';
import {
  Crown,
  IndianRupee,
  Info,
  LogOut,
  MessageSquareWarning,
  Package,
  PackageCheck,
  RotateCcw,
  Settings,
  Truck,
  Undo2,
  UserRound,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth, useLogout } from '@/features/auth';
import { LaterTexts, useText } from '@/lib/i18n';
import { RowContent } from './row-content';

const TILE_ICONS = [IndianRupee, Truck, PackageCheck, Undo2];

function ListLink({
  to,
  icon,
  children,
}: {
  to: string;
  icon: ComponentType<{ className?: string }>;
  children: ReactNode;
}) {
  return (
    <li>
      <Link to={to} className="flex items-center gap-3 px-4 py-3.5 text-sm font-medium hover:bg-canvas">
        <RowContent icon={icon} title={children} />
      </Link>
    </li>
  );
}

/** The account hub (SPEC §2 User profile), for a signed-in shopper and for a visitor. */
export function ProfileHub() {
  const tx = useText({ PROFILE_TEXT });
  const { user } = useAuth();
  const logout = useLogout();
  const gated = (href: string) => (user ? href : paths.login.getHref());

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-4 pb-12">
      <h1 className="sr-only">{tx.PROFILE_TEXT.title}</h1>
      <section className="rounded-2xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 p-5 text-white shadow-sm">
        {user ? (
          <div className="flex items-center gap-4">
            <Avatar
              src={assetUrl(user.avatar)}
              name={user.fullName || user.phone}
              size={64}
              className="ring-2 ring-white/70"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-display text-xl font-semibold">
                {user.fullName || formatPhoneForDisplay(user.phone)}
              </p>
              {user.fullName ? (
                <p className="text-sm text-white/85">{formatPhoneForDisplay(user.phone)}</p>
              ) : null}
            </div>
          </div>
        ) : (
          <div>
            <p className="font-display text-2xl font-semibold">{tx.PROFILE_TEXT.welcome}</p>
            <p className="mt-1 text-sm text-white/85">{tx.PROFILE_TEXT.welcomeDetail}</p>
          </div>
        )}
        <div className="mt-4 flex gap-2">
          {user ? (
            <>
              <Button asChild size="sm" variant="outline" className="border-white text-brand-800">
                <Link to={paths.editProfile.getHref()}>{tx.PROFILE_TEXT.editProfile}</Link>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void logout()}
                className="border border-white/60 text-white hover:bg-white/15"
              >
                <LogOut aria-hidden="true" className="size-4" />
                {tx.PROFILE_TEXT.logout}
              </Button>
            </>
          ) : (
            <Button asChild size="sm" variant="outline" className="border-white text-brand-800">
              <Link to={paths.login.getHref()}>{tx.PROFILE_TEXT.loginOrJoin}</Link>
            </Button>
          )}
        </div>
      </section>

      <section
        aria-label={tx.PROFILE_TEXT.clubTitle}
        className="rounded-card border border-brand-200 bg-brand-50 p-4"
      >
        <div className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 text-brand-700" />
          <h2 className="font-semibold text-brand-900">{tx.PROFILE_TEXT.clubTitle}</h2>
        </div>
        <p className="mt-1 text-sm text-brand-800">
          {user ? tx.PROFILE_TEXT.clubMember : tx.PROFILE_TEXT.clubLoginPrompt}
        </p>
        <ul className="mt-3 grid grid-cols-3 gap-2 text-center text-xs font-medium text-brand-900">
          {tx.PROFILE_TEXT.clubPerks.map((perk) => (
            <li key={perk} className="rounded-lg bg-surface px-2 py-2.5">
              {perk}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="my-orders-title" className="rounded-card border border-line bg-surface">
        <div className="flex items-center justify-between px-4 pt-4">
          <h2 id="my-orders-title" className="font-semibold">
            {tx.PROFILE_TEXT.myOrders}
          </h2>
          <Link
            to={gated(paths.orders.getHref())}
            className="text-xs font-semibold text-brand-700 hover:underline"
          >
            {tx.PROFILE_TEXT.viewAll}
          </Link>
        </div>
        <ul className="grid grid-cols-4 gap-1 p-3">
          {tx.PROFILE_TEXT.orderTiles.map((tile, index) => {
            const Icon = TILE_ICONS[index] ?? Package;
            return (
              <li key={tile} className="flex flex-col items-center gap-1 rounded-lg py-2 text-center">
                <Icon aria-hidden="true" className="size-6 text-ink" />
                <span className="text-base font-bold">0</span>
                <span className="text-xs text-muted">{tile}</span>
              </li>
            );
          })}
        </ul>
      </section>

      <nav
        aria-label={tx.PROFILE_TEXT.account}
        className="overflow-hidden rounded-card border border-line bg-surface"
      >
        <ul className="divide-y divide-line">
          <ListLink to={gated(paths.orders.getHref())} icon={Package}>
            {tx.PROFILE_TEXT.myOrders}
          </ListLink>
          <ListLink to={gated(paths.editProfile.getHref())} icon={UserRound}>
            {tx.PROFILE_TEXT.myProfile}
          </ListLink>
          <ListLink to={gated(paths.settings.getHref())} icon={Settings}>
            {tx.PROFILE_TEXT.settings}
          </ListLink>
          <ListLink to={paths.aboutUs.getHref()} icon={Info}>
            {tx.PROFILE_TEXT.aboutUs}
          </ListLink>
        </ul>
      </nav>

      <nav
        aria-labelledby="help-center-title"
        className="overflow-hidden rounded-card border border-line bg-surface"
      >
        <h2
          id="help-center-title"
          className="px-4 pt-4 pb-1 text-xs font-bold tracking-wider text-muted uppercase"
        >
          {tx.PROFILE_TEXT.helpCenter}
        </h2>
        <ul className="divide-y divide-line">
          <ListLink to={paths.help.getHref()} icon={MessageSquareWarning}>
            <LaterTexts>
              <HelpLinkText />
            </LaterTexts>
          </ListLink>
          <ListLink to={paths.returnPolicy.getHref()} icon={RotateCcw}>
            {tx.PROFILE_TEXT.returnPolicy}
          </ListLink>
          <ListLink to={paths.shippingDelivery.getHref()} icon={Truck}>
            {tx.PROFILE_TEXT.shippingDelivery}
          </ListLink>
        </ul>
      </nav>
    </div>
  );
}

/** Help's link, in the page's language: its module (the tickets') arrives after the first screen's. */
function HelpLinkText() {
  return useText({ TICKET_TEXT }).TICKET_TEXT.helpLink;
}
