import { describe, expect, it } from 'vitest';
import { axisLabels, axisTicks, bucketize, fillDays } from './chart-data.ts';

function daysFrom(start: string, count: number): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

describe('fillDays', () => {
  it('gives every day of the period a value, zero where the API listed nothing', () => {
    expect(fillDays(['2026-11-20', '2026-11-21', '2026-11-22'], [{ day: '2026-11-21', value: 4 }])).toEqual([
      { day: '2026-11-20', value: 0 },
      { day: '2026-11-21', value: 4 },
      { day: '2026-11-22', value: 0 },
    ]);
  });
});

describe('bucketize', () => {
  it('keeps one bar per day up to a month, labelled by the calendar day whatever the zone', () => {
    const buckets = bucketize(fillDays(daysFrom('2026-11-01', 7), [{ day: '2026-11-01', value: 3 }]), 'sum');
    expect(buckets).toHaveLength(7);
    expect(buckets[0]).toEqual({ label: 'Nov 1', longLabel: 'Sun, Nov 1, 2026', value: 3 });
  });

  it('groups a quarter into weeks ending today: sums for views, the last day for a running total', () => {
    const series = daysFrom('2026-08-25', 90).map((day, i) => ({ day, value: i + 1 }));
    const sums = bucketize(series, 'sum');
    expect(sums).toHaveLength(13);
    // 90 days = 6 leftover days, then 12 whole weeks; the last bar ends on the last day.
    expect(sums[0]!.value).toBe(1 + 2 + 3 + 4 + 5 + 6);
    expect(sums.at(-1)!.value).toBe(84 + 85 + 86 + 87 + 88 + 89 + 90);
    expect(sums.at(-1)!.longLabel).toBe('Nov 16 – Sun, Nov 22, 2026');
    expect(bucketize(series, 'last').at(-1)!.value).toBe(90);
    expect(sums.reduce((total, bucket) => total + bucket.value, 0)).toBe((90 * 91) / 2);
  });

  it('groups a year by calendar month', () => {
    const series = daysFrom('2025-11-23', 365).map((day) => ({ day, value: 1 }));
    const months = bucketize(series, 'sum');
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ label: 'Nov', longLabel: 'November 2025', value: 8 });
    expect(months[1]).toEqual({ label: 'Dec', longLabel: 'December 2025', value: 31 });
    expect(months.at(-1)).toEqual({ label: 'Nov', longLabel: 'November 2026', value: 22 });
  });
});

describe('axisTicks', () => {
  it('steps in whole 1, 2 or 5 multiples up to a top at or above the maximum', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(100)).toEqual([0, 50, 100]);
    expect(axisTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});

describe('axisLabels', () => {
  it('names the first, middle and last marks', () => {
    const buckets = ['a', 'b', 'c', 'd', 'e'].map((label) => ({ label, longLabel: label, value: 0 }));
    expect(axisLabels(buckets).map((bucket) => bucket.label)).toEqual(['a', 'c', 'e']);
    expect(axisLabels(buckets.slice(0, 2)).map((bucket) => bucket.label)).toEqual(['a', 'b']);
  });
});
