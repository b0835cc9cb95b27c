import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-11-22T15:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it('says "Just now" for the first minute, and for a time slightly ahead', () => {
    expect(relativeTime(ago(0), 'America/New_York', now)).toBe('Just now');
    expect(relativeTime(ago(59_000), 'America/New_York', now)).toBe('Just now');
    expect(relativeTime(ago(-5_000), 'America/New_York', now)).toBe('Just now');
  });

  it('counts minutes, hours and days, singular and plural', () => {
    expect(relativeTime(ago(60_000), 'America/New_York', now)).toBe('1 minute ago');
    expect(relativeTime(ago(45 * 60_000), 'America/New_York', now)).toBe('45 minutes ago');
    expect(relativeTime(ago(60 * 60_000), 'America/New_York', now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000), 'America/New_York', now)).toBe('23 hours ago');
    expect(relativeTime(ago(2 * 86_400_000), 'America/New_York', now)).toBe('2 days ago');
  });

  it('gives the date after a week, and nothing for a value that is not a date', () => {
    expect(relativeTime('2026-11-01T15:00:00.000Z', 'America/New_York', now)).toBe('Nov 1, 2026');
    expect(relativeTime('not a date', 'America/New_York', now)).toBe('');
  });
});
