import type { Product } from '@zari/contract';
import { describe, expect, it } from 'vitest';
import { makeProduct, tops } from '@/test/fixtures';
import { type HeadMeta, shortText } from './head-tags';
import { type HeadInput, routeHead } from './route-head';

const ORIGIN = 'https://zari.example';

/** The content of a tag by its property or name. */
const tag = (meta: HeadMeta[], key: string) =>
  meta.find((entry) => ('property' in entry ? entry.property : entry.name) === key)?.content;

function pipelineProduct(overrides: Partial<Product> = {}): Product {
  const front = '/uploads/catalog/ab12cd-1440.webp';
  return makeProduct({
    _id: '6f1c2a4e-9b7d-4c3e-8a5f-0d2e4b6c8a10',
    title: 'Indigo Block Print Kurta',
    description: 'Hand block printed in Jaipur.\n\nSoft cotton that breathes.',
    amount: 2499,
    discountedAmount: 1999,
    images: [front, '/uploads/catalog/ef34-1440.webp'],
    media: { [front]: { width: 1440, height: 1800, widths: [320, 640, 960, 1440], avif: true } },
    ...overrides,
  });
}

describe('a product page', () => {
  const product = pipelineProduct();
  const head = routeHead({ screen: 'product', product }, ORIGIN);

  it('is titled by the product and describes price, discount, stock and the product', () => {
    expect(head.title).toBe('Indigo Block Print Kurta | Zari');
    expect(head.description).toBe(
      '₹1,999 (20% off ₹2,499) · In stock · Hand block printed in Jaipur. Soft cotton that breathes.',
    );
    expect(head.robots).toBeUndefined();
  });

  it('has an absolute canonical URL without any query', () => {
    expect(head.canonical).toBe(`${ORIGIN}/product/${product._id}`);
    expect(tag(head.meta, 'og:url')).toBe(head.canonical);
  });

  it('gives a link preview its photo (the share JPEG, with its size and type), title and price', () => {
    expect(tag(head.meta, 'og:type')).toBe('product');
    expect(tag(head.meta, 'og:title')).toBe('Indigo Block Print Kurta — ₹1,999');
    expect(tag(head.meta, 'og:image')).toBe(`${ORIGIN}/uploads/catalog/ab12cd-share.jpg`);
    expect(tag(head.meta, 'og:image:width')).toBe('1200');
    expect(tag(head.meta, 'og:image:height')).toBe('630');
    expect(tag(head.meta, 'og:image:type')).toBe('image/jpeg');
    expect(tag(head.meta, 'product:price:amount')).toBe('1999.00');
    expect(tag(head.meta, 'product:price:currency')).toBe('INR');
    expect(tag(head.meta, 'twitter:card')).toBe('summary_large_image');
    expect(tag(head.meta, 'twitter:image')).toBe(tag(head.meta, 'og:image'));
  });

  it('shares an image the pipeline did not record as it is, made absolute', () => {
    const plain = routeHead(
      { screen: 'product', product: makeProduct({ images: ['/uploads/a.jpg'] }) },
      ORIGIN,
    );
    expect(tag(plain.meta, 'og:image')).toBe(`${ORIGIN}/uploads/a.jpg`);
    expect(tag(plain.meta, 'og:image:width')).toBeUndefined();
    expect(tag(plain.meta, 'og:image:type')).toBeUndefined();
    const elsewhere = routeHead(
      { screen: 'product', product: makeProduct({ images: ['https://cdn.example/a.jpg'] }) },
      ORIGIN,
    );
    expect(tag(elsewhere.meta, 'og:image')).toBe('https://cdn.example/a.jpg');
  });

  it('describes Product with an Offer in INR and its availability, and the breadcrumb through the category', () => {
    const [productNode, breadcrumb] = head.jsonLd;
    expect(productNode).toMatchObject({
      '@type': 'Product',
      name: 'Indigo Block Print Kurta',
      sku: product._id,
      image: [`${ORIGIN}/uploads/catalog/ab12cd-1440.webp`, `${ORIGIN}/uploads/catalog/ef34-1440.webp`],
      brand: { '@type': 'Brand', name: 'Zari' },
      offers: {
        '@type': 'Offer',
        url: head.canonical,
        priceCurrency: 'INR',
        price: '1999.00',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(breadcrumb).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: tops.title, item: `${ORIGIN}/category/${tops.slug}` },
        { '@type': 'ListItem', position: 3, name: product.title, item: head.canonical },
      ],
    });
  });

  it.each([
    [{ inStock: false, stockCount: 0 }, 'https://schema.org/OutOfStock', 'Out of stock'],
    [{ inStock: true, stockCount: 2 }, 'https://schema.org/LimitedAvailability', 'In stock'],
  ])('says %o is %s', (stock, availability, words) => {
    const { jsonLd, description } = routeHead({ screen: 'product', product: pipelineProduct(stock) }, ORIGIN);
    expect(jsonLd[0]).toMatchObject({ offers: { availability } });
    expect(description).toContain(` · ${words} · `);
  });

  it('prices paise exactly, with no discount shown when there is none', () => {
    const head = routeHead(
      { screen: 'product', product: pipelineProduct({ amount: 999.5, discountedAmount: 999.5 }) },
      ORIGIN,
    );
    expect(head.jsonLd[0]).toMatchObject({ offers: { price: '999.50' } });
    expect(head.description.startsWith('₹999.5 · In stock')).toBe(true);
  });

  it('is unlisted until the product is known', () => {
    const loading = routeHead({ screen: 'product' }, ORIGIN);
    expect(loading).toMatchObject({ title: 'Product | Zari', robots: 'noindex', jsonLd: [] });
    expect(loading.canonical).toBeUndefined();
  });
});

describe('listings', () => {
  it('canonicalises a category to its own path, whatever sort or filters the page shows', () => {
    const head = routeHead({ screen: 'category', slug: tops.slug, category: tops }, ORIGIN);
    expect(head.title).toBe('Tops & Blouses | Zari');
    expect(head.description).toMatch(/^Shop Tops & Blouses at Zari\./);
    expect(head.canonical).toBe(`${ORIGIN}/category/tops-and-blouses`);
    expect(tag(head.meta, 'og:image')).toBe(`${ORIGIN}${tops.image}`);
    expect(head.jsonLd).toEqual([
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: tops.title, item: head.canonical },
        ],
      },
    ]);
  });

  it("shares an uploaded category picture as the pipeline's JPEG, as a product's photo", () => {
    const picture = '/uploads/catalog/v2/categories/tops-and-blouses-320.webp';
    const category = {
      ...tops,
      image: picture,
      media: { [picture]: { width: 320, height: 400, widths: [320], avif: false } },
    };
    const head = routeHead({ screen: 'category', slug: tops.slug, category }, ORIGIN);
    expect(tag(head.meta, 'og:image')).toBe(
      `${ORIGIN}/uploads/catalog/v2/categories/tops-and-blouses-share.jpg`,
    );
    expect(tag(head.meta, 'og:image:type')).toBe('image/jpeg');
    expect(tag(head.meta, 'og:image:alt')).toBe(tops.title);
  });

  it('keeps a category its canonical URL before its name is known', () => {
    const head = routeHead({ screen: 'category', slug: 'sarees' }, ORIGIN);
    expect(head).toMatchObject({ title: 'Category | Zari', canonical: `${ORIGIN}/category/sarees` });
    expect(head.robots).toBeUndefined();
  });

  it('lists the hot list under its own path', () => {
    const head = routeHead({ screen: 'hotList' }, ORIGIN);
    expect(head.canonical).toBe(`${ORIGIN}/hot-rn-dresses`);
    expect(head.title).toBe('Hot RN: Dresses | Zari');
  });

  it('keeps search results out of the index while their links are followed', () => {
    const head = routeHead({ screen: 'search', query: '  silk saree ' }, ORIGIN);
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBeUndefined();
    expect(head.description).toBe('Zari products matching “silk saree”.');
  });
});

describe('the home page', () => {
  const head = routeHead({ screen: 'home' }, ORIGIN);

  it('describes the store and is its own canonical URL', () => {
    expect(head.title).toBe('Zari — Fashion for India');
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.description.length).toBeLessThanOrEqual(160);
  });

  it("shares its first hero banner as the pipeline's JPEG, and a plain card while the banners are unknown", () => {
    const banner = '/uploads/catalog/v2/posters/festive-1440.webp';
    const shared = routeHead(
      {
        screen: 'home',
        hero: { image: banner, media: { width: 1440, height: 600, widths: [640, 1440], avif: false } },
      },
      ORIGIN,
    );
    expect(tag(shared.meta, 'og:image')).toBe(`${ORIGIN}/uploads/catalog/v2/posters/festive-share.jpg`);
    expect(tag(shared.meta, 'og:image:width')).toBe('1200');
    expect(tag(shared.meta, 'og:image:alt')).toBe("Zari: the season's collection");
    expect(tag(shared.meta, 'twitter:card')).toBe('summary_large_image');
    expect(tag(head.meta, 'og:image')).toBeUndefined();
    expect(tag(head.meta, 'twitter:card')).toBe('summary');
  });

  it('names the Organization and the WebSite with a search box that opens /search?q=', () => {
    expect(head.jsonLd.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(head.jsonLd[0]).toMatchObject({
      name: 'Zari',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/apple-touch-icon.png`,
    });
    expect(head.jsonLd[1]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('pages that are not listed', () => {
  it.each<HeadInput>([
    { screen: 'bag' },
    { screen: 'wishlist' },
    { screen: 'orders' },
    { screen: 'login' },
    { screen: 'notFound' },
  ])('%o is noindex, with no canonical URL and no structured data', (input) => {
    const head = routeHead(input, ORIGIN);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
  });

  it('titles each as its screen', () => {
    expect(routeHead({ screen: 'bag' }, ORIGIN).title).toBe('Shopping Bag | Zari');
    expect(routeHead({ screen: 'notFound' }, ORIGIN).title).toBe('Page not found | Zari');
  });
});

describe('policy pages', () => {
  it.each([
    ['aboutUs', '/about-us'],
    ['shippingDelivery', '/shipping-delivery'],
    ['returnPolicy', '/return-policy'],
  ] as const)('%s is listed at %s with a description of its own', (screen, path) => {
    const head = routeHead({ screen }, ORIGIN);
    expect(head.canonical).toBe(`${ORIGIN}${path}`);
    expect(head.description).not.toBe(routeHead({ screen: 'home' }, ORIGIN).description);
  });

  it.each(['aboutUs', 'shippingDelivery', 'returnPolicy', 'hotList'] as const)(
    '%s, with no picture of its own, shares the store logo in a small card',
    (screen) => {
      const head = routeHead({ screen }, ORIGIN);
      expect(tag(head.meta, 'og:image')).toBe(`${ORIGIN}/apple-touch-icon.png`);
      expect(tag(head.meta, 'og:image:width')).toBe('180');
      expect(tag(head.meta, 'og:image:height')).toBe('180');
      expect(tag(head.meta, 'og:image:type')).toBe('image/png');
      expect(tag(head.meta, 'og:image:alt')).toBe('Zari logo');
      expect(tag(head.meta, 'twitter:card')).toBe('summary');
      expect(tag(head.meta, 'twitter:image')).toBe(`${ORIGIN}/apple-touch-icon.png`);
    },
  );
});

describe('shortText', () => {
  it('keeps a short text, on one line', () => {
    expect(shortText('  Soft\n\ncotton  ')).toBe('Soft cotton');
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const text = shortText('word '.repeat(60));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });
});
