import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blank, kindTests, type RequiredField } from '../../../test-support/kind-tests.ts';
import { type RoleSession, signInAs } from '../../../test-support/sign-in-as-role.ts';
import { startTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { contentKinds, publishedKinds } from '../../contracts/content-kinds.ts';
import type { Pitch } from '../../contracts/story-budget.ts';
import { reviewedKinds } from './review/reviewed-kinds.ts';

/**
 * Drafts save as they are (issue 36): a draft of every published kind needs only its title, on create
 * and on edit, by an editor and a contributor alike; submitting, publishing and scheduling need the
 * kind's full rules, with the same messages on the same fields as before.
 */

type Json = Record<string, unknown>;

let t: TestApp;
let editor: RoleSession;
let contributor: RoleSession;

beforeAll(async () => {
  t = await startTestApp();
  editor = await signInAs(t, 'editor');
  contributor = await signInAs(t, 'contributor');
});
afterAll(() => t.close());

const FUTURE = '2031-01-01T00:00:00.000Z';

/** The messages of `fields` that `body` leaves out (and that may not be left out). */
function missing(fields: RequiredField[], body: Json): Json {
  return Object.fromEntries(
    fields
      .filter(([field, , blanks = blank]) => !(field in body) && blanks.includes(undefined))
      .map(([field, message]) => [field, message]),
  );
}

describe.each(publishedKinds)('a draft %s', (kind) => {
  const path = `/api/admin/${contentKinds[kind].api}`;
  const { build, buildEdit, requiredOnCreate, requiredOnEdit } = kindTests[kind];
  // An article's edit takes the create body, so its required fields are those.
  const onEdit = requiredOnEdit.length > 0 ? requiredOnEdit : requiredOnCreate;

  async function titleOnlyDraft(session: RoleSession, title: string) {
    const created = await session.call('POST', path, { title, status: 'draft' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ title, status: 'draft' });
    return created.json<Json & { id: number }>();
  }

  it('is saved with only a title, new and edited, by an editor and by a contributor', async () => {
    for (const session of [editor, contributor]) {
      const { id } = await titleOnlyDraft(session, `Just a headline by ${session.username}`);
      const edited = await session.call('PUT', `${path}/${id}`, {
        title: 'A better headline',
        status: 'draft',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ id, title: 'A better headline', status: 'draft' });
      // Blank fields are stored empty and read back like any other item's, alone and in the list.
      expect((await session.call('GET', `${path}/${id}`)).json()).toEqual(edited.json());
      const list = await session.call('GET', `${path}?status=draft`);
      expect(list.statusCode).toBe(200);
      expect(list.json<Json[]>().map((item) => item.id)).toContain(id);
    }
  });

  it('keeps checking what a draft does hold, and wants its title', async () => {
    const noTitle = await editor.call('POST', path, { title: '  ', status: 'draft' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors).toEqual({ title: expect.any(String) });
    // Too long for an article's excerpt or a video's or graphic's description (each ignores the other).
    const long = 'x'.repeat(6000);
    const tooLong = await editor.call('POST', path, {
      title: 'Fine',
      status: 'draft',
      description: long,
      excerpt: long,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('needs every field when the same body is published, scheduled or sent for review', async () => {
    const { id } = await titleOnlyDraft(editor, 'Not finished yet');
    for (const asked of [
      { status: 'published' },
      { status: 'published', publishedDate: FUTURE },
      { status: 'in-review' },
      {},
    ]) {
      const body = { title: 'Not finished yet', ...asked };
      const created = await editor.call('POST', path, body);
      expect(created.statusCode, JSON.stringify(asked)).toBe(400);
      expect(created.json().errors).toMatchObject(missing(requiredOnCreate, body));
      const edited = await editor.call('PUT', `${path}/${id}`, body);
      expect(edited.statusCode, JSON.stringify(asked)).toBe(400);
      expect(edited.json().errors).toMatchObject(missing(onEdit, body));
    }
    // The same fields filled in, it goes out.
    const published = await editor.call('PUT', `${path}/${id}`, { ...buildEdit(), status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published' });
    expect((await editor.call('POST', path, { ...build(), status: 'published' })).statusCode).toBe(201);
  });

  it('is not submitted or published until it is finished, and says what is missing', async () => {
    const { id } = await titleOnlyDraft(contributor, 'Half a story');
    const submitted = await contributor.call('POST', `${path}/${id}/submit`);
    expect(submitted.statusCode).toBe(400);
    const { message, errors } = submitted.json<{ message: string; errors: Json }>();
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(Object.values(errors)).toContain(message);
    expect((await contributor.call('GET', `${path}/${id}`)).json()).toMatchObject({ status: 'draft' });

    const finished = await contributor.call('PUT', `${path}/${id}`, { ...buildEdit(), status: 'draft' });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await contributor.call('POST', `${path}/${id}/submit`)).statusCode).toBe(200);

    // An item sent for review before its drafts were checked is not published unfinished either.
    const { table } = reviewedKinds[kind];
    const { id: early } = await titleOnlyDraft(contributor, 'Sent unfinished');
    await t.db
      .update(table)
      .set({ status: 'in-review' } as never)
      .where(eq(table.id, early));
    const refused = await editor.call('POST', `${path}/${early}/publish`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(errors);
    expect((await editor.call('GET', `${path}/${early}`)).json()).toMatchObject({ status: 'in-review' });
  });

  it('is not published in bulk until it is finished, and the list says which', async () => {
    const { id: finished } = await titleOnlyDraft(editor, 'Ready to go');
    expect(
      (await editor.call('PUT', `${path}/${finished}`, { ...buildEdit(), status: 'draft' })).statusCode,
    ).toBe(200);
    const { id: unfinished } = await titleOnlyDraft(editor, 'Only a headline');
    const refused = await editor.call('POST', `${path}/bulk`, {
      action: 'publish',
      ids: [finished, unfinished],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Some drafts are not finished, so nothing was published: “Only a headline”',
    );
    for (const id of [finished, unfinished]) {
      expect((await editor.call('GET', `${path}/${id}`)).json()).toMatchObject({ status: 'draft' });
    }
    const published = await editor.call('POST', `${path}/bulk`, { action: 'publish', ids: [finished] });
    expect(published.json()).toEqual({ count: 1 });
  });

  it('made by assigning a pitch is saved again with only its title', async () => {
    const pitched = await contributor.call('POST', '/api/admin/budget', {
      title: `Pitched ${kind}`,
      summary: 'Why it matters',
      kind,
      wantedBy: FUTURE,
    });
    expect(pitched.statusCode, pitched.body).toBe(201);
    const assigned = await editor.call('POST', `/api/admin/budget/${pitched.json<Pitch>().id}/assign`, {
      assigneeId: contributor.id,
    });
    const item = assigned.json<Pitch>().item!;
    const saved = await contributor.call('PUT', `${path}/${item.id}`, {
      title: 'Its working title',
      status: 'draft',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Its working title', status: 'draft' });
  });
});

describe('an embedded graphic', () => {
  it('is saved as a draft with only a title, and needs its creators and code to go out', async () => {
    const draft = await contributor.call('POST', '/api/graphics/embed', {
      title: 'A map to come',
      status: 'draft',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({ title: 'A map to come', type: 'embed', status: 'draft' });
    const published = await editor.call('POST', '/api/graphics/embed', { title: 'A map to come' });
    expect(published.statusCode).toBe(400);
    expect(Object.keys(published.json().errors)).toEqual(['creators', 'embedCode']);
  });
});
