import { describe, expect, it } from 'vitest';
import { missingCategoryTranslation, missingProductTranslation } from './catalogue-translations.js';

const info = [{ title: 'Material', content: 'Silk' }];

describe('missingProductTranslation', () => {
  it('is missing without a Hindi title, description or every product info row', () => {
    expect(missingProductTranslation({ description: 'Soft', productInfo: info }, 'hi')).toBe(true);
    expect(
      missingProductTranslation(
        { description: 'Soft', productInfo: info, translations: { hi: { title: 'साड़ी', description: ' ' } } },
        'hi',
      ),
    ).toBe(true);
    expect(
      missingProductTranslation(
        {
          description: 'Soft',
          productInfo: info,
          translations: { hi: { title: 'साड़ी', description: 'मुलायम' } },
        },
        'hi',
      ),
    ).toBe(true);
  });

  it('is complete when every English text has its Hindi', () => {
    const hi = { title: 'साड़ी', description: 'मुलायम', productInfo: [{ title: 'कपड़ा', content: 'सिल्क' }] };
    expect(
      missingProductTranslation({ description: 'Soft', productInfo: info, translations: { hi } }, 'hi'),
    ).toBe(false);
    // No English description: none is needed in Hindi.
    expect(
      missingProductTranslation(
        { description: '', productInfo: [], translations: { hi: { title: 'साड़ी' } } },
        'hi',
      ),
    ).toBe(false);
  });
});

describe('missingCategoryTranslation', () => {
  it('asks only for the title', () => {
    expect(missingCategoryTranslation({}, 'hi')).toBe(true);
    expect(missingCategoryTranslation({ translations: { hi: { title: '' } } }, 'hi')).toBe(true);
    expect(missingCategoryTranslation({ translations: { hi: { title: 'साड़ियाँ' } } }, 'hi')).toBe(false);
  });
});
