import { describe, expect, it } from 'vitest';
import { type AdminCall, blank, type CrudKind, kindTests } from '../../../test-support/kind-tests.ts';
import { signedInTestApp } from '../../../test-support/test-app.ts';
import { contentKindNames, contentKinds } from '../../contracts/content-kinds.ts';
import { contentCatalogue } from '../content-kinds.ts';

/**
 * What every kind's admin API does alike: create, read, update and delete; 404 with the kind's
 * message for an unknown id; 400 with a message, and nothing stored, for a bad body; 401 without a
 * session, and nothing changed. Each module's own tests keep what only that kind does.
 */

type Json = Record<string, unknown>;

/** Each kind with its paths from the registry and its sample body. */
const kinds = contentKindNames.map((kind) => {
  const { api } = contentKinds[kind];
  const crud: CrudKind = kindTests[kind];
  return {
    ...crud,
    kind,
    adminPath: `/api/admin/${api}`,
    publicPath: crud.publicRead ? `/api/${api}` : undefined,
  };
});

const t = signedInTestApp();

const MISSING = 999_999;

describe.each(kinds)('the $kind admin API', (k) => {
  const admin = (call: AdminCall) => t.app.inject({ ...call, headers: { cookie: t.cookie } });
  const itemOf = k.itemOf ?? ((created: Json) => created);
  const stored = () => t.db.$count(contentCatalogue[k.kind].table);
  const readAsAdmin = (id: number) => admin({ method: 'GET', url: `${k.adminPath}/${id}` });
  const readPublicly = (id: number) => t.app.inject({ method: 'GET', url: `${k.publicPath}/${id}` });

  async function createItem(): Promise<Json> {
    const response = await admin({ method: 'POST', url: k.adminPath, payload: k.build() });
    expect(response.statusCode).toBe(201);
    return itemOf(response.json());
  }

  /** What an admin and a reader see of the item, to show that a refused call changed nothing. */
  async function seen(id: number) {
    return {
      admin: (await readAsAdmin(id)).json(),
      public: k.publicPath ? (await readPublicly(id)).body : undefined,
    };
  }

  it('creates, reads, updates and deletes an item', async () => {
    const item = await createItem();
    const id = item.id as number;
    const read = await readAsAdmin(id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(item);

    const edit = k.buildEdit() as Json;
    const updated = await admin({ method: 'PUT', url: `${k.adminPath}/${id}`, payload: edit });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()[k.changed]).toBe(edit[k.changed]);
    expect((await readAsAdmin(id)).json()).toEqual(updated.json());

    const deleted = await admin({ method: 'DELETE', url: `${k.adminPath}/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const gone = await readAsAdmin(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: k.notFound });
    if (k.publicPath) expect((await readPublicly(id)).statusCode).toBe(404);
  });

  it(`answers 404 with the kind's message for an unknown id`, async () => {
    const calls: AdminCall[] = [
      { method: 'GET', url: `${k.adminPath}/${MISSING}` },
      { method: 'PUT', url: `${k.adminPath}/${MISSING}`, payload: k.buildEdit() },
      { method: 'DELETE', url: `${k.adminPath}/${MISSING}` },
      ...(k.moreAdminCalls?.(MISSING).filter((call) => call.url.includes(String(MISSING))) ?? []),
    ];
    for (const call of calls) {
      const response = await admin(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toEqual({ message: k.notFound });
    }
    if (k.publicPath) {
      const response = await readPublicly(MISSING);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: k.notFound });
    }
  });

  it.each(k.requiredOnCreate)(
    'refuses a new item whose %s is blank with "%s" and stores nothing',
    async (field, message, blanks = blank) => {
      const before = await stored();
      for (const value of blanks) {
        const response = await admin({
          method: 'POST',
          url: k.adminPath,
          payload: { ...k.build(), [field]: value },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message, errors: { [field]: message } });
      }
      expect(await stored()).toBe(before);
    },
  );

  it.each(k.requiredOnEdit)(
    'refuses an edit whose %s is blank with "%s" and changes nothing',
    async (field, message, blanks = blank) => {
      const item = await createItem();
      for (const value of blanks) {
        const response = await admin({
          method: 'PUT',
          url: `${k.adminPath}/${item.id}`,
          payload: { ...k.buildEdit(), [field]: value },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message, errors: { [field]: message } });
      }
      expect((await readAsAdmin(item.id as number)).json()).toEqual(item);
    },
  );

  it('refuses a body that is not an object with 400 and a message, one not JSON with 415 and one over the limit with 413', async () => {
    const item = await createItem();
    const before = await stored();
    for (const call of [
      { method: 'POST', url: k.adminPath },
      { method: 'PUT', url: `${k.adminPath}/${item.id}` },
    ] as const) {
      for (const payload of ['null', '[]', '"text"']) {
        const response = await t.app.inject({
          ...call,
          payload,
          headers: { cookie: t.cookie, 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^Invalid input: expected object/);
      }
      const wrongType = await t.app.inject({
        ...call,
        payload: 'title=x',
        headers: { cookie: t.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(wrongType.statusCode).toBe(415);
      const huge = await admin({
        ...call,
        payload: { ...k.build(), [k.changed]: 'x'.repeat(2 * 1024 * 1024) },
      });
      expect(huge.statusCode).toBe(413);
    }
    expect(await stored()).toBe(before);
    expect((await readAsAdmin(item.id as number)).json()).toEqual(item);
  });

  it('refuses every admin call without a session and changes nothing', async () => {
    const item = await createItem();
    const id = item.id as number;
    const before = { count: await stored(), item: await seen(id) };
    const calls: AdminCall[] = [
      { method: 'GET', url: k.adminPath },
      { method: 'GET', url: `${k.adminPath}/${id}` },
      { method: 'POST', url: k.adminPath, payload: k.build() },
      { method: 'PUT', url: `${k.adminPath}/${id}`, payload: { ...k.buildEdit(), [k.changed]: 'Hijacked' } },
      { method: 'DELETE', url: `${k.adminPath}/${id}` },
      ...(k.moreAdminCalls?.(id) ?? []),
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Not signed in' });
    }
    expect({ count: await stored(), item: await seen(id) }).toEqual(before);
  });
});
