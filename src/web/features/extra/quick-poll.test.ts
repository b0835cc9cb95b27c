import { describe, expect, it } from 'vitest';
import { VOTE_RATE_LIMITED } from '../../../contracts/poll.ts';
import { ApiError } from '../../lib/api.ts';
import { votedOption, voteFailureMessage, withVote } from './quick-poll.tsx';

describe('voteFailureMessage', () => {
  it("gives the server's message when votes from this network are limited", () => {
    const error = new ApiError(429, JSON.stringify({ message: VOTE_RATE_LIMITED }));
    expect(voteFailureMessage(error)).toBe(VOTE_RATE_LIMITED);
  });

  it("keeps the spec's words for every other failure", () => {
    const words = 'Failed to submit vote. Please try again.';
    expect(voteFailureMessage(new ApiError(500, '{"message":"Internal Server Error"}'))).toBe(words);
    expect(voteFailureMessage(new ApiError(400, '{"message":"This poll is closed for voting."}'))).toBe(
      words,
    );
    expect(voteFailureMessage(new TypeError('Failed to fetch'))).toBe(words);
    expect(voteFailureMessage(new ApiError(429, ''))).toBe(words);
  });
});

describe('the vote this browser remembers', () => {
  it('is kept per poll, with the option when it is known', () => {
    const once = withVote(null, 7, 21);
    expect(votedOption(once, 7)).toBe(21);
    expect(votedOption(once, 8)).toBeUndefined();
    const twice = withVote(once, 8, null);
    expect(votedOption(twice, 7)).toBe(21);
    expect(votedOption(twice, 8)).toBeNull();
  });

  it('survives a damaged value and keeps only the latest 20 polls', () => {
    expect(votedOption('not json', 7)).toBeUndefined();
    expect(votedOption(withVote('[1,2]', 7, 3), 7)).toBe(3);
    let stored: string | null = null;
    for (let poll = 1; poll <= 25; poll++) stored = withVote(stored, poll, poll * 10);
    expect(votedOption(stored, 5)).toBeUndefined();
    expect(votedOption(stored, 6)).toBe(60);
    expect(votedOption(stored, 25)).toBe(250);
  });
});
