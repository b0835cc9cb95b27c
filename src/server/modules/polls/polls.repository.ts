import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PollCreateValues, PollOptionsUpdateValues } from '../../../contracts/poll.ts';
import type { Database, Executor } from '../../db/client.ts';
import { pollOptions, polls, pollVotes } from './polls.table.ts';

export type PollRow = typeof polls.$inferSelect;
export type PollOptionRow = typeof pollOptions.$inferSelect;
export interface PollWithOptions {
  poll: PollRow;
  /** In the admin's order. */
  options: PollOptionRow[];
}

const newestFirst = [desc(polls.createdAt), desc(polls.id)];

/** Activations queue behind one another, so two at once still leave one active poll. */
const lockActivation = (tx: Executor) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('polls.activate'))`);

async function withOptions(db: Executor, rows: PollRow[]): Promise<PollWithOptions[]> {
  if (rows.length === 0) return [];
  const options = await db
    .select()
    .from(pollOptions)
    .where(
      inArray(
        pollOptions.pollId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(pollOptions.position), asc(pollOptions.id));
  return rows.map((poll) => ({ poll, options: options.filter((option) => option.pollId === poll.id) }));
}

export async function findPoll(db: Executor, id: number): Promise<PollWithOptions | undefined> {
  const rows = await db.select().from(polls).where(eq(polls.id, id));
  return (await withOptions(db, rows))[0];
}

/** The poll the public sees: the newest active one (admin-area §4, "only one active poll is read"). */
export async function findActivePoll(db: Executor): Promise<PollWithOptions | undefined> {
  const rows = await db
    .select()
    .from(polls)
    .where(eq(polls.isActive, true))
    .orderBy(...newestFirst)
    .limit(1);
  return (await withOptions(db, rows))[0];
}

export async function listPolls(
  db: Executor,
  { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<PollWithOptions[]> {
  const rows = await db
    .select()
    .from(polls)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return withOptions(db, rows);
}

/** Switches off every active poll but `keep`, holding the activation lock to the end of the transaction. */
async function deactivateOthers(tx: Executor, now: Date, keep?: number) {
  await lockActivation(tx);
  await tx
    .update(polls)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(polls.isActive, true), keep === undefined ? undefined : ne(polls.id, keep)));
}

/** A new poll and its options in one transaction; an active one deactivates the others. */
export async function createPoll(db: Database, values: PollCreateValues): Promise<PollWithOptions> {
  return db.transaction(async (tx) => {
    const now = new Date();
    if (values.isActive) await deactivateOthers(tx, now);
    const [poll] = await tx
      .insert(polls)
      .values({ question: values.question, isActive: values.isActive, createdAt: now, updatedAt: now })
      .returning();
    await tx
      .insert(pollOptions)
      .values(values.options.map((text, position) => ({ pollId: poll!.id, text, position, votes: 0 })));
    return (await findPoll(tx, poll!.id))!;
  });
}

/**
 * The edit dialog's save, in one transaction (admin-area §5 and its warning that changed options
 * restart their count): same id and same text keeps the votes, changed text restarts at 0, options not
 * sent are deleted, new ones start at 0. The ballots cast for a deleted or restarted option are
 * deleted too, so those visitors may vote again and the counts always equal the ballots.
 */
export async function updatePollOptions(
  db: Database,
  id: number,
  values: PollOptionsUpdateValues,
): Promise<PollWithOptions | undefined> {
  return db.transaction(async (tx) => {
    // Locked first, so votes in flight (which share-lock the poll) finish before or start after this.
    const [poll] = await tx.select().from(polls).where(eq(polls.id, id)).for('update');
    if (!poll) return undefined;
    const current = new Map(
      (await tx.select().from(pollOptions).where(eq(pollOptions.pollId, id))).map((o) => [o.id, o]),
    );
    const kept = new Set<number>();
    const restarted: number[] = [];
    for (const [position, option] of values.options.entries()) {
      const existing = option.id !== undefined && !kept.has(option.id) ? current.get(option.id) : undefined;
      if (!existing) {
        await tx.insert(pollOptions).values({ pollId: id, text: option.text, position, votes: 0 });
        continue;
      }
      kept.add(existing.id);
      const sameText = existing.text === option.text;
      if (!sameText) restarted.push(existing.id);
      await tx
        .update(pollOptions)
        .set(sameText ? { position } : { position, text: option.text, votes: 0 })
        .where(eq(pollOptions.id, existing.id));
    }
    const removed = [...current.keys()].filter((optionId) => !kept.has(optionId));
    if (removed.length > 0) await tx.delete(pollOptions).where(inArray(pollOptions.id, removed));
    const discarded = [...removed, ...restarted];
    if (discarded.length > 0) {
      await tx.delete(pollVotes).where(and(eq(pollVotes.pollId, id), inArray(pollVotes.optionId, discarded)));
    }
    await tx.update(polls).set({ question: values.question, updatedAt: new Date() }).where(eq(polls.id, id));
    return findPoll(tx, id);
  });
}

/** The admin switch; switching one on switches the others off, in one transaction. */
export async function setPollActive(
  db: Database,
  id: number,
  isActive: boolean,
): Promise<PollWithOptions | undefined> {
  return db.transaction(async (tx) => {
    const now = new Date();
    if (isActive) await lockActivation(tx);
    const [poll] = await tx
      .update(polls)
      .set({ isActive, updatedAt: now })
      .where(eq(polls.id, id))
      .returning({ id: polls.id });
    // An unknown poll answers 404 with the active one still active.
    if (!poll) return undefined;
    if (isActive) await deactivateOthers(tx, now, id);
    return findPoll(tx, id);
  });
}

export async function deletePoll(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(polls).where(eq(polls.id, id)).returning({ id: polls.id });
  return rows.length > 0;
}

export type VoteRefusal = 'poll-not-found' | 'poll-closed' | 'option-not-in-poll' | 'already-voted';

class VoteRefused extends Error {
  readonly reason: VoteRefusal;
  constructor(reason: VoteRefusal) {
    super(reason);
    this.reason = reason;
  }
}

/**
 * One ballot per visitor per poll, counted atomically: the ballot row's primary key (pollId, voterId)
 * refuses a second vote, and the count is incremented in the same transaction, so concurrent votes
 * neither get lost nor counted twice.
 */
export async function castVote(
  db: Database,
  { pollId, optionId, voterId }: { pollId: number; optionId: number; voterId: string },
): Promise<PollWithOptions | VoteRefusal> {
  try {
    return await db.transaction(async (tx) => {
      // Share lock: an edit of the options waits for the votes in flight, and they for it.
      const [poll] = await tx.select().from(polls).where(eq(polls.id, pollId)).for('share');
      if (!poll) throw new VoteRefused('poll-not-found');
      if (!poll.isActive) throw new VoteRefused('poll-closed');
      const ballot = await tx
        .insert(pollVotes)
        .values({ pollId, voterId, optionId })
        .onConflictDoNothing()
        .returning({ pollId: pollVotes.pollId });
      if (ballot.length === 0) throw new VoteRefused('already-voted');
      const counted = await tx
        .update(pollOptions)
        .set({ votes: sql`${pollOptions.votes} + 1` })
        .where(and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, pollId)))
        .returning({ id: pollOptions.id });
      // Rolls the ballot back with it.
      if (counted.length === 0) throw new VoteRefused('option-not-in-poll');
      return (await findPoll(tx, pollId))!;
    });
  } catch (error) {
    if (error instanceof VoteRefused) return error.reason;
    throw error;
  }
}
