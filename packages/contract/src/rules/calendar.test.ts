import { describe, expect, it } from 'vitest';
import { isCalendarDayText, isTimestampText } from './calendar.js';

describe('days and instants a client may send', () => {
  it('takes real days in the supported years only', () => {
    expect(['2024-02-29', '2000-01-01', '2999-12-31'].every(isCalendarDayText)).toBe(true);
    for (const day of [
      '0000-01-01',
      '1999-12-31',
      '3000-01-01',
      '2023-02-29',
      '2024-02-30',
      '2024-1-1',
      '99999',
    ])
      expect(isCalendarDayText(day), day).toBe(false);
  });

  it("takes Postgres's own timestamptz text and ISO 8601, nothing Date.parse merely guesses at", () => {
    for (const text of [
      '2026-01-05 10:11:12.123456+00',
      '2026-01-05 15:41:12+05:30',
      '2026-01-05T10:11:12.123Z',
    ])
      expect(isTimestampText(text), text).toBe(true);
    for (const text of [
      'Tue 1',
      '2024-02-30',
      '99999',
      '2024-02-30 10:00:00+00',
      '2024-01-01 24:00:00+00',
      '0000-01-01 00:00:00+00',
      '2024-01-01 00:00:00+99',
    ])
      expect(isTimestampText(text), text).toBe(false);
  });
});
