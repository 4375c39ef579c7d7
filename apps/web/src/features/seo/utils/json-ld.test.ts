import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld-text';
import { offerPrice } from './product-json-ld';

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
