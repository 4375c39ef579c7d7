import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinFault, gstinStateCode, isValidGstin, isValidHsn } from './gstin.js';

/**
 * The GSTN's check-digit routine as it is usually published, right to left with the factor starting at 2,
 * written independently of the rule's left-to-right form so that each checks the other.
 */
function referenceCheckCharacter(first14: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let factor = 2;
  let sum = 0;
  for (let index = first14.length - 1; index >= 0; index--) {
    let addend = factor * alphabet.indexOf(first14.charAt(index));
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / 36) + (addend % 36);
    sum += addend;
  }
  return alphabet.charAt((36 - (sum % 36)) % 36);
}

// Real-format GSTINs: a state code, a PAN (the fourth letter says who holds it: C company, F firm, P person),
// an entity number, Z and the check character. The first is the GST portal's own specimen.
const VALID = [
  '27AAPFU0939F1ZV',
  '29AAACZ1234F1ZH',
  '07AABCZ9876K1ZF',
  '33AAACR5055K1ZE',
  '37AAACZ1234F1ZK',
  '38AAACZ1234FAZ9',
  '97AAAAA0000A1ZV',
  '01ABCDE1234F2ZD',
];

describe('isValidGstin', () => {
  it('accepts valid GSTINs, whose check character the reference routine agrees with', () => {
    for (const gstin of VALID) {
      expect(gstinFault(gstin), gstin).toBeNull();
      expect(isValidGstin(gstin)).toBe(true);
      expect(referenceCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
    }
  });

  it('computes the same check character as the reference for any fourteen characters', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let seed = 7;
    for (let run = 0; run < 2000; run++) {
      let first14 = '';
      for (let index = 0; index < 14; index++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        first14 += alphabet.charAt(seed % 36);
      }
      expect(gstinCheckCharacter(first14)).toBe(referenceCheckCharacter(first14));
    }
  });

  it('refuses each kind of fault by name', () => {
    expect(gstinFault('27AAPFU0939F1Z')).toBe('length');
    expect(gstinFault('27AAPFU0939F1ZVX')).toBe('length');
    expect(gstinFault('27aapfu0939f1zv')).toBe('length');
    expect(gstinFault(' 27AAPFU0939F1ZV')).toBe('length');
    expect(gstinFault(27)).toBe('length');
    expect(gstinFault(null)).toBe('length');
    expect(gstinFault('00AAPFU0939F1ZV')).toBe('state-code');
    expect(gstinFault('39AAPFU0939F1ZV')).toBe('state-code');
    expect(gstinFault('96AAPFU0939F1ZV')).toBe('state-code');
    expect(gstinFault('99AAPFU0939F1ZV')).toBe('state-code');
    expect(gstinFault('2AAAPFU0939F1ZV')).toBe('state-code');
    expect(gstinFault('27AAPF10939F1ZV')).toBe('pan');
    expect(gstinFault('27AAPFU093AF1ZV')).toBe('pan');
    expect(gstinFault('27AAPFU093991ZV')).toBe('pan');
    expect(gstinFault('27AAPFU0939F0ZV')).toBe('entity');
    expect(gstinFault('27AAPFU0939F1YV')).toBe('reserved-z');
    expect(gstinFault('27AAPFU0939F1ZW')).toBe('check-character');
    // One character changed anywhere is caught by the check character (or an earlier rule).
    expect(gstinFault('27AAPFU0939F2ZV')).toBe('check-character');
    expect(gstinFault('29AAPFU0939F1ZV')).toBe('check-character');
  });

  it('catches every single-character change and every swap of two neighbours of a valid GSTIN', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const gstin of VALID) {
      for (let index = 0; index < 15; index++) {
        for (const character of alphabet) {
          if (character === gstin.charAt(index)) continue;
          const changed = gstin.slice(0, index) + character + gstin.slice(index + 1);
          expect(isValidGstin(changed), changed).toBe(false);
        }
      }
      for (let index = 0; index < 14; index++) {
        const swapped =
          gstin.slice(0, index) + gstin.charAt(index + 1) + gstin.charAt(index) + gstin.slice(index + 2);
        if (swapped !== gstin) expect(isValidGstin(swapped), swapped).toBe(false);
      }
    }
  });

  it('reads the state code a GSTIN begins with', () => {
    expect(gstinStateCode('29AAACZ1234F1ZH')).toBe('29');
  });

  it('refuses to compute a check character from anything but fourteen upper-case characters', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow(RangeError);
  });
});

describe('isValidHsn', () => {
  it('accepts 4, 6 or 8 digits', () => {
    for (const hsn of ['6204', '620442', '62044290', '7117', '0000']) expect(isValidHsn(hsn), hsn).toBe(true);
  });

  it('refuses any other length, letters, spaces and non-strings', () => {
    for (const hsn of ['', '620', '62044', '6204429', '620442901', '6204 42', 'HSN1', ' 6204', '6204\n']) {
      expect(isValidHsn(hsn), JSON.stringify(hsn)).toBe(false);
    }
    expect(isValidHsn(6204)).toBe(false);
    expect(isValidHsn(undefined)).toBe(false);
  });
});
