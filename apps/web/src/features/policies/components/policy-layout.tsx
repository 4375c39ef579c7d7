import { ACCESSIBLE_NAMES, POLICY_TEXT, STOREFRONT_TEXT, TAX_SHOPPER_TEXT } from '@zari/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { registeredAddressLine, useStore } from '@/features/store';
import { useText } from '@/lib/i18n';

export interface PolicySection {
  id?: string;
  heading: string;
  body: ReactNode;
}

/** A readable policy page: title, summary, numbered sections, then who the seller is and whom to complain to. */
export function PolicyLayout({
  title,
  summary,
  sections,
}: {
  title: string;
  summary: string;
  sections: PolicySection[];
}) {
  const tx = useText({ ACCESSIBLE_NAMES, STOREFRONT_TEXT });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 pb-16 sm:py-10">
      <nav aria-label={tx.ACCESSIBLE_NAMES.breadcrumb} className="text-xs text-muted">
        <Link to={paths.home.getHref()} className="hover:text-ink">
          {tx.STOREFRONT_TEXT.home}
        </Link>{' '}
        / <span className="text-ink">{title}</span>
      </nav>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mt-3 text-base leading-relaxed text-muted">{summary}</p>
      <div className="mt-8 space-y-8">
        {sections.map((section, index) => (
          <section key={section.heading} id={section.id} className="scroll-mt-20">
            <h2 className="text-lg font-semibold">
              <span className="mr-2 text-brand-600">{index + 1}.</span>
              {section.heading}
            </h2>
            <div className="mt-2 space-y-3 text-[15px] leading-relaxed text-ink/85 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
      <SellerDetails />
    </article>
  );
}

/**
 * What Indian e-commerce rules expect every store to show: the seller, a grievance officer, the origin, as
 * the owner's settings say (`GET /api/store`, in the server's HTML through the frame's loader).
 */
export function SellerDetails() {
  const tx = useText({ POLICY_TEXT, TAX_SHOPPER_TEXT });
  const store = useStore().data;
  if (!store) return null;
  const officer = store.grievanceOfficer;
  return (
    <aside
      aria-label={tx.POLICY_TEXT.sellerDetails}
      className="mt-12 grid gap-4 rounded-card border border-line bg-surface p-5 text-sm sm:grid-cols-2"
    >
      <div>
        <h2 className="font-semibold">{tx.POLICY_TEXT.soldBy}</h2>
        <p className="mt-1 text-ink/85">{store.legalName}</p>
        <p className="text-muted">{registeredAddressLine(store)}</p>
        <p className="text-muted">GSTIN {store.gstin}</p>
        <p className="mt-1 text-muted">
          <a href={`mailto:${store.supportEmail}`} className="text-brand-700 underline underline-offset-2">
            {store.supportEmail}
          </a>{' '}
          · {store.supportPhone}
        </p>
        <p className="mt-1 text-muted">{tx.POLICY_TEXT.countryOfOrigin}</p>
      </div>
      <div>
        <h2 className="font-semibold">{tx.POLICY_TEXT.grievanceOfficer}</h2>
        <p className="mt-1 text-ink/85">
          {officer.name}, {officer.designation}
        </p>
        <p className="text-muted">
          <a href={`mailto:${officer.email}`} className="text-brand-700 underline underline-offset-2">
            {officer.email}
          </a>{' '}
          · {officer.phone}
        </p>
        <p className="text-muted">{tx.TAX_SHOPPER_TEXT.grievanceHours}</p>
        <p className="mt-1 text-muted">{tx.POLICY_TEXT.grievanceClocks}</p>
      </div>
    </aside>
  );
}
