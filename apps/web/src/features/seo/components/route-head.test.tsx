import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteOriginContext } from '@/lib/site-origin';
import { makeProduct } from '@/test/fixtures';
import { unlistedHead } from '../utils/head-tags';
import { productHead } from '../utils/product-head';
import { RouteHead } from './route-head';

describe('RouteHead', () => {
  it("puts a product's title, description, canonical link and share tags in the document's head, and its JSON-LD on the page", () => {
    const product = makeProduct({ title: 'Silk <Saree>', discountedAmount: 4999 });
    const { container } = render(
      <SiteOriginContext value="https://zari.example">
        <RouteHead head={(origin) => productHead(product, origin)} />
      </SiteOriginContext>,
    );
    expect(document.title).toBe('Silk <Saree> | Zari');
    const head = document.head;
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^₹4,999 /);
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://zari.example/product/${product._id}`,
    );
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Silk <Saree> — ₹4,999',
    );
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `https://zari.example${product.images[0]}`,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('<');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data['@graph'][0]).toMatchObject({
      '@type': 'Product',
      name: 'Silk <Saree>',
      offers: { price: '4999.00' },
    });
  });

  it('marks a page of the shopper’s own noindex, with no canonical link', () => {
    render(<RouteHead head={() => unlistedHead('bag')} />);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
