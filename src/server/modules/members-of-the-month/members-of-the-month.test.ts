import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../../test-support/factories.ts';
import { signInAsNewAdmin, startTestApp, type TestApp } from '../../../../test-support/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ cookie } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

function create(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/member-of-the-month',
    payload: body as object,
    headers: { cookie },
  });
}

async function adminList(): Promise<{ id: number }[]> {
  return (
    await t.app.inject({ method: 'GET', url: '/api/admin/member-of-the-month', headers: { cookie } })
  ).json();
}

const current = () => t.app.inject({ method: 'GET', url: '/api/member-of-the-month/current' });

describe('member of the month API', () => {
  it('answers 404 while there is no member of the month', async () => {
    // A database of its own, so the answer does not depend on what other tests created.
    const empty = await startTestApp();
    try {
      const response = await empty.app.inject({ method: 'GET', url: '/api/member-of-the-month/current' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No member of the month yet' });
    } finally {
      await empty.close();
    }
  });

  it('creates, reads publicly and as admin, updates and deletes a member', async () => {
    const input = buildMember();
    const created = await create(input);
    expect(created.statusCode).toBe(201);
    const member = created.json();
    expect(member).toEqual({
      id: expect.any(Number),
      ...input,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const publicRead = await current();
    expect(publicRead.statusCode).toBe(200);
    const { createdAt: _c, updatedAt: _u, ...publicShape } = member;
    expect(publicRead.json()).toEqual(publicShape);

    const adminRead = await t.app.inject({
      method: 'GET',
      url: `/api/admin/member-of-the-month/${member.id}`,
      headers: { cookie },
    });
    expect(adminRead.json()).toEqual(member);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/member-of-the-month/${member.id}`,
      payload: { ...input, quote: 'Facts first.', month: 'December 2026' },
      headers: { cookie },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: member.id, quote: 'Facts first.', month: 'December 2026' });
    expect((await current()).json().quote).toBe('Facts first.');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/member-of-the-month/${member.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    const after = await current();
    if (after.statusCode === 200) expect(after.json().id).not.toBe(member.id);
    else expect(after.statusCode).toBe(404);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/admin/member-of-the-month/${member.id}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('makes the most recently created record current, whatever its month text or later edits', async () => {
    const first = (await create(buildMember({ month: 'December 2026' }))).json();
    const second = (await create(buildMember({ month: 'January 2026' }))).json();
    expect((await current()).json().id).toBe(second.id);

    // Editing the older record does not make it current again.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/member-of-the-month/${first.id}`,
      payload: buildMember({ name: 'Edited later' }),
      headers: { cookie },
    });
    expect((await current()).json().id).toBe(second.id);

    // Deleting the current one hands the title back to the previous one.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/member-of-the-month/${second.id}`,
      headers: { cookie },
    });
    expect((await current()).json().id).toBe(first.id);

    const list = await adminList();
    expect(list[0]!.id).toBe(first.id);
  });

  it('lists members newest first', async () => {
    const older = (await create(buildMember())).json();
    const newer = (await create(buildMember())).json();
    const list = (await adminList()).map((member) => member.id);
    expect(list.indexOf(newer.id)).toBeLessThan(list.indexOf(older.id));
    expect(list[0]).toBe(newer.id);
  });
});
