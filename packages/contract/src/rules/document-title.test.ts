import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../constants.js';
import { type DocumentTitleScreen, documentTitle, SCREEN_TITLES } from './document-title.js';

describe('documentTitle', () => {
  it('names the home page by the brand first', () => {
    expect(documentTitle({ screen: 'home' })).toBe('Zari — Fashion for India');
  });

  it('puts the product and category names first', () => {
    expect(documentTitle({ screen: 'product', productTitle: 'Mulmul Cotton Kurta' })).toBe(
      'Mulmul Cotton Kurta | Zari',
    );
    expect(documentTitle({ screen: 'category', categoryTitle: 'Tops & Blouses' })).toBe(
      'Tops & Blouses | Zari',
    );
  });

  it('quotes the search in the search page title', () => {
    expect(documentTitle({ screen: 'search', query: ' sare ' })).toBe('“sare” — Search | Zari');
    expect(documentTitle({ screen: 'search' })).toBe('Search | Zari');
  });

  it('falls back to the screen name while the name is unknown or blank', () => {
    expect(documentTitle({ screen: 'product' })).toBe('Product | Zari');
    expect(documentTitle({ screen: 'category', categoryTitle: '   ' })).toBe('Category | Zari');
  });

  it('tidies whitespace and cuts a long name at a word', () => {
    expect(documentTitle({ screen: 'product', productTitle: '  Silk\n  Saree ' })).toBe('Silk Saree | Zari');
    const long = `Handwoven ${'Banarasi '.repeat(10)}Saree`;
    const title = documentTitle({ screen: 'product', productTitle: long });
    expect(title).toMatch(/^Handwoven Banarasi .*Banarasi… \| Zari$/);
    expect(title.length).toBeLessThanOrEqual(60 + ' | Zari'.length + 1);
  });

  it('gives every route and the 404 page its own title', () => {
    const screens = [...Object.keys(ROUTE_PATHS), 'notFound'] as DocumentTitleScreen['screen'][];
    const titles = screens.map((screen) => documentTitle({ screen } as DocumentTitleScreen));
    expect(new Set(titles).size).toBe(screens.length);
    expect(Object.keys(SCREEN_TITLES).sort()).toEqual([...screens].sort());
    expect(documentTitle({ screen: 'notFound' })).toBe('Page not found | Zari');
    expect(documentTitle({ screen: 'bag' })).toBe('Shopping Bag | Zari');
  });
});
