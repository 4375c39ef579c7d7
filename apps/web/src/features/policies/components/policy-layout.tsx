import { BRAND_NAME, COUNTRY_OF_ORIGIN, GRIEVANCE_OFFICER, SELLER } from '@zari/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

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
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 pb-16 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-xs text-muted">
        <Link to={paths.home.getHref()} className="hover:text-ink">
          Home
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

/** What Indian e-commerce rules expect every store to show: the seller, a grievance officer, the origin. */
export function SellerDetails() {
  return (
    <aside
      aria-label="Seller and grievance officer"
      className="mt-12 grid gap-4 rounded-card border border-line bg-surface p-5 text-sm sm:grid-cols-2"
    >
      <div>
        <h2 className="font-semibold">Sold by</h2>
        <p className="mt-1 text-ink/85">{SELLER.legalName}</p>
        <p className="text-muted">{SELLER.address}</p>
        <p className="mt-1 text-muted">
          <a href={`mailto:${SELLER.email}`} className="text-brand-700 underline underline-offset-2">
            {SELLER.email}
          </a>{' '}
          · {SELLER.phone}
        </p>
        <p className="mt-1 text-muted">
          Country of origin of {BRAND_NAME} products: {COUNTRY_OF_ORIGIN} (shown on every product page).
        </p>
      </div>
      <div>
        <h2 className="font-semibold">Grievance Officer</h2>
        <p className="mt-1 text-ink/85">{GRIEVANCE_OFFICER.name}</p>
        <p className="text-muted">
          <a
            href={`mailto:${GRIEVANCE_OFFICER.email}`}
            className="text-brand-700 underline underline-offset-2"
          >
            {GRIEVANCE_OFFICER.email}
          </a>{' '}
          · {GRIEVANCE_OFFICER.phone}
        </p>
        <p className="text-muted">{GRIEVANCE_OFFICER.hours}</p>
        <p className="mt-1 text-muted">
          We acknowledge every complaint within 48 hours and resolve it within one month, as the Consumer
          Protection (E-Commerce) Rules, 2020 require.
        </p>
      </div>
    </aside>
  );
}
