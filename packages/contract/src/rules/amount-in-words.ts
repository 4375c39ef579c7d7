/**
 * An amount in words as an Indian tax invoice writes it (CGST Rule 46 asks for the total in words):
 * Indian numbering (thousand, lakh, crore), title case, tens joined by a hyphen, no "and" inside a number,
 * "and" only before the paise: "Rupees One Lakh Twenty Thousand and Fifty Paise Only".
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1–99: "Nineteen", "Twenty", "Ninety-Nine". */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value] as string;
  const tens = TENS[Math.floor(value / 10)] as string;
  const ones = value % 10;
  return ones === 0 ? tens : `${tens}-${ONES[ones]}`;
}

/** 1–999: "Four Hundred Ninety-Nine". */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number of at least 1 in Indian words. Above 99 crore the count of crores is itself written in
 * words ("One Thousand Crore"), so any safe integer can be written.
 */
function indianWords(value: number): string {
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor(value / 100_000) % 100;
  const thousands = Math.floor(value / 1000) % 100;
  const rest = value % 1000;
  const parts = [];
  if (crores > 0) parts.push(`${indianWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * "Rupees One Thousand Four Hundred Ninety-Nine Only" for 1,49,900 paise. Zero is "Rupees Zero Only"; an
 * amount under a rupee is "Fifty Paise Only". Paise must be a whole, non-negative, safe number.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const fraction = paise % 100;
  if (fraction === 0) return `Rupees ${rupees === 0 ? 'Zero' : indianWords(rupees)} Only`;
  const paiseWords = `${belowHundred(fraction)} Paise`;
  if (rupees === 0) return `${paiseWords} Only`;
  return `Rupees ${indianWords(rupees)} and ${paiseWords} Only`;
}
