/** Display formats of SPEC §9: dates in en-IN, order ids as their last 8 characters in upper case. */
import { LOCALE, ORDER_ID_DISPLAY_LENGTH, TIME_ZONE } from '../constants.js';

const longDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE });
const mediumDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: TIME_ZONE });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today plus the pincode's delivery days, e.g. "25 November 2026". */
export function estimatedDeliveryDate(today: Date, estimatedDeliveryDays: number): string {
  return longDate.format(new Date(today.getTime() + estimatedDeliveryDays * DAY_MS));
}

export function formatOrderDate(isoDate: string | Date): string {
  return mediumDate.format(typeof isoDate === 'string' ? new Date(isoDate) : isoDate);
}

export function orderIdDisplay(id: string): string {
  return id.slice(-ORDER_ID_DISPLAY_LENGTH).toUpperCase();
}
