import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import type { Analytics } from '../../../contracts/analytics.ts';
import { contentKinds, contentUrl } from '../../../contracts/content-kinds.ts';
import { cn } from '../../lib/cn.ts';
import { useSearchParam } from '../../lib/search-params.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { LoadFailedAlert } from '../components/query-state.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { dashboardKindKeys, listKinds } from '../lib/content-kinds.ts';
import { type Bucket, bucketize, fillDays } from './chart-data.ts';
import { ChartSkeleton, TrendChart } from './trend-chart.tsx';

const PERIODS = [7, 30, 90, 365] as const;
const DEFAULT_PERIOD = 30;

/** The period in the address (?days=90), so a reload or a shared link shows the same figures. */
function usePeriod(): [number, (days: number) => void] {
  const [value, setValue] = useSearchParam('days');
  const days = PERIODS.find((period) => String(period) === value) ?? DEFAULT_PERIOD;
  return [days, (next) => setValue(next === DEFAULT_PERIOD ? '' : String(next))];
}

const count = (value: number) => value.toLocaleString('en-US');
const periodWords = (days: number) => `the last ${days} days`;

/** /admin/analytics (admin-area §2, §9): real figures from the view beacon and the subscriber list. */
export function AnalyticsPage() {
  const [days, setDays] = usePeriod();
  const query = useQuery<Analytics>({
    queryKey: ['/api/admin/analytics', { days }],
    // The old period stays on screen (dimmed) while the new one loads: nothing jumps.
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const updating = query.isFetching && query.isPlaceholderData;

  return (
    <AdminPage
      title="Analytics"
      description="How readers use the site: content, views and newsletter sign-ups."
      actions={<PeriodPicker days={days} onChange={setDays} />}
    >
      {query.isError && !data ? (
        <LoadFailedAlert query={query} fallback="The analytics could not be loaded." />
      ) : (
        <div
          aria-busy={!data || updating}
          className={cn('space-y-6 transition-opacity', updating && 'opacity-60')}
        >
          <p className="sr-only" role="status">
            {data ? `Showing ${periodWords(data.days)}` : 'Loading analytics...'}
          </p>
          <StatCards data={data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ContentBreakdown data={data} />
            <PopularContent data={data} />
          </div>
          <ChartCard title="Views" chart={data && viewsChart(data)} />
          <ChartCard title="Newsletter Growth" chart={data && growthChart(data)} />
        </div>
      )}
    </AdminPage>
  );
}

function PeriodPicker({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <fieldset>
      <legend className="sr-only">Period</legend>
      <div className="inline-flex rounded-md border border-ink bg-paper p-0.5">
        {PERIODS.map((period) => (
          <label
            key={period}
            className="cursor-pointer rounded px-3 py-1.5 text-sm font-semibold text-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-offset-2"
          >
            <input
              type="radio"
              name="analytics-period"
              value={period}
              checked={days === period}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {period} days
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function StatCards({ data }: { data: Analytics | undefined }) {
  const cards = [
    { label: 'Total Content', value: data?.totalContent, note: 'articles, videos, graphics and events' },
    { label: 'This Week', value: data?.thisWeek, note: 'published in the last 7 days' },
    { label: 'Newsletter Subscribers', value: data?.newsletterSubscribers, note: 'active today' },
    {
      label: 'Avg. Content Views',
      value: data?.avgContentViews,
      note: data ? `per item, ${periodWords(data.days)}` : 'per item',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <StatCard key={card.label} {...card} testId={`stat-${card.label}`} />
      ))}
    </dl>
  );
}

function ContentBreakdown({ data }: { data: Analytics | undefined }) {
  const breakdownOf = (kind: (typeof dashboardKindKeys)[number]) =>
    data?.breakdown[contentKinds[kind].several];
  const largest = data ? Math.max(1, ...dashboardKindKeys.map((kind) => breakdownOf(kind) ?? 0)) : 1;
  return (
    <SectionCard
      title="Content Breakdown"
      description="Everything on the site, drafts and scheduled items included."
    >
      <ul className="space-y-3">
        {dashboardKindKeys.map((kind) => {
          const value = breakdownOf(kind);
          return (
            <li key={kind}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <Link
                  href={listKinds[kind].manageHref}
                  className="font-medium text-ink underline-offset-4 hover:text-accent hover:underline"
                >
                  {listKinds[kind].label}
                </Link>
                <span
                  className="font-semibold tabular-nums"
                  data-testid={`breakdown-${contentKinds[kind].several}`}
                >
                  {value === undefined ? '–' : count(value)}
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-paper-soft">
                <div
                  className="h-full rounded-full bg-ink transition-[width] duration-200 motion-reduce:transition-none"
                  style={{ width: `${((value ?? 0) / largest) * 100}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

function PopularContent({ data }: { data: Analytics | undefined }) {
  return (
    <SectionCard
      title="Popular Content"
      description={data ? `Most viewed in ${periodWords(data.days)}.` : 'Most viewed in the period.'}
    >
      {!data ? (
        <ChartSkeleton />
      ) : data.popular.length === 0 ? (
        <p className="rounded-md border border-dashed border-rule-strong bg-paper-soft px-4 py-10 text-center text-sm text-muted">
          No views in {periodWords(data.days)} yet. Views are counted when readers open an article, a video or
          a graphic.
        </p>
      ) : (
        <ol className="divide-y divide-rule" data-testid="popular-content">
          {data.popular.map((item, rank) => (
            <li key={`${item.kind}-${item.id}`} className="flex items-center gap-3 py-2.5">
              <span aria-hidden="true" className="w-5 shrink-0 text-center text-sm font-bold text-muted">
                {rank + 1}
              </span>
              <div className="min-w-0 flex-1">
                <a
                  href={contentUrl(item.kind, item.id)}
                  className="line-clamp-2 font-medium text-ink underline-offset-4 hover:text-accent hover:underline"
                >
                  {item.title}
                  <ExternalLink
                    aria-hidden="true"
                    className="ml-1 inline size-3.5 align-baseline text-muted"
                  />
                </a>
                <p className="text-xs text-muted">
                  {listKinds[item.kind].item} ·{' '}
                  <Link
                    href={listKinds[item.kind].editHref(item.id)}
                    className="underline underline-offset-2 hover:text-accent"
                  >
                    Edit<span className="sr-only"> {item.title}</span>
                  </Link>
                </p>
              </div>
              <span className="shrink-0 text-right text-sm tabular-nums">
                <span className="font-bold text-ink">{count(item.views)}</span>{' '}
                <span className="text-muted">{item.views === 1 ? 'view' : 'views'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

/** The table column for a chart's grouping (see bucketize). */
function columnLabel(days: number) {
  if (days <= 31) return 'Day';
  return days <= 92 ? 'Week' : 'Month';
}

type ChartProps = ComponentProps<typeof TrendChart> & { description: string };

/** A chart in its panel, or a placeholder of its size until the first figures come. */
function ChartCard({ title, chart }: { title: string; chart?: ChartProps }) {
  if (!chart)
    return (
      <SectionCard title={title}>
        <ChartSkeleton />
      </SectionCard>
    );
  const { description, ...trend } = chart;
  return (
    <SectionCard title={title} description={description}>
      <TrendChart {...trend} />
    </SectionCard>
  );
}

function viewsChart(data: Analytics): ChartProps {
  const grouping = columnLabel(data.days).toLowerCase();
  // The growth series lists every day of the period; views list only the days that had some.
  const buckets = bucketize(
    fillDays(
      data.newsletterGrowth.map((row) => row.day),
      data.viewsPerDay.map((row) => ({ day: row.day, value: row.views })),
    ),
    'sum',
  );
  const top = buckets.reduce<Bucket | undefined>(
    (best, bucket) => (bucket.value > (best?.value ?? 0) ? bucket : best),
    undefined,
  );
  return {
    description: `Views per ${grouping}, ${periodWords(data.days)}: ${count(data.totalViews)} in all.`,
    kind: 'bar',
    title: `Views per ${grouping}, ${periodWords(data.days)}`,
    summary: `${count(data.totalViews)} views in all${top ? `; the busiest ${grouping} was ${top.longLabel} with ${count(top.value)}` : ''}.`,
    buckets,
    columnLabel: columnLabel(data.days),
    valueLabel: 'Views',
    empty:
      data.totalViews === 0
        ? `No views in ${periodWords(data.days)} yet. The chart fills in as readers open articles, videos and graphics.`
        : undefined,
  };
}

function growthChart(data: Analytics): ChartProps {
  const series = data.newsletterGrowth.map((row) => ({ day: row.day, value: row.subscribers }));
  const first = series[0]?.value ?? 0;
  const last = series.at(-1)?.value ?? 0;
  const change = last - first;
  return {
    description: `Active subscribers over ${periodWords(data.days)}: ${count(last)} now, ${change >= 0 ? '+' : '−'}${count(Math.abs(change))} since the start of the period.`,
    kind: 'line',
    title: `Active newsletter subscribers, ${periodWords(data.days)}`,
    summary: `From ${count(first)} to ${count(last)} active subscribers.`,
    buckets: bucketize(series, 'last'),
    columnLabel: columnLabel(data.days),
    valueLabel: 'Subscribers',
    empty: series.every((entry) => entry.value === 0)
      ? `No subscribers in ${periodWords(data.days)} yet. Sign-ups from the home page's newsletter form appear here.`
      : undefined,
  };
}
