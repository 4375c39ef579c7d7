import { describe, expect, it } from 'vitest';
import { DONATION_MAX_RUPEES } from '../constants.js';
import { DONATION_TEXT } from '../messages/bag.js';
import { parseDonation } from './donation.js';
import { parseDonationInput } from './donation-input.js';

describe('parseDonation', () => {
  it('parses numbers and turns anything else into 0', () => {
    expect(parseDonation('25')).toBe(25);
    expect(parseDonation(' 40 ')).toBe(40);
    expect(parseDonation('abc')).toBe(0);
    expect(parseDonation('')).toBe(0);
    expect(parseDonation('-5')).toBe(0);
    expect(parseDonation(null)).toBe(0);
    expect(parseDonation(12.7)).toBe(12);
  });
});

describe('parseDonationInput', () => {
  it('takes whole rupees as typed, with or without the rupee sign and grouping', () => {
    expect(parseDonationInput('25')).toEqual({ ok: true, rupees: 25 });
    expect(parseDonationInput(' 40 ')).toEqual({ ok: true, rupees: 40 });
    expect(parseDonationInput('₹ 1,000')).toEqual({ ok: true, rupees: 1000 });
    expect(parseDonationInput('12.0')).toEqual({ ok: true, rupees: 12 });
    expect(parseDonationInput('0')).toEqual({ ok: true, rupees: 0 });
    expect(parseDonationInput(String(DONATION_MAX_RUPEES))).toEqual({
      ok: true,
      rupees: DONATION_MAX_RUPEES,
    });
  });

  it('refuses paise instead of rounding them away', () => {
    expect(parseDonationInput('12.5')).toEqual({ ok: false, message: DONATION_TEXT.wholeRupeesOnly });
    expect(parseDonationInput('.5')).toEqual({ ok: false, message: DONATION_TEXT.wholeRupeesOnly });
    expect(parseDonationInput('0.01')).toEqual({ ok: false, message: DONATION_TEXT.wholeRupeesOnly });
  });

  it('refuses negative amounts and amounts above the most the store takes', () => {
    expect(parseDonationInput('-5')).toEqual({ ok: false, message: DONATION_TEXT.negative });
    expect(parseDonationInput(String(DONATION_MAX_RUPEES + 1))).toEqual({
      ok: false,
      message: DONATION_TEXT.tooLarge,
    });
  });

  it('turns non-numeric input into 0, as SPEC §5 says', () => {
    for (const input of ['abc', '12abc', '1e3', '₹', '--1', '1.2.3']) {
      expect(parseDonationInput(input)).toEqual({ ok: true, rupees: 0 });
    }
  });

  it('reads an empty field as the amount the caller gives it', () => {
    expect(parseDonationInput('   ')).toEqual({ ok: true, rupees: 0 });
    expect(parseDonationInput('', 10)).toEqual({ ok: true, rupees: 10 });
  });

  it('says the rule next to the input in words a shopper reads', () => {
    expect(DONATION_TEXT.hint).toBe('Whole rupees only, up to ₹10,000');
  });
});
