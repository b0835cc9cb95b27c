import { describe, expect, it } from 'vitest';
import { chapterDay, excerptOf, formatDate, formatShortDate } from './format.ts';

const NY = 'America/New_York';

describe('formatDate', () => {
  it('prints the day as it is in Columbia, SC, whatever the zone of the machine', () => {
    // 03:30 UTC on the 22nd is still the evening of the 21st in New York.
    expect(formatDate('2026-11-22T03:30:00.000Z', NY)).toBe('November 21, 2026');
    expect(formatDate('2026-11-22T15:00:00.000Z', NY)).toBe('November 22, 2026');
    // Summer time: UTC-4.
    expect(formatDate('2026-07-01T03:59:00.000Z', NY)).toBe('June 30, 2026');
    expect(formatShortDate('2026-11-22T15:00:00.000Z', NY)).toBe('Nov 22, 2026');
  });

  it('spells every month as Intl does in en-US', () => {
    const intl = (month: 'long' | 'short') =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        year: 'numeric',
        month,
        day: 'numeric',
      });
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, 15, 12)).toISOString();
      expect(formatDate(iso, NY)).toBe(intl('long').format(new Date(iso)));
      expect(formatShortDate(iso, NY)).toBe(intl('short').format(new Date(iso)));
    }
  });

  it('prints nothing for a value that is not a date', () => {
    expect(formatDate('not a date', NY)).toBe('');
    expect(formatShortDate('', NY)).toBe('');
  });
});

describe('another chapter zone', () => {
  it('prints the day there, through Intl', () => {
    // 05:30 UTC on the 22nd is still the 21st in Chicago, already the 22nd in New York.
    expect(formatDate('2026-11-22T05:30:00.000Z', 'America/Chicago')).toBe('November 21, 2026');
    expect(formatDate('2026-11-22T05:30:00.000Z', NY)).toBe('November 22, 2026');
    expect(chapterDay(new Date('2026-11-22T05:30:00.000Z'), 'America/Chicago')).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      weekday: 6,
    });
  });
});

describe('excerptOf', () => {
  it('keeps text of at most 100 characters whole', () => {
    const exactly100 = 'a'.repeat(100);
    expect(excerptOf(exactly100)).toBe(exactly100);
    expect(excerptOf('  Short text  ')).toBe('Short text');
  });

  it('cuts longer text at 100 characters and adds an ellipsis', () => {
    const long = 'b'.repeat(150);
    expect(excerptOf(long)).toBe(`${'b'.repeat(100)}…`);
    expect(excerptOf(long, 10)).toBe(`${'b'.repeat(10)}…`);
  });

  it('does not leave a space before the ellipsis and folds runs of white space', () => {
    const text = `${'c'.repeat(99)} and more words`;
    expect(excerptOf(text)).toBe(`${'c'.repeat(99)}…`);
    expect(excerptOf('one\n\ntwo')).toBe('one two');
  });
});

const HOUR = 60 * 60 * 1000;
const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('chapterDay', () => {
  it('gives the day Intl gives for America/New_York, at every hour and just before it, 2007–2040', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2007, 0, 1); time < Date.UTC(2040, 0, 1); time += HOUR) {
      for (const instant of [new Date(time), new Date(time - 1)]) {
        const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
        const day = chapterDay(instant, NY);
        const expected = `${parts.year}-${parts.month}-${parts.day} ${parts.weekday}`;
        const actual = `${day.year}-${day.month}-${day.day} ${WEEKDAYS[day.weekday]}`;
        if (actual !== expected) mismatches.push(`${instant.toISOString()}: ${actual}, not ${expected}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
