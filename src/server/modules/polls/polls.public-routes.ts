import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALREADY_VOTED,
  NO_ACTIVE_POLL,
  OPTION_NOT_IN_POLL,
  POLL_CLOSED,
  POLL_NOT_FOUND,
  pollSchema,
  pollVoteSchema,
  VOTE_RATE_LIMITED,
} from '../../../contracts/poll.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { limitRequests } from '../../http/rate-limit.ts';
import { visitorCookie } from '../../http/visitor-cookie.ts';
import { presentPoll } from './polls.presenter.ts';
import { castVote, findActivePoll, type VoteRefusal } from './polls.repository.ts';

/** The visitor's random id: only "this browser has voted" (polls.table.ts). */
const voter = visitorCookie('nabj_voter', { bytes: 24, minLength: 16 });

const refusals: Record<VoteRefusal, () => Error> = {
  'poll-not-found': () => notFound(POLL_NOT_FOUND),
  'poll-closed': () => badRequest(POLL_CLOSED),
  'option-not-in-poll': () => badRequest(OPTION_NOT_IN_POLL, { optionId: OPTION_NOT_IN_POLL }),
  'already-voted': () => conflict(ALREADY_VOTED),
};

export const pollsPublicRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicUrl: string;
  /** Votes per client address per rate-limit window. */
  rateLimit: number;
}> = async (app, { db, publicUrl, rateLimit }) => {
  app.get('/api/polls/active', { schema: { response: { 200: pollSchema } } }, async () => {
    const poll = await findActivePoll(db);
    if (!poll) throw notFound(NO_ACTIVE_POLL);
    return presentPoll(poll);
  });

  // A public write (ARCHITECTURE.md, API rules): one vote per visitor per poll. A visitor who drops the
  // cookie can vote again, so votes are also limited per address.
  app.post(
    '/api/polls/vote',
    {
      config: { access: 'public' },
      onRequest: limitRequests(db, { action: 'poll-vote', limit: rateLimit, message: VOTE_RATE_LIMITED }),
      schema: { body: pollVoteSchema, response: { 200: pollSchema } },
    },
    async (request, reply) => {
      const voterId = voter.idOf(request);
      const result = await castVote(db, { ...request.body, voterId });
      if (typeof result === 'string') throw refusals[result]();
      voter.keep(request, reply, publicUrl, voterId);
      reply.header('Cache-Control', 'no-store');
      return presentPoll(result);
    },
  );
};
