/**
 * Days and instants a client may send (issue 27): `Date.parse` reads "Tue 1", "2024-02-30" and "99999" as
 * some instant, and Postgres refuses them or reads another one, so a query built from them failed with a
 * 500. These rules take one strict spelling only, check that the date exists (it survives a round trip
 * through the calendar) and keep the year in a range every layer holds, so whatever passes reaches the
 * database as text it reads as the same instant.
 */
import { CALENDAR_YEAR_MAX, CALENDAR_YEAR_MIN } from '../constants.js';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Postgres's own text of a timestamptz (`2026-01-05 10:11:12.123456+00`), or ISO 8601 with a `T` and `Z`. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)$/;

/** True when year, month and day name a day of the calendar (no 30 February) inside the supported years. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < CALENDAR_YEAR_MIN || year > CALENDAR_YEAR_MAX) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day written YYYY-MM-DD that exists, in the supported years. */
export function isCalendarDayText(text: string): boolean {
  const match = ISO_DAY.exec(text);
  return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** An instant as Postgres writes a timestamptz (or ISO 8601), whose date and time of day exist. */
export function isTimestampText(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6])];
  const [offsetHours, offsetMinutes] = [Number(match[7] ?? 0), Number(match[8] ?? 0)];
  return (
    isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])) &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= 15 &&
    offsetMinutes < 60
  );
}
