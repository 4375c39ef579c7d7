/** Display formats of SPEC §9: dates in en-IN, order ids as their last 8 characters in upper case. */
import { LOCALE, ORDER_ID_DISPLAY_LENGTH, TIME_ZONE } from '../constants.js';

// Made on first use: a page's first Intl object loads the locale data (a long task on a phone), and most
// pages that import these never show a date.
let longDate: Intl.DateTimeFormat | undefined;
let mediumDate: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today plus the pincode's delivery days, e.g. "25 November 2026". */
export function estimatedDeliveryDate(today: Date, estimatedDeliveryDays: number): string {
  longDate ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE });
  return longDate.format(new Date(today.getTime() + estimatedDeliveryDays * DAY_MS));
}

export function formatOrderDate(isoDate: string | Date): string {
  mediumDate ??= new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: TIME_ZONE });
  return mediumDate.format(typeof isoDate === 'string' ? new Date(isoDate) : isoDate);
}

/** A moment in India time, e.g. "27 Nov 2026, 3:30 pm": the deadline to confirm a cash-on-delivery order. */
export function formatDateTime(isoDate: string | Date): string {
  dateTime ??= new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  return dateTime.format(typeof isoDate === 'string' ? new Date(isoDate) : isoDate);
}

export function orderIdDisplay(id: string): string {
  return id.slice(-ORDER_ID_DISPLAY_LENGTH).toUpperCase();
}
