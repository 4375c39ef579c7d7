import { describe, expect, it } from 'vitest';
import { makeProduct, testStore } from '@/test/fixtures';
import { organizationNode } from './json-ld';
import { jsonLdText } from './json-ld-text';
import { offerPrice, productNode } from './product-json-ld';

describe('jsonLdText', () => {
  it('cannot be closed from inside: a product named </script> stays a string', () => {
    const name = '</script><script>alert(1)</script> & <!-- \u2028';
    const text = jsonLdText([{ '@type': 'Product', name }]);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Product', name }],
    });
  });
});

describe('offerPrice', () => {
  it.each([
    [1999, '1999.00'],
    [1999.5, '1999.50'],
    [0.1, '0.10'],
    [1234567.89, '1234567.89'],
  ])('writes ₹%s as %s', (rupees, text) => {
    expect(offerPrice(rupees)).toBe(text);
  });
});

describe('organizationNode', () => {
  it("names the seller as the store's settings say: legal name, GSTIN, address, contacts", () => {
    expect(organizationNode('https://zari.example', testStore)).toMatchObject({
      '@type': 'Organization',
      name: 'Zari Test Studio',
      legalName: testStore.legalName,
      taxID: testStore.gstin,
      email: testStore.supportEmail,
      telephone: testStore.supportPhone,
      address: { addressLocality: 'Bengaluru', addressRegion: 'Karnataka', postalCode: '560025' },
    });
  });

  it('claims no seller it was not told of', () => {
    const node = organizationNode('https://zari.example');
    expect(node).not.toHaveProperty('legalName');
    expect(node).not.toHaveProperty('address');
  });
});

describe('product JSON-LD country of origin (issue 34)', () => {
  const node = (product: ReturnType<typeof makeProduct>) =>
    productNode({ product, url: 'https://zari.example/product/1', description: '', images: [] });

  it('carries the declared country as schema.org Country', () => {
    const bag = makeProduct({ disclosures: { countryOfOrigin: 'CN', netQuantity: '1 N' } });
    expect(node(bag).countryOfOrigin).toEqual({ '@type': 'Country', name: 'China', identifier: 'CN' });
  });

  it('claims no country a product does not declare', () => {
    expect(node(makeProduct())).not.toHaveProperty('countryOfOrigin');
  });
});
