/**
 * The tree-planting donation field (SPEC §5, §9): whole rupees from 0 to DONATION_MAX_RUPEES. The input is
 * parsed as a number and anything non-numeric becomes 0, as the spec says; a number the store cannot take as
 * typed (paise, negative, too large) is refused with a message shown next to the input, never silently changed.
 */
import { DONATION_MAX_RUPEES } from '../constants.js';
import { DONATION_TEXT } from '../messages/bag.js';

export type DonationInput = { ok: true; rupees: number } | { ok: false; message: string };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * What the shopper typed into the donation field. `whenEmpty` is what an empty field means: the
 * placeholder's amount for PLANT, 0 when editing an amount away.
 */
export function parseDonationInput(input: string, whenEmpty = 0): DonationInput {
  // "₹ 1,000" is how amounts are written in India; the symbol and digit grouping are not part of the number.
  const text = input.trim().replace(/^₹\s*/, '').replaceAll(',', '');
  if (text === '') return { ok: true, rupees: whenEmpty };
  if (!NUMBER.test(text)) return { ok: true, rupees: 0 };
  const value = Number(text);
  if (value < 0) return { ok: false, message: DONATION_TEXT.negative };
  if (!Number.isInteger(value)) return { ok: false, message: DONATION_TEXT.wholeRupeesOnly };
  if (value > DONATION_MAX_RUPEES) return { ok: false, message: DONATION_TEXT.tooLarge };
  return { ok: true, rupees: value };
}
