import type { AdminPoll, Poll } from '../../../contracts/poll.ts';
import type { PollWithOptions } from './polls.repository.ts';

/** The question, the options with their counts and the total (public-site §3). */
export function presentPoll({ poll, options }: PollWithOptions): Poll {
  return {
    id: poll.id,
    question: poll.question,
    options: options.map((option) => ({ id: option.id, text: option.text, votes: option.votes })),
    totalVotes: options.reduce((total, option) => total + option.votes, 0),
  };
}

export function presentAdminPoll(value: PollWithOptions): AdminPoll {
  return {
    ...presentPoll(value),
    isActive: value.poll.isActive,
    createdAt: value.poll.createdAt.toISOString(),
    updatedAt: value.poll.updatedAt.toISOString(),
  };
}
