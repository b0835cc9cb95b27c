import { useId } from 'react';
import { axisLabels, axisTicks, type Bucket } from './chart-data.ts';

const CHART_HEIGHT = 'h-48';
// Drawing units: each mark gets a 10-unit slot; the SVG stretches to the box, so text stays in HTML.
const SLOT = 10;
const PLOT_HEIGHT = 100;

/**
 * Bars (counts per day) or a line (a running total), named by its <title>, summarised by its <desc>,
 * its figures in a hidden table for screen readers; a fixed height keeps the page still.
 */
export function TrendChart({
  kind,
  title,
  summary,
  buckets,
  columnLabel,
  valueLabel,
  empty,
}: {
  kind: 'bar' | 'line';
  title: string;
  summary: string;
  buckets: readonly Bucket[];
  /** The table's first column ("Day", "Week of", "Month"). */
  columnLabel: string;
  valueLabel: string;
  /** Shown instead of a flat chart when there is nothing to draw. */
  empty?: string;
}) {
  const id = useId();
  if (empty) {
    return (
      <div
        className={`${CHART_HEIGHT} grid place-items-center rounded-md border border-dashed border-rule-strong bg-paper-soft px-6 text-center text-sm text-muted`}
      >
        <p>{empty}</p>
      </div>
    );
  }
  const ticks = axisTicks(Math.max(0, ...buckets.map((bucket) => bucket.value)));
  const top = ticks.at(-1)!;
  const width = Math.max(1, buckets.length) * SLOT;
  const y = (value: number) => PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const points = buckets.map((bucket, i) => `${i * SLOT + SLOT / 2},${y(bucket.value)}`).join(' ');

  return (
    <div>
      <div className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
        <div
          aria-hidden="true"
          className={`relative ${CHART_HEIGHT} min-w-8 text-right text-xs text-muted tabular-nums`}
        >
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 leading-none"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {tick.toLocaleString('en-US')}
            </span>
          ))}
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${width} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          className={`${CHART_HEIGHT} w-full overflow-visible`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={width}
              y1={y(tick)}
              y2={y(tick)}
              vectorEffect="non-scaling-stroke"
              className={tick === 0 ? 'stroke-rule-strong' : 'stroke-rule'}
              strokeWidth={1}
            />
          ))}
          {kind === 'bar' ? (
            buckets.map((bucket, i) => (
              <rect
                key={bucket.longLabel}
                x={i * SLOT + SLOT * 0.15}
                width={SLOT * 0.7}
                y={y(bucket.value)}
                height={PLOT_HEIGHT - y(bucket.value)}
                className="fill-accent"
              >
                <title>{`${bucket.longLabel}: ${bucket.value.toLocaleString('en-US')} ${valueLabel.toLowerCase()}`}</title>
              </rect>
            ))
          ) : (
            <>
              <polygon
                points={`${SLOT / 2},${PLOT_HEIGHT} ${points} ${(buckets.length - 1) * SLOT + SLOT / 2},${PLOT_HEIGHT}`}
                className="fill-accent/10"
              />
              <polyline
                points={points}
                fill="none"
                vectorEffect="non-scaling-stroke"
                strokeWidth={2.5}
                strokeLinejoin="round"
                className="stroke-accent"
              />
            </>
          )}
        </svg>
        <div aria-hidden="true" className="col-start-2 flex justify-between gap-2 text-xs text-muted">
          {axisLabels(buckets).map((bucket) => (
            <span key={bucket.longLabel}>{bucket.label}</span>
          ))}
        </div>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columnLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.longLabel}>
              <th scope="row">{bucket.longLabel}</th>
              <td>{bucket.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A placeholder of the chart's exact size while the first figures load. */
export function ChartSkeleton() {
  return <div aria-hidden="true" className={`${CHART_HEIGHT} animate-pulse rounded-md bg-paper-soft`} />;
}
