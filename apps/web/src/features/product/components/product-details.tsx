import { PRODUCT_TEXT, type Product, RETURN_TEXT, type ReturnPolicy, STOREFRONT_TEXT } from '@zari/contract';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@zari/ui/accordion';
import { ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n';

/** The description, then the "About this product" and "Service & policy" accordion. */
export function ProductDetails({ product, returns }: { product: Product; returns: ReturnPolicy }) {
  const tx = useText({ PRODUCT_TEXT, RETURN_TEXT, STOREFRONT_TEXT });
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
              {product.productInfo.map((info) => (
                <div key={info._id ?? info.title} className="contents">
                  <dt className="font-medium text-muted">{info.title}</dt>
                  {/* Returns are the contract's rule, whatever a product's notes were written to say. */}
                  <dd>{info.title === tx.RETURN_TEXT.productInfoTitle ? returns.detail : info.content}</dd>
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
                <Link to={paths.returnPolicy.getHref()} className="font-medium text-brand-700 underline">
                  {tx.STOREFRONT_TEXT.returnPolicy}
                </Link>
              </li>
              <li className="flex gap-2">
                <Truck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                {tx.PRODUCT_TEXT.freeShippingNote}.{' '}
                <Link to={paths.shippingDelivery.getHref()} className="font-medium text-brand-700 underline">
                  {tx.STOREFRONT_TEXT.shippingDelivery}
                </Link>
              </li>
              <li>{tx.PRODUCT_TEXT.countryOfOrigin}</li>
            </ul>
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </>
  );
}
