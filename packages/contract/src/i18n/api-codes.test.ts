import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../messages/api.js';
import { PROMOTION_REFUSAL_TEXT } from '../messages/promotions.js';
import { RETURN_MESSAGES } from '../messages/returns.js';
import { apiMessageCode, apiMessageIn, EN_API_CATALOGUE } from './api-codes.js';
import { apiMessageFor } from './api-messages.js';

describe('API message codes (issue 35)', () => {
  it('names every fixed English answer by its key, other modules by area.key', () => {
    expect(apiMessageCode(API_MESSAGES.orderNotFound)).toBe('orderNotFound');
    expect(apiMessageCode(API_MESSAGES.codUnavailable)).toBe('codUnavailable');
    expect(apiMessageCode(RETURN_MESSAGES.windowClosed)).toBe('return.windowClosed');
    expect(apiMessageCode(PROMOTION_REFUSAL_TEXT.expired)).toBe('promotion.expired');
    expect(apiMessageCode('Some text the contract does not hold')).toBeUndefined();
  });

  it('gives every string of API_MESSAGES a code that reads back to the same text', () => {
    for (const [key, text] of Object.entries(API_MESSAGES)) {
      if (typeof text !== 'string') continue;
      const code = apiMessageCode(text);
      expect(code, key).toBeDefined();
      expect(apiMessageIn(code, EN_API_CATALOGUE)).toBe(text);
    }
  });

  it('turns a code into Hindi, with the values of a message built from values', () => {
    expect(apiMessageFor('orderNotFound', 'hi')).toBe('ऑर्डर नहीं मिला');
    expect(apiMessageFor('outOfStock', 'hi', ['Kurta'])).toBe('Kurta आउट ऑफ़ स्टॉक है');
    expect(apiMessageFor('outOfStock', 'en', ['Kurta'])).toBe('Kurta is out of stock');
    expect(apiMessageFor('sizeShort', 'hi', ['Kurta', 'M', 2])).toBe('Kurta (साइज़ M) के सिर्फ़ 2 बचे हैं');
    expect(apiMessageFor('return.noLines', 'hi')).toBe('लौटाने के लिए कम से कम एक आइटम चुनें।');
    expect(apiMessageFor('promotion.minimum_not_met', 'hi', [50_000])).toBe(
      'यह कोड इस्तेमाल करने के लिए ₹500 का और सामान जोड़ें',
    );
    expect(apiMessageFor('invalidInput', 'hi')).toBe('अनुरोध सही नहीं है');
  });

  it('falls back to the envelope message for staff codes and unknown codes', () => {
    expect(apiMessageFor('admin.staffOnly', 'hi', undefined, 'Only staff can do that')).toBe(
      'Only staff can do that',
    );
    expect(apiMessageFor('noSuchCode', 'hi', undefined, 'English text')).toBe('English text');
    expect(apiMessageFor('outOfStock', 'hi', undefined, 'Kurta is out of stock')).toBe(
      'Kurta is out of stock',
    );
    expect(apiMessageFor(undefined, 'hi')).toBeUndefined();
  });
});
