import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDay,
  fromDateTimeInput,
  isTimeZone,
  timeZoneName,
  toDateTimeInput,
  toDayInput,
} from './chapter-clock.ts';

const columbia = 'America/New_York';
// Run also with TZ=America/Los_Angeles and TZ=UTC: the machine's own zone must change nothing.
const machineZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe(`the chapter's clock, on a machine in ${machineZone}`, () => {
  it('shows a time with its zone, in winter and in summer', () => {
    expect(formatDateTime('2026-11-28T13:43:00Z', columbia)).toBe('Nov 28, 2026, 8:43 AM EST');
    expect(formatDateTime(new Date('2026-07-04T16:00:00Z'), columbia)).toBe('Jul 4, 2026, 12:00 PM EDT');
    expect(formatDateTime('2026-12-24T23:00:00Z', 'America/Chicago')).toBe('Dec 24, 2026, 5:00 PM CST');
    expect(formatDateTime('not a date', columbia)).toBe('');
  });

  it('gives the day on the chapter’s calendar, not UTC’s', () => {
    expect(formatDay('2026-11-25T02:30:00Z', columbia)).toBe('Nov 24, 2026');
    expect(formatDay('', columbia)).toBe('');
  });

  it('names the zone as the date pickers say it', () => {
    expect(timeZoneName(columbia)).toBe('Eastern Time');
    expect(timeZoneName('America/Chicago')).toBe('Central Time');
  });

  it('reads a typed date and time in the chapter’s zone, not the machine’s', () => {
    expect(fromDateTimeInput('2026-12-24T18:00', columbia)).toBe('2026-12-24T23:00:00.000Z');
    expect(fromDateTimeInput('2026-12-24T18:00', 'America/Chicago')).toBe('2026-12-25T00:00:00.000Z');
    expect(toDateTimeInput('2026-12-24T23:00:00.000Z', columbia)).toBe('2026-12-24T18:00');
    // A day is its midnight there.
    expect(fromDateTimeInput('2026-12-24', columbia)).toBe('2026-12-24T05:00:00.000Z');
    expect(toDayInput('2026-12-25T04:59:00Z', columbia)).toBe('2026-12-24');
  });

  it('keeps the clocks’ change days right (Mar 8 and Nov 1, 2026)', () => {
    expect(fromDateTimeInput('2026-03-08T01:30', columbia)).toBe('2026-03-08T06:30:00.000Z');
    // 2:30 never shows that night: it is read as the moment after the gap, 3:30 EDT.
    expect(fromDateTimeInput('2026-03-08T02:30', columbia)).toBe('2026-03-08T07:30:00.000Z');
    expect(fromDateTimeInput('2026-03-08T12:00', columbia)).toBe('2026-03-08T16:00:00.000Z');
    expect(formatDateTime('2026-03-08T16:00:00Z', columbia)).toBe('Mar 8, 2026, 12:00 PM EDT');
    // 1:30 shows twice in autumn: the first, still EDT.
    expect(fromDateTimeInput('2026-11-01T01:30', columbia)).toBe('2026-11-01T05:30:00.000Z');
    expect(toDateTimeInput('2026-11-01T06:30:00Z', columbia)).toBe('2026-11-01T01:30');
    expect(formatDateTime('2026-11-01T06:30:00Z', columbia)).toBe('Nov 1, 2026, 1:30 AM EST');
    expect(fromDateTimeInput('2026-11-01T12:00', columbia)).toBe('2026-11-01T17:00:00.000Z');
  });

  it('leaves an empty box as now and other text for the schema to refuse', () => {
    expect(fromDateTimeInput('', columbia)).toBe('');
    expect(fromDateTimeInput('tomorrow', columbia)).toBe('tomorrow');
    expect(toDateTimeInput(undefined, columbia)).toBe('');
    expect(toDateTimeInput('nonsense', columbia)).toBe('');
  });

  it('knows a real zone from an invented one', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
