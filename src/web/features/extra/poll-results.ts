import type { PollOption } from '../../../contracts/poll.ts';

export interface OptionResult {
  id: number;
  text: string;
  votes: number;
  /** A whole percentage; the options' percentages add up to exactly 100 when anyone has voted. */
  percent: number;
}

/**
 * public-site §4: the percentage per option. Whole numbers by the largest-remainder method, so three
 * equal thirds read 34/33/33 rather than 33/33/33, and no vote at all reads 0% everywhere.
 */
export function pollResults(options: readonly PollOption[]): OptionResult[] {
  const total = options.reduce((sum, option) => sum + Math.max(0, option.votes), 0);
  if (total === 0) return options.map(({ id, text, votes }) => ({ id, text, votes, percent: 0 }));
  const exact = options.map((option) => (Math.max(0, option.votes) * 100) / total);
  const percents = exact.map(Math.floor);
  let left = 100 - percents.reduce((sum, p) => sum + p, 0);
  // Hand the remaining points to the largest remainders; ties go to the earlier option.
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index, remainder } of order) {
    if (left <= 0 || remainder === 0) break;
    percents[index]! += 1;
    left -= 1;
  }
  return options.map(({ id, text, votes }, index) => ({ id, text, votes, percent: percents[index]! }));
}

/** "1 vote", "N votes". */
export function votesLabel(count: number): string {
  return `${count} ${count === 1 ? 'vote' : 'votes'}`;
}
