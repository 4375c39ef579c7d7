import {
  BRAND_NAME,
  type PublicStoreSettings,
  STOREFRONT_TEXT,
  TAX_SHOPPER_TEXT,
  TICKET_TEXT,
} from '@zari/contract';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { registeredAddressLine, useStore } from '@/features/store';
import { useText } from '@/lib/i18n';
import { LightLink } from '@/lib/light-link';

const policyLinks = (text: typeof STOREFRONT_TEXT, tickets: typeof TICKET_TEXT) =>
  [
    [paths.shippingDelivery.getHref(), text.shippingDelivery],
    [paths.returnPolicy.getHref(), text.returnPolicy],
    [paths.aboutUs.getHref(), text.aboutUs],
    // Issue 34: raise a complaint and follow it (Consumer Protection (E-Commerce) Rules 2020).
    [paths.help.getHref(), tickets.helpLink],
    [paths.privacy.getHref(), text.privacy],
  ] as const;

function FooterHeading({ children }: { children: ReactNode }) {
  return <p className="text-xs font-semibold tracking-wider text-white/60 uppercase">{children}</p>;
}

/**
 * The seller's address, the policy links and the grievance officer (SPEC §2), as the owner's settings say
 * (`GET /api/store`, prefetched by the frame's loader so the server's HTML has them). Should the store's
 * answer fail, the footer keeps its links and names no seller rather than a wrong one.
 */
export function SiteFooter() {
  const store = useStore().data;
  return <SiteFooterView store={store} />;
}

export function SiteFooterView({ store }: { store: PublicStoreSettings | undefined }) {
  const tx = useText({ STOREFRONT_TEXT, TAX_SHOPPER_TEXT, TICKET_TEXT });
  const year = new Date().getFullYear();
  const officer = store?.grievanceOfficer;
  return (
    <footer
      // A page with a fixed bottom bar (the product page) must not hide the footer's last line behind it.
      // Below the first screen on every page but the shortest: laid out and painted only when near.
      className="mt-8 border-t [content-visibility:auto] [contain-intrinsic-height:auto_30rem] border-line bg-ink text-white/80 [body:has([data-bottom-bar])_&]:pb-20 lg:[body:has([data-bottom-bar])_&]:pb-0"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-10 text-sm sm:grid-cols-3">
        <div className="space-y-2">
          <p className="font-display text-2xl font-bold text-white">
            {store?.tradeName ?? BRAND_NAME}
            <span className="text-brand-400">.</span>
          </p>
          {store ? (
            <>
              <FooterHeading>{tx.STOREFRONT_TEXT.footerSeller}</FooterHeading>
              <address className="not-italic">
                {store.legalName}
                <br />
                {registeredAddressLine(store)}
                <br />
                <a className="hover:text-white" href={`mailto:${store.supportEmail}`}>
                  {store.supportEmail}
                </a>{' '}
                · {store.supportPhone}
                <br />
                GSTIN {store.gstin}
              </address>
            </>
          ) : null}
        </div>
        <div className="space-y-2">
          <FooterHeading>{tx.STOREFRONT_TEXT.footerPolicies}</FooterHeading>
          <ul className="space-y-1.5">
            {policyLinks(tx.STOREFRONT_TEXT, tx.TICKET_TEXT).map(([href, label]) => (
              <li key={href}>
                <LightLink className="hover:text-white" to={href}>
                  {label}
                </LightLink>
              </li>
            ))}
          </ul>
        </div>
        {officer ? (
          <div className="space-y-2">
            <FooterHeading>{tx.STOREFRONT_TEXT.footerGrievance}</FooterHeading>
            <address className="not-italic">
              {officer.name}, {officer.designation}
              <br />
              <a className="hover:text-white" href={`mailto:${officer.email}`}>
                {officer.email}
              </a>
              <br />
              {officer.phone}
              <br />
              {tx.TAX_SHOPPER_TEXT.grievanceHours}
            </address>
          </div>
        ) : null}
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-white/50">
        © {year} {store?.legalName ?? BRAND_NAME}. {tx.STOREFRONT_TEXT.footerRights}
      </p>
    </footer>
  );
}
