/**
 * Quiet hours (issue 32): a message that is not urgent, falling due inside the window, waits for its end. The
 * window is in India time, which has no daylight saving, so a fixed offset from UTC is exact.
 */
import type { QuietHours } from '../../config.js';

const IST_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

function minuteOfIndianDay(at: Date) {
  const minutes = Math.floor(at.getTime() / MINUTE_MS) + IST_OFFSET_MINUTES;
  return ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
}

function inside(window: NonNullable<QuietHours>, minute: number) {
  const { startMinute, endMinute } = window;
  return startMinute < endMinute
    ? minute >= startMinute && minute < endMinute
    : minute >= startMinute || minute < endMinute;
}

/** `at`, or the end of the quiet window when `at` falls inside it. */
export function afterQuietHours(at: Date, window: QuietHours): Date {
  if (!window) return at;
  const minute = minuteOfIndianDay(at);
  if (!inside(window, minute)) return at;
  const wait = (window.endMinute - minute + DAY_MINUTES) % DAY_MINUTES;
  const startOfMinute = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(startOfMinute + wait * MINUTE_MS);
}
