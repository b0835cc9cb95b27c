import { describe, expect, it } from 'vitest';
import { chapterDayIso } from '../../lib/format.ts';
import { formatEventDay, formatEventTime } from './event-date.ts';

describe('event dates on the chapter clock (America/New_York)', () => {
  it('prints the day where the chapter is, not in UTC', () => {
    // 02:30 UTC on the 25th is 21:30 on Tuesday the 24th in Columbia, SC.
    expect(formatEventDay('2026-11-25T02:30:00.000Z')).toBe('Tuesday, November 24, 2026');
    expect(chapterDayIso('2026-11-25T02:30:00.000Z', 'America/New_York')).toBe('2026-11-24');
    expect(formatEventDay('2026-07-04T16:00:00.000Z')).toBe('Saturday, July 4, 2026');
    expect(formatEventDay('not a date')).toBe('');
  });

  it('prints 12-hour times', () => {
    expect(formatEventTime('18:30')).toBe('6:30 PM');
    expect(formatEventTime('00:05')).toBe('12:05 AM');
    expect(formatEventTime('12:00')).toBe('12:00 PM');
    expect(formatEventTime('9:15')).toBe('9:15 AM');
  });
});
