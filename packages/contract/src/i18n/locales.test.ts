import { describe, expect, it } from 'vitest';
import { isLocale, localizedField } from './locales.js';

describe('localizedField', () => {
  const hi = { hi: { title: 'लाल कुर्ता', description: '  ' } };
  it('takes the locale field when present', () => {
    expect(localizedField('Red kurta', hi, 'hi', 'title')).toBe('लाल कुर्ता');
  });
  it('falls back to English per field when missing or blank', () => {
    expect(localizedField('Soft cotton', hi, 'hi', 'description')).toBe('Soft cotton');
    expect(localizedField<{ title: string }, 'title'>('Red kurta', undefined, 'hi', 'title')).toBe(
      'Red kurta',
    );
  });
  it('returns English for English', () => {
    expect(localizedField('Red kurta', hi, 'en', 'title')).toBe('Red kurta');
  });
  it('knows its locales', () => {
    expect(isLocale('hi')).toBe(true);
    expect(isLocale('ta')).toBe(false);
  });
});
