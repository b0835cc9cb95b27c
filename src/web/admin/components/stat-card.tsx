/** One figure of a screen's summary, in its <dl>: label, value (a placeholder until known), note. */
export function StatCard({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: number | undefined;
  note?: string;
  testId?: string;
}) {
  return (
    <div className="rounded-lg border border-rule bg-paper p-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink tabular-nums" data-testid={testId}>
        {value === undefined ? (
          <span
            aria-hidden="true"
            className="inline-block h-9 w-16 animate-pulse rounded bg-paper-soft align-middle"
          />
        ) : (
          value.toLocaleString('en-US')
        )}
      </dd>
      {note && <dd className="mt-1 text-xs text-muted">{note}</dd>}
    </div>
  );
}
