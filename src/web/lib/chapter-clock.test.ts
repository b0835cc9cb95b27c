import { describe, expect, it } from 'vitest';
import { chapterDay } from './chapter-clock.ts';

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
        const day = chapterDay(instant);
        const expected = `${parts.year}-${parts.month}-${parts.day} ${parts.weekday}`;
        const actual = `${day.year}-${day.month}-${day.day} ${WEEKDAYS[day.weekday]}`;
        if (actual !== expected) mismatches.push(`${instant.toISOString()}: ${actual}, not ${expected}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
