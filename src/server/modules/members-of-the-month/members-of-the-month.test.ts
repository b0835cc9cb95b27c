import { describe, expect, it } from 'vitest';
import { buildMember } from '../../../../test-support/factories.ts';
import { signedInTestApp, startTestApp } from '../../../../test-support/test-app.ts';

const t = signedInTestApp();

const create = (body: unknown) => t.asAdmin('POST', '/api/admin/member-of-the-month', body);

async function adminList(): Promise<{ id: number }[]> {
  return (await t.asAdmin('GET', '/api/admin/member-of-the-month')).json();
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
      version: 1,
    });

    const publicRead = await current();
    expect(publicRead.statusCode).toBe(200);
    const { createdAt: _c, updatedAt: _u, version: _v, ...publicShape } = member;
    expect(publicRead.json()).toEqual(publicShape);

    const adminRead = await t.asAdmin('GET', `/api/admin/member-of-the-month/${member.id}`);
    expect(adminRead.json()).toEqual(member);

    const updated = await t.asAdmin('PUT', `/api/admin/member-of-the-month/${member.id}`, {
      ...input,
      quote: 'Facts first.',
      month: 'December 2026',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: member.id, quote: 'Facts first.', month: 'December 2026' });
    expect((await current()).json().quote).toBe('Facts first.');

    const deleted = await t.asAdmin('DELETE', `/api/admin/member-of-the-month/${member.id}`);
    expect(deleted.statusCode).toBe(204);
    const after = await current();
    if (after.statusCode === 200) expect(after.json().id).not.toBe(member.id);
    else expect(after.statusCode).toBe(404);
    const gone = await t.asAdmin('GET', `/api/admin/member-of-the-month/${member.id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('makes the most recently created record current, whatever its month text or later edits', async () => {
    const first = (await create(buildMember({ month: 'December 2026' }))).json();
    const second = (await create(buildMember({ month: 'January 2026' }))).json();
    expect((await current()).json().id).toBe(second.id);

    // Editing the older record does not make it current again.
    await t.asAdmin(
      'PUT',
      `/api/admin/member-of-the-month/${first.id}`,
      buildMember({ name: 'Edited later' }),
    );
    expect((await current()).json().id).toBe(second.id);

    // Deleting the current one hands the title back to the previous one.
    await t.asAdmin('DELETE', `/api/admin/member-of-the-month/${second.id}`);
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
