import { describe, expect, it } from 'vitest';
import { VOTE_RATE_LIMITED } from '../../../contracts/poll.ts';
import { ApiError } from '../../lib/api.ts';
import { voteFailureMessage } from './quick-poll.tsx';

describe('voteFailureMessage', () => {
  it("gives the server's message when votes from this network are limited", () => {
    const error = new ApiError(`429: ${JSON.stringify({ message: VOTE_RATE_LIMITED })}`);
    expect(voteFailureMessage(error)).toBe(VOTE_RATE_LIMITED);
  });

  it("keeps the spec's words for every other failure", () => {
    const words = 'Failed to submit vote. Please try again.';
    expect(voteFailureMessage(new ApiError('500: {"message":"Internal Server Error"}'))).toBe(words);
    expect(voteFailureMessage(new ApiError('400: {"message":"This poll is closed for voting."}'))).toBe(
      words,
    );
    expect(voteFailureMessage(new TypeError('Failed to fetch'))).toBe(words);
    expect(voteFailureMessage(new ApiError('429: '))).toBe(words);
  });
});
