/**
 * Money helpers. Inside, money is integer paise; rupees appear only at the edges (API answers, the screen).
 * Every sum is taken in paise so that ₹0.10 + ₹0.20 is never ₹0.30000000000000004.
 */
import { CURRENCY_SYMBOL, LOCALE } from './constants.js';

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

const rupeeFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** ₹1,23,456 — Indian digit grouping; paise shown only when there are any. */
export function formatRupees(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${rupeeFormat.format(Math.abs(rupees))}`;
}

export function formatPaise(paise: number): string {
  return formatRupees(paiseToRupees(paise));
}
