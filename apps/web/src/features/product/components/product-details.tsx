import {
  consumerCareLine,
  countryName,
  DISCLOSURE_TEXT,
  formatImportMonth,
  PRODUCT_TEXT,
  type Product,
  partyLine,
  RETURN_TEXT,
  returnPolicyFor,
  STOREFRONT_TEXT,
} from '@zari/contract';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@zari/ui/accordion';
import { ShieldCheck, Truck } from 'lucide-react';
import { paths } from '@/config/paths';
import { useStore } from '@/features/store';
import { useText } from '@/lib/i18n';
import { LightLink } from '@/lib/light-link';

/**
 * The product's Legal Metrology declarations (issue 34), its category's defaults already filled in by the
 * API; customer care falls back to the store's own support line (`GET /api/store`, prefetched by the frame).
 */
function disclosureRows(
  product: Product,
  store: Parameters<typeof consumerCareLine>[1],
  text: typeof DISCLOSURE_TEXT,
) {
  const disclosures = product.disclosures ?? {};
  const care = consumerCareLine(disclosures, store);
  const rows: [string, string | undefined][] = [
    [
      text.countryOfOrigin,
      disclosures.countryOfOrigin && countryName(disclosures.countryOfOrigin, text.countries),
    ],
    [text.manufacturedBy, disclosures.manufacturer && partyLine(disclosures.manufacturer)],
    [text.packedBy, disclosures.packer && partyLine(disclosures.packer)],
    [text.importedBy, disclosures.importer && partyLine(disclosures.importer)],
    [text.netQuantity, disclosures.netQuantity],
    [text.importMonth, disclosures.importMonth && formatImportMonth(disclosures.importMonth)],
    [text.customerCare, care],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** The description, then the "About this product" and "Service & policy" accordion. */
export function ProductDetails({ product }: { product: Product }) {
  const tx = useText({ PRODUCT_TEXT, RETURN_TEXT, STOREFRONT_TEXT, DISCLOSURE_TEXT });
  // The return terms in the page's language (issue 35).
  const returns = returnPolicyFor(product, tx.RETURN_TEXT);
  const store = useStore().data;
  // The product's own notes, less any "Country of origin" line an older entry typed: the declaration rules.
  const notes = product.productInfo.filter(
    (info) => info.title.toLowerCase() !== DISCLOSURE_TEXT.countryOfOrigin.toLowerCase(),
  );
  const declarations = disclosureRows(product, store, tx.DISCLOSURE_TEXT);
  return (
    <>
      {product.description ? (
        <section aria-labelledby="description-heading" className="space-y-1.5">
          <h2 id="description-heading" className="text-sm font-bold tracking-wide">
            {tx.PRODUCT_TEXT.description}
          </h2>
          <p className="text-sm leading-relaxed whitespace-pre-line text-ink/80">{product.description}</p>
        </section>
      ) : null}

      <Accordion className="border-t border-line">
        <AccordionItem>
          <AccordionTrigger>{tx.PRODUCT_TEXT.aboutThisProduct}</AccordionTrigger>
          <AccordionContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              {notes.map((info) => (
                <div key={info._id ?? info.title} className="contents">
                  <dt className="font-medium text-muted">{info.title}</dt>
                  {/* Returns are the contract's rule, whatever a product's notes were written to say. */}
                  <dd>{info.title === tx.RETURN_TEXT.productInfoTitle ? returns.detail : info.content}</dd>
                </div>
              ))}
              {declarations.map(([label, value]) => (
                <div key={label} className="contents" data-testid="disclosure">
                  <dt className="font-medium text-muted">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem>
          <AccordionTrigger>{tx.PRODUCT_TEXT.serviceAndPolicy}</AccordionTrigger>
          <AccordionContent>
            <ul className="space-y-2">
              <li className="flex gap-2">
                <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                <span data-testid="return-detail">{returns.detail} </span>
                <LightLink to={paths.returnPolicy.getHref()} className="font-medium text-brand-700 underline">
                  {tx.STOREFRONT_TEXT.returnPolicy}
                </LightLink>
              </li>
              <li className="flex gap-2">
                <Truck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                {tx.PRODUCT_TEXT.freeShippingNote}.{' '}
                <LightLink
                  to={paths.shippingDelivery.getHref()}
                  className="font-medium text-brand-700 underline"
                >
                  {tx.STOREFRONT_TEXT.shippingDelivery}
                </LightLink>
              </li>
            </ul>
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </>
  );
}
