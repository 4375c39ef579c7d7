/**
 * Money helpers. Inside, money is integer paise; rupees appear only at the edges (API answers, the screen).
 * Every sum is taken in paise so that ₹0.10 + ₹0.20 is never ₹0.30000000000000004.
 */
import { CURRENCY_SYMBOL } from './constants.js';

export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not a rupee amount: ${rupees}`);
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  if (!Number.isInteger(paise)) throw new RangeError(`Paise must be a whole number: ${paise}`);
  return paise / 100;
}

export function sumPaise(values: readonly number[]): number {
  return values.reduce((total, value) => {
    if (!Number.isInteger(value)) throw new RangeError(`Paise must be a whole number: ${value}`);
    return total + value;
  }, 0);
}

/**
 * 1,23,45,678 — a whole number in Indian digit grouping (the last three digits, then pairs), as
 * `Intl.NumberFormat('en-IN')` writes it. By hand because a page's first Intl call loads the locale data,
 * a 30–40 ms task on a phone before the first price can show.
 */
export function groupIndianDigits(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const sign = whole < 0 && digits !== '0' ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/** ₹1,23,456 — Indian digit grouping; paise shown only when there are any (₹1,299.5, ₹1,299.05). */
export function formatRupees(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const paise = Math.round(Math.abs(rupees) * 100);
  const fraction = paise % 100;
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  return `${sign}${CURRENCY_SYMBOL}${groupIndianDigits(Math.floor(paise / 100))}${decimals}`;
}

export function formatPaise(paise: number): string {
  return formatRupees(paiseToRupees(paise));
}
