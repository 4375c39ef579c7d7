/**
 * Display formats of SPEC §9: dates in en-IN (hi-IN where Hindi is active, e.g. "26 नवंबर 2026"), order ids
 * as their last 8 characters in upper case. Prices are `formatRupees` in every language: en-IN and hi-IN group
 * digits alike (₹1,49,999).
 */
import { LOCALE, ORDER_ID_DISPLAY_LENGTH, TIME_ZONE } from '../constants.js';
import { LOCALE_TAGS, type Locale } from '../i18n/locales.js';

// Made on first use: a page's first Intl object loads the locale data (a long task on a phone), and most
// pages that import these never show a date. One of each per language.
const longDate = new Map<string, Intl.DateTimeFormat>();
const mediumDate = new Map<string, Intl.DateTimeFormat>();
const dateTime = new Map<string, Intl.DateTimeFormat>();

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Intl tag of a locale; English is SPEC's en-IN. */
const tagOf = (locale: Locale | undefined) => (locale ? LOCALE_TAGS[locale] : LOCALE);

function formatter(
  cache: Map<string, Intl.DateTimeFormat>,
  tag: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let made = cache.get(tag);
  if (!made) {
    made = new Intl.DateTimeFormat(tag, { ...options, timeZone: TIME_ZONE });
    cache.set(tag, made);
  }
  return made;
}

const asDate = (isoDate: string | Date) => (typeof isoDate === 'string' ? new Date(isoDate) : isoDate);

/** A day in words: "26 November 2026", in Hindi "26 नवंबर 2026". */
export function formatLongDate(isoDate: string | Date, locale?: Locale): string {
  return formatter(longDate, tagOf(locale), { dateStyle: 'long' }).format(asDate(isoDate));
}

/** Today plus the pincode's delivery days, e.g. "25 November 2026" ("25 नवंबर 2026" in Hindi). */
export function estimatedDeliveryDate(today: Date, estimatedDeliveryDays: number, locale?: Locale): string {
  return formatLongDate(new Date(today.getTime() + estimatedDeliveryDays * DAY_MS), locale);
}

/** "26 Nov 2026"; in Hindi "26 नव॰ 2026". */
export function formatOrderDate(isoDate: string | Date, locale?: Locale): string {
  return formatter(mediumDate, tagOf(locale), { dateStyle: 'medium' }).format(asDate(isoDate));
}

/** A step of an order's timeline (issue 32), in India time on server and browser alike: "22 Nov 2026, 11:30 am". */
export function formatOrderDateTime(isoDate: string | Date, locale?: Locale): string {
  return formatter(dateTime, tagOf(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
    asDate(isoDate),
  );
}

export function orderIdDisplay(id: string): string {
  return id.slice(-ORDER_ID_DISPLAY_LENGTH).toUpperCase();
}
