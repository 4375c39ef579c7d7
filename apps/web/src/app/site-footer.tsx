import { BRAND_NAME, GRIEVANCE_OFFICER, SELLER, STOREFRONT_TEXT } from '@zari/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const POLICY_LINKS = [
  [paths.shippingDelivery.getHref(), STOREFRONT_TEXT.shippingDelivery],
  [paths.returnPolicy.getHref(), STOREFRONT_TEXT.returnPolicy],
  [paths.aboutUs.getHref(), STOREFRONT_TEXT.aboutUs],
] as const;

function FooterHeading({ children }: { children: ReactNode }) {
  return <p className="text-xs font-semibold tracking-wider text-white/60 uppercase">{children}</p>;
}

/** The seller's address, the policy links and the grievance officer (SPEC §2). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer
      // A page with a fixed bottom bar (the product page) must not hide the footer's last line behind it.
      // Below the first screen on every page but the shortest: laid out and painted only when near.
      className="mt-8 border-t [content-visibility:auto] [contain-intrinsic-height:auto_30rem] border-line bg-ink text-white/80 [body:has([data-bottom-bar])_&]:pb-20 lg:[body:has([data-bottom-bar])_&]:pb-0"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-10 text-sm sm:grid-cols-3">
        <div className="space-y-2">
          <p className="font-display text-2xl font-bold text-white">
            {BRAND_NAME}
            <span className="text-brand-400">.</span>
          </p>
          <FooterHeading>{STOREFRONT_TEXT.footerSeller}</FooterHeading>
          <address className="not-italic">
            {SELLER.legalName}
            <br />
            {SELLER.address}
            <br />
            <a className="hover:text-white" href={`mailto:${SELLER.email}`}>
              {SELLER.email}
            </a>{' '}
            · {SELLER.phone}
          </address>
        </div>
        <div className="space-y-2">
          <FooterHeading>{STOREFRONT_TEXT.footerPolicies}</FooterHeading>
          <ul className="space-y-1.5">
            {POLICY_LINKS.map(([href, label]) => (
              <li key={href}>
                <Link className="hover:text-white" to={href}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-2">
          <FooterHeading>{STOREFRONT_TEXT.footerGrievance}</FooterHeading>
          <address className="not-italic">
            {GRIEVANCE_OFFICER.name}
            <br />
            <a className="hover:text-white" href={`mailto:${GRIEVANCE_OFFICER.email}`}>
              {GRIEVANCE_OFFICER.email}
            </a>
            <br />
            {GRIEVANCE_OFFICER.phone}
            <br />
            {GRIEVANCE_OFFICER.hours}
          </address>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-white/50">
        © {year} {SELLER.legalName}. {STOREFRONT_TEXT.footerRights}
      </p>
    </footer>
  );
}
