import { describe, expect, it } from 'vitest';
import { pollResults, votesLabel } from './poll-results.ts';

const options = (...votes: number[]) =>
  votes.map((v, i) => ({ id: i + 1, text: `Option ${i + 1}`, votes: v }));
const percents = (...votes: number[]) => pollResults(options(...votes)).map((r) => r.percent);

describe('pollResults', () => {
  it('reads 0% for every option when nobody has voted', () => {
    expect(percents(0, 0, 0)).toEqual([0, 0, 0]);
  });

  it('gives exact shares as they are', () => {
    expect(percents(1, 1)).toEqual([50, 50]);
    expect(percents(3, 1, 0, 0)).toEqual([75, 25, 0, 0]);
    expect(percents(5)).toEqual([100]);
  });

  it('rounds to whole numbers that add up to 100', () => {
    expect(percents(1, 1, 1)).toEqual([34, 33, 33]);
    expect(percents(2, 1)).toEqual([67, 33]);
    expect(percents(1, 2, 3, 1)).toEqual([14, 29, 43, 14]);
    for (const votes of [
      [7, 3, 5],
      [1, 1, 1, 1, 1, 1],
      [999, 1, 0],
    ]) {
      expect(percents(...votes).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });

  it('keeps the option text, id and votes', () => {
    expect(pollResults(options(2, 1))[0]).toEqual({ id: 1, text: 'Option 1', votes: 2, percent: 67 });
  });
});

describe('votesLabel', () => {
  it('says vote for one and votes otherwise', () => {
    expect(votesLabel(0)).toBe('0 votes');
    expect(votesLabel(1)).toBe('1 vote');
    expect(votesLabel(12)).toBe('12 votes');
  });
});
