/**
 * Calendar days as the store keeps them: in India time (UTC+05:30 all year, no daylight saving), whatever
 * the server's own time zone. "Today" on the dashboard and the order list's from/to mean these days.
 */
const INDIA_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a day written YYYY-MM-DD begins in India. */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${INDIA_OFFSET}`);
}

/** The instant the day after `day` begins: the exclusive end of an inclusive `to`. */
export function indiaDayEnd(day: string): Date {
  return new Date(indiaDayStart(day).getTime() + DAY_MS);
}

/** The start of today in India, and of the day `daysBack` days before it. */
export function indiaTodayStart(now: Date, daysBack = 0): Date {
  const indiaDate = new Date(now.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return new Date(indiaDayStart(indiaDate).getTime() - daysBack * DAY_MS);
}
