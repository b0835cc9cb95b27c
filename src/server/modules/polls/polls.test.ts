import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPoll } from '../../../../test-support/factories.ts';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';
import type { PollCreateInput } from '../../../contracts/poll.ts';
import { loadConfig } from '../../config.ts';
import { polls, pollVotes } from './polls.table.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  // Hundreds of visitors vote here from the one test address; the per-address limit is tested in
  // http/rate-limit.test.ts.
  const defaults = loadConfig({}).rateLimits;
  t = await startTestApp({ rateLimits: { ...defaults, pollVote: 10_000 } });
  ({ cookie } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

interface PollAnswer {
  id: number;
  question: string;
  isActive: boolean;
  totalVotes: number;
  options: { id: number; text: string; votes: number }[];
}

async function createPoll(overrides: Partial<PollCreateInput> = {}): Promise<PollAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/polls',
    payload: buildPoll(overrides),
    headers: { cookie },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

function vote(pollId: number, optionId: number, voter?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/polls/vote',
    payload: { pollId, optionId },
    headers: voter ? { cookie: `nabj_voter=${voter}` } : {},
  });
}

const voterCookie = (n: number) => `visitor-${String(n).padStart(12, '0')}`;

async function readPoll(id: number): Promise<PollAnswer> {
  const all: PollAnswer[] = (
    await t.app.inject({ method: 'GET', url: '/api/admin/polls', headers: { cookie } })
  ).json();
  return all.find((poll) => poll.id === id)!;
}

const ballotsOf = async (pollId: number) =>
  (await t.db.select({ n: count() }).from(pollVotes).where(eq(pollVotes.pollId, pollId)))[0]!.n;

function editOptions(id: number, payload: object, headers: Record<string, string> = { cookie }) {
  return t.app.inject({ method: 'PUT', url: `/api/polls/${id}/options`, payload, headers });
}

describe('the active poll and voting', () => {
  it('shows the newest active poll with ordered options and totals', async () => {
    const poll = await createPoll({ question: 'Best study spot?', options: ['Library', '  ', 'Cafe'] });
    const response = await t.app.inject({ method: 'GET', url: '/api/polls/active' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: poll.id,
      question: 'Best study spot?',
      options: [
        { id: poll.options[0]!.id, text: 'Library', votes: 0 },
        { id: poll.options[1]!.id, text: 'Cafe', votes: 0 },
      ],
      totalVotes: 0,
    });
  });

  it('counts a first vote, sets a year-long httpOnly voter cookie, and answers the poll', async () => {
    const poll = await createPoll();
    const response = await vote(poll.id, poll.options[1]!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: poll.id, totalVotes: 1 });
    expect(response.json().options[1].votes).toBe(1);
    const voter = response.cookies.find((c) => c.name === 'nabj_voter')!;
    expect(voter.httpOnly).toBe(true);
    expect(voter.sameSite).toBe('Lax');
    expect(voter.path).toBe('/');
    const lifetime = (voter.expires as Date).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(364 * 24 * 3600_000);

    const again = await vote(poll.id, poll.options[0]!.id, voter.value);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already voted in this poll.' });
    const after = await readPoll(poll.id);
    expect(after.totalVotes).toBe(1);
    expect(after.options.map((o) => o.votes)).toEqual([0, 1, 0]);
    expect(await ballotsOf(poll.id)).toBe(1);
  });

  it('counts 100 concurrent votes from 100 visitors exactly', async () => {
    const poll = await createPoll();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) => vote(poll.id, poll.options[n % 3]!.id, voterCookie(n))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const after = await readPoll(poll.id);
    expect(after.totalVotes).toBe(100);
    expect(after.options.map((o) => o.votes)).toEqual([34, 33, 33]);
    expect(await ballotsOf(poll.id)).toBe(100);
  });

  it('lets one visitor vote once even when the same cookie votes many times at once', async () => {
    const poll = await createPoll();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => vote(poll.id, poll.options[0]!.id, 'the-same-visitor-0001')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect((await readPoll(poll.id)).totalVotes).toBe(1);
  });

  it('refuses an unknown poll, a closed poll and an option of another poll, counting nothing', async () => {
    const other = await createPoll({ isActive: false });
    const poll = await createPoll();
    const unknownPoll = await vote(999_999, poll.options[0]!.id, voterCookie(1000));
    expect(unknownPoll.statusCode).toBe(404);
    expect(unknownPoll.json().message).toBe('Poll not found');

    const closed = await vote(other.id, other.options[0]!.id, voterCookie(1001));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('This poll is closed for voting.');

    for (const optionId of [other.options[0]!.id, 999_999]) {
      const wrong = await vote(poll.id, optionId, voterCookie(1002));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('This option is not part of the poll.');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/polls/vote',
      payload: { pollId: poll.id },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please choose an option.');

    expect((await readPoll(poll.id)).totalVotes).toBe(0);
    expect((await readPoll(other.id)).totalVotes).toBe(0);
    expect(await ballotsOf(poll.id)).toBe(0);
    // The refused visitor can still vote properly.
    expect((await vote(poll.id, poll.options[0]!.id, voterCookie(1002))).statusCode).toBe(200);
  });

  it('answers 404 {message: "No active poll found"} when no poll is active', async () => {
    await t.db.update(polls).set({ isActive: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/polls/active' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No active poll found' });
  });
});

describe('editing a poll', () => {
  it('keeps the votes of unchanged options, restarts changed ones, deletes missing ones, adds new ones', async () => {
    const poll = await createPoll({ options: ['Red', 'Green', 'Blue'] });
    const [red, green, blue] = poll.options;
    await vote(poll.id, red!.id, voterCookie(2001));
    await vote(poll.id, red!.id, voterCookie(2002));
    await vote(poll.id, green!.id, voterCookie(2003));
    await vote(poll.id, blue!.id, voterCookie(2004));

    const response = await editOptions(poll.id, {
      question: '  Favourite colour?  ',
      options: [
        { id: green!.id, text: 'Lime' },
        { text: 'Purple' },
        { id: red!.id, text: 'Red' },
        { text: ' ' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const edited: PollAnswer = response.json();
    expect(edited.question).toBe('Favourite colour?');
    expect(edited.options.map((o) => [o.text, o.votes])).toEqual([
      ['Lime', 0],
      ['Purple', 0],
      ['Red', 2],
    ]);
    expect(edited.options[0]!.id).toBe(green!.id);
    expect(edited.options[2]!.id).toBe(red!.id);
    expect(edited.totalVotes).toBe(2);
    // The discarded ballots (Green and Blue) are gone, so those two visitors may vote again.
    expect(await ballotsOf(poll.id)).toBe(2);
    expect((await vote(poll.id, edited.options[1]!.id, voterCookie(2004))).statusCode).toBe(200);
    expect((await vote(poll.id, red!.id, voterCookie(2001))).statusCode).toBe(409);
  });

  it.each([
    ['a blank question', { question: '   ', options: [{ text: 'A' }, { text: 'B' }] }],
    ['one option', { question: 'Q?', options: [{ text: 'A' }] }],
    ['one option and blanks', { question: 'Q?', options: [{ text: 'A' }, { text: '  ' }, { text: '' }] }],
    ['no options', { question: 'Q?' }],
    ['no body at all', undefined],
  ])('refuses %s with the admin-area §5 message and changes nothing', async (_name, payload) => {
    const poll = await createPoll({ options: ['One', 'Two'] });
    const response = await editOptions(poll.id, payload as object);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid input: Please provide a question and at least 2 options.');
    expect(await readPoll(poll.id)).toEqual(poll);
  });

  it('refuses to create a poll with fewer than 2 options', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/polls',
      payload: { question: 'Q?', options: ['Only', ''] },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid input: Please provide a question and at least 2 options.');
  });

  it('switches a poll on and off; switching one on switches the others off', async () => {
    const first = await createPoll();
    const second = await createPoll({ isActive: false });
    const patch = (id: number, isActive: boolean) =>
      t.app.inject({ method: 'PATCH', url: `/api/polls/${id}`, payload: { isActive }, headers: { cookie } });

    const on = await patch(second.id, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: second.id, isActive: true });
    expect((await readPoll(first.id)).isActive).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/polls/active' })).json().id).toBe(second.id);

    expect((await patch(second.id, false)).json().isActive).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/polls/active' })).statusCode).toBe(404);

    const actives = await t.db.select({ id: polls.id }).from(polls).where(eq(polls.isActive, true));
    expect(actives).toEqual([]);
    expect((await patch(999_999, true)).statusCode).toBe(404);

    // Found by the endpoint fuzzing: switching on a poll that does not exist switched the others off.
    await patch(first.id, true);
    expect((await patch(999_999, true)).statusCode).toBe(404);
    expect((await readPoll(first.id)).isActive).toBe(true);
  });

  it('lists every poll newest first with results, and deletes one', async () => {
    const older = await createPoll({ isActive: false });
    const newer = await createPoll({ isActive: false });
    const list: PollAnswer[] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/polls', headers: { cookie } })
    ).json();
    expect(list.map((p) => p.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(list[0]).toHaveProperty('totalVotes', 0);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/polls/${newer.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await readPoll(newer.id)).toBeUndefined();
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/polls/${newer.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses anonymous edits, switches, creation, listing and deletion, and leaves the data as it was', async () => {
    const poll = await createPoll();
    const before = await readPoll(poll.id);
    const calls = [
      {
        method: 'PUT',
        url: `/api/polls/${poll.id}/options`,
        payload: { question: 'Hijacked?', options: [{ text: 'A' }, { text: 'B' }] },
      },
      { method: 'PATCH', url: `/api/polls/${poll.id}`, payload: { isActive: false } },
      { method: 'POST', url: '/api/admin/polls', payload: buildPoll() },
      { method: 'GET', url: '/api/admin/polls' },
      { method: 'DELETE', url: `/api/admin/polls/${poll.id}` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not signed in' });
    }
    // A visitor's voter cookie is no admin session either.
    const withVoter = await editOptions(
      poll.id,
      { question: 'Hijacked?', options: [{ text: 'A' }, { text: 'B' }] },
      { cookie: `nabj_voter=${voterCookie(3000)}` },
    );
    expect(withVoter.statusCode).toBe(401);
    expect(await readPoll(poll.id)).toEqual(before);
  });
});
