import { useLogout } from '@zari/auth';
import {
  ADMIN_TEXT,
  REFUND_ADMIN_TEXT,
  RETURN_ADMIN_TEXT,
  TAX_TEXT,
  TICKET_ADMIN_TEXT,
  type User,
} from '@zari/contract';
import { cn } from '@zari/ui/cn';
import {
  ClipboardList,
  Contact,
  Gauge,
  Image,
  LayoutDashboard,
  LogOut,
  MapPin,
  MessageSquareWarning,
  Package,
  ScrollText,
  Settings,
  Store,
  Tags,
  TicketPercent,
  Undo2,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { adminPaths, storefrontHref } from '@/config/paths';

const NAV = [
  { href: adminPaths.root.getHref(), label: ADMIN_TEXT.nav.dashboard, icon: LayoutDashboard, end: true },
  { href: adminPaths.orders.getHref(), label: ADMIN_TEXT.nav.orders, icon: ClipboardList },
  { href: adminPaths.returns.getHref(), label: RETURN_ADMIN_TEXT.nav, icon: Undo2 },
  { href: adminPaths.refunds.getHref(), label: REFUND_ADMIN_TEXT.navTitle, icon: Undo2 },
  { href: adminPaths.tickets.getHref(), label: TICKET_ADMIN_TEXT.navLabel, icon: MessageSquareWarning },
  { href: adminPaths.customers.getHref(), label: ADMIN_TEXT.nav.customers, icon: Contact },
  { href: adminPaths.products.getHref(), label: ADMIN_TEXT.nav.products, icon: Package },
  { href: adminPaths.categories.getHref(), label: ADMIN_TEXT.nav.categories, icon: Tags },
  { href: adminPaths.banners.getHref(), label: ADMIN_TEXT.nav.banners, icon: Image },
  { href: adminPaths.pincodes.getHref(), label: ADMIN_TEXT.nav.pincodes, icon: MapPin },
  { href: adminPaths.promotions.getHref(), label: ADMIN_TEXT.nav.promotions, icon: TicketPercent },
  { href: adminPaths.speed.getHref(), label: ADMIN_TEXT.nav.speed, icon: Gauge },
  { href: adminPaths.staff.getHref(), label: ADMIN_TEXT.nav.staff, icon: Users, ownerOnly: true },
  { href: adminPaths.audit.getHref(), label: ADMIN_TEXT.nav.audit, icon: ScrollText, ownerOnly: true },
  { href: adminPaths.settings.getHref(), label: TAX_TEXT.settings.nav, icon: Settings, ownerOnly: true },
] as const;

/**
 * The back office's frame: a sidebar on a desktop, a scrolling tab strip on a phone, and the page beside or
 * below it. Owner-only pages are listed to owners only.
 */
export function AdminLayout({ user, children }: { user: User; children: ReactNode }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const items = NAV.filter((item) => !('ownerOnly' in item) || user.role === 'owner');
  return (
    <div className="min-h-dvh bg-canvas lg:flex">
      <aside className="border-b border-line bg-surface lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:flex-col lg:border-r lg:border-b-0">
        <div className="flex items-center justify-between gap-2 px-4 py-3 lg:py-5">
          <Link to={adminPaths.root.getHref()} className="font-display text-lg font-semibold">
            {ADMIN_TEXT.brand}
          </Link>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {ADMIN_TEXT.roles[user.role ?? 'shopper']}
          </span>
        </div>
        <nav aria-label={ADMIN_TEXT.nav.label} className="overflow-x-auto lg:flex-1 lg:overflow-y-auto">
          <ul className="flex gap-1 px-2 pb-2 lg:flex-col lg:pb-0">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end={'end' in item}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-ink/5',
                    )
                  }
                >
                  <item.icon aria-hidden="true" className="size-4" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex gap-1 border-t border-line px-2 py-1 lg:flex-col lg:p-2">
          <a
            href={storefrontHref}
            className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-muted hover:bg-ink/5"
          >
            <Store aria-hidden="true" className="size-4" />
            {ADMIN_TEXT.nav.storefront}
          </a>
          <button
            type="button"
            onClick={() => void logout().then(() => navigate(adminPaths.login.getHref()))}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-muted hover:bg-ink/5"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {ADMIN_TEXT.nav.logout}
            <span className="sr-only">({user.fullName || user.phone})</span>
          </button>
        </div>
      </aside>
      <div className="min-w-0 flex-1 px-4 py-5 lg:px-8 lg:py-8">{children}</div>
    </div>
  );
}
