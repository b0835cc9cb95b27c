import { z } from 'zod';
import { isoDateSchema } from './common.ts';

/** admin-area §5 and §9: a question and at least 2 options. */
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 20;
export const INVALID_POLL_INPUT = 'Invalid input: Please provide a question and at least 2 options.';
export const TOO_MANY_POLL_OPTIONS = `A poll can have at most ${POLL_MAX_OPTIONS} options.`;
export const NO_ACTIVE_POLL = 'No active poll found';
export const POLL_NOT_FOUND = 'Poll not found';
export const ALREADY_VOTED = 'You have already voted in this poll.';
export const VOTE_RATE_LIMITED = 'Too many votes from your network. Please wait a few minutes and try again.';
export const POLL_CLOSED = 'This poll is closed for voting.';
export const OPTION_NOT_IN_POLL = 'This option is not part of the poll.';
export const CHOOSE_AN_OPTION = 'Please choose an option.';

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const questionSchema = z
  .string({ error: INVALID_POLL_INPUT })
  .trim()
  .min(1, INVALID_POLL_INPUT)
  .max(500, 'The question must be at most 500 characters');
const optionTextSchema = z
  .string({ error: INVALID_POLL_INPUT })
  .trim()
  .max(200, 'Each option must be at most 200 characters');

/** Blank options are dropped on save (admin-area §5); what remains must be at least two. */
function withoutBlankOptions<T>(options: T[], text: (option: T) => string, ctx: z.RefinementCtx): T[] {
  const kept = options.filter((option) => text(option).length > 0);
  if (kept.length < POLL_MIN_OPTIONS)
    ctx.addIssue({ code: 'custom', path: ['options'], message: INVALID_POLL_INPUT });
  if (kept.length > POLL_MAX_OPTIONS)
    ctx.addIssue({ code: 'custom', path: ['options'], message: TOO_MANY_POLL_OPTIONS });
  return kept;
}

/** POST /api/admin/polls: a new poll; isActive makes it the one active poll. */
export const pollCreateSchema = z
  .object(
    {
      question: questionSchema,
      options: z.array(optionTextSchema, { error: INVALID_POLL_INPUT }).max(100, TOO_MANY_POLL_OPTIONS),
      isActive: z.boolean({ error: 'isActive must be true or false' }).optional().default(false),
    },
    { error: INVALID_POLL_INPUT },
  )
  .transform((input, ctx) => ({ ...input, options: withoutBlankOptions(input.options, (o) => o, ctx) }));
export type PollCreateInput = z.input<typeof pollCreateSchema>;
export type PollCreateValues = z.output<typeof pollCreateSchema>;

/**
 * PUT /api/polls/{id}/options: the edit dialog sends every option it keeps. An option sent with its id
 * and the same text keeps its votes; with other text it restarts at 0; an option without an id (or
 * with an id that is not this poll's) is new; the poll's options that are not sent are deleted.
 */
export const pollOptionsUpdateSchema = z
  .object(
    {
      question: questionSchema,
      options: z
        .array(
          z.object(
            { id: id('Option ids must be whole numbers').nullish(), text: optionTextSchema },
            { error: INVALID_POLL_INPUT },
          ),
          { error: INVALID_POLL_INPUT },
        )
        .max(100, TOO_MANY_POLL_OPTIONS),
    },
    { error: INVALID_POLL_INPUT },
  )
  .transform((input, ctx) => ({
    question: input.question,
    options: withoutBlankOptions(input.options, (o) => o.text, ctx).map((o) => ({
      id: o.id ?? undefined,
      text: o.text,
    })),
  }));
export type PollOptionsUpdateInput = z.input<typeof pollOptionsUpdateSchema>;
export type PollOptionsUpdateValues = z.output<typeof pollOptionsUpdateSchema>;

/** PATCH /api/polls/{id}: the admin switch. */
export const pollStatusSchema = z.object(
  { isActive: z.boolean({ error: 'isActive must be true or false' }) },
  { error: 'isActive must be true or false' },
);

/** POST /api/polls/vote (public-site §7). */
export const pollVoteSchema = z.object(
  { pollId: id('The poll id must be a whole number'), optionId: id(CHOOSE_AN_OPTION) },
  { error: CHOOSE_AN_OPTION },
);
export type PollVoteInput = z.input<typeof pollVoteSchema>;

export const pollOptionSchema = z.object({ id: z.number(), text: z.string(), votes: z.number() });
export type PollOption = z.infer<typeof pollOptionSchema>;

/** public-site §3: what a visitor sees, results included. */
export const pollSchema = z.object({
  id: z.number(),
  question: z.string(),
  options: z.array(pollOptionSchema),
  totalVotes: z.number(),
});
export type Poll = z.infer<typeof pollSchema>;

/** admin-area §3. */
export const adminPollSchema = pollSchema.extend({
  isActive: z.boolean(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type AdminPoll = z.infer<typeof adminPollSchema>;
