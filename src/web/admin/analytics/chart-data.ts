/** One bar or point of a chart: what it covers, in short (axis) and long (table, tooltip) words. */
export interface Bucket {
  label: string;
  longLabel: string;
  value: number;
}

export interface DayValue {
  /** A chapter day, YYYY-MM-DD. */
  day: string;
  value: number;
}

// Days are plain calendar days (the server already counted them in the chapter's zone): format them
// in UTC so no browser zone moves one onto its neighbour.
const dayLabel = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const dayLongLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const monthLabel = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short' });
const monthLongLabel = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Every day of `days` with its value from `rows`, so a quiet day is drawn as a zero, not skipped. */
export function fillDays(days: readonly string[], rows: readonly DayValue[]): DayValue[] {
  const byDay = new Map(rows.map((row) => [row.day.slice(0, 10), row.value]));
  return days.map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

/**
 * Groups a day series so a chart never has more than about 31 marks: daily up to a month, weekly up
 * to a quarter, monthly beyond. `sum` adds the days up (views); `last` keeps the group's last day
 * (a running total such as subscribers).
 */
export function bucketize(series: readonly DayValue[], combine: 'sum' | 'last'): Bucket[] {
  const unit = series.length <= 31 ? 'day' : series.length <= 92 ? 'week' : 'month';
  const groups = new Map<string, DayValue[]>();
  series.forEach((entry, index) => {
    // Weeks counted back from today, so the latest bar is a whole week ending today.
    const key =
      unit === 'week'
        ? String(Math.floor((series.length - 1 - index) / 7))
        : entry.day.slice(0, unit === 'day' ? 10 : 7);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  });
  return [...groups.values()].map((group) => {
    const first = asDate(group[0]!.day);
    const value =
      combine === 'sum' ? group.reduce((sum, entry) => sum + entry.value, 0) : group.at(-1)!.value;
    if (unit === 'month')
      return { label: monthLabel.format(first), longLabel: monthLongLabel.format(first), value };
    const longLabel =
      unit === 'day'
        ? dayLongLabel.format(first)
        : `${dayLabel.format(first)} – ${dayLongLabel.format(asDate(group.at(-1)!.day))}`;
    return { label: dayLabel.format(first), longLabel, value };
  });
}

/** The y axis: whole-number ticks from 0 at a 1, 2 or 5 step, the top one at or above `max`. */
export function axisTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough)!);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return ticks;
}

/** The marks named under a chart: first, middle and last (fewer when there are fewer marks). */
export function axisLabels(buckets: readonly Bucket[]): Bucket[] {
  if (buckets.length <= 3) return [...buckets];
  return [buckets[0]!, buckets[Math.floor((buckets.length - 1) / 2)]!, buckets.at(-1)!];
}
