import type { PollOption } from '../../../contracts/poll.ts';
import { pollResults, votesLabel } from '../../features/extra/poll-results.ts';

/**
 * Each option with its votes and percentage, as the public poll computes them (whole percentages
 * that add up to 100), and the total under them.
 */
export function PollResults({ options, totalVotes }: { options: readonly PollOption[]; totalVotes: number }) {
  return (
    <div>
      <ul aria-label="Results" className="space-y-3">
        {pollResults(options).map((option) => (
          <li key={option.id}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 break-words text-ink">{option.text}</span>
              <span className="shrink-0 text-muted tabular-nums">
                {votesLabel(option.votes)} · <span className="font-semibold text-ink">{option.percent}%</span>
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-paper-soft">
              <div className="h-full rounded-full bg-accent" style={{ width: `${option.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-medium text-ink">Total: {votesLabel(totalVotes)}</p>
    </div>
  );
}
