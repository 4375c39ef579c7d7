import { describe, expect, it } from 'vitest';
import { isStorableText } from './text.js';

describe('isStorableText', () => {
  it('accepts any well-formed text, emoji and Indian scripts included', () => {
    for (const text of ['', 'Asha Verma', 'आशा वर्मा', 'ಬೆಂಗಳೂರು', '👗✨', 'tab\tand\nnewline']) {
      expect(isStorableText(text)).toBe(true);
    }
  });

  it('refuses the NUL character and lone surrogates', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ude00👗']) {
      expect(isStorableText(text)).toBe(false);
    }
  });
});
