import type { SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminListQuery, type BulkActionBody, bulkResultSchema } from '../../contracts/admin-list.ts';
import { idParamsSchema, versionConflictSchema } from '../../contracts/common.ts';
import { type ContentKind, contentKinds } from '../../contracts/content-kinds.ts';
import { actionRoles } from '../../contracts/permissions.ts';
import type { Database, Executor } from '../db/client.ts';
import type { SessionAdmin } from '../modules/admin-auth/admin-auth.service.ts';
import * as ownership from '../modules/review/ownership.ts';
import { signedIn } from './auth-guard.ts';
import { notFound } from './errors.ts';
import { basedOn, refusal, tagVersion, takeVersion } from './versions.ts';

/** Who writes an existing item, and the version the write was based on (none: written over any). */
export interface AdminWrite {
  account: SessionAdmin;
  basedOn?: number;
}

/**
 * What the standard routes read and write: a kind's repository (db/content-repository.ts), with the
 * writes a kind does its own way (an article keeps a revision of each save) put in their place.
 */
export interface AdminRepository<Row extends Versioned, Values> {
  listAdmin(db: Executor, query: AdminListQuery, visible?: SQL): Promise<Row[]>;
  applyBulk(db: Database, body: BulkActionBody, account: SessionAdmin): Promise<number>;
  findById(db: Executor, id: number): Promise<Row | undefined>;
  /** Without it, `POST {path}` is the kind's own (a pick is created with its topic). */
  insert?(db: Database, values: Values, account: SessionAdmin): Promise<Row>;
  /**
   * Writes over the item only while it is at `write.basedOn` (when given), raising its version:
   * undefined when there is no such item or it is at another version.
   */
  update(db: Database, id: number, values: Values, write: AdminWrite): Promise<Row | undefined>;
  deleteById(db: Executor, id: number): Promise<boolean>;
}

/** A stored item: every kind's row carries its version. */
interface Versioned {
  version: number;
}

/**
 * How a route answers an item: the answer's schema (also the OpenAPI document's) and its presenter,
 * which gives the version, so a screen can send it back with its next write.
 */
interface Answer<Row> {
  schema: z.ZodType;
  present: (row: Row) => Versioned;
}

/** A content kind's admin API, as `registerContentAdminRoutes` serves it. */
export interface ContentAdmin<Row extends Versioned, Body, Values> {
  /**
   * The kind (contracts/content-kinds.ts): its routes are at `/api/admin/{api}`, `GET` lists, `POST`
   * creates, `POST {path}/bulk`, and `GET`, `PUT`, `DELETE` of `{path}/:id`; its role is each
   * route's least role (the bulk route's is actionRoles.bulk).
   */
  kind: ContentKind;
  /** The 404 of an id with no item, or none the account may see. */
  missing: string;
  repository: AdminRepository<Row, Values>;
  /** The list's query: its filters and paging. */
  listQuery: z.ZodType<AdminListQuery>;
  /** An item as the list shows it, when not as `item` (the list adds a date or two). */
  listItem?: Answer<Row>;
  /** An item as the other routes answer it. */
  item: Answer<Row>;
  /** The body of `POST {path}` and `PUT {path}/:id`. */
  input: z.ZodType<Body>;
  /** The body of `PUT {path}/:id` when it differs (an edit of a video or graphic may leave out fields). */
  edit?: z.ZodType<Body>;
  /** The row's values from a body `account` saves, over `stored` on an edit. */
  toValues: (body: Body, account: SessionAdmin, stored?: Row) => Values;
  /** The bulk route's body (bulkActionSchema or bulkDeleteSchema); a kind without it has no bulk route. */
  bulk?: z.ZodType<BulkActionBody>;
  /**
   * The kinds a contributor writes (articles, videos, graphics) follow review/ownership.ts: another's
   * draft is not there, only its author or an editor changes it; a new one is the account's, by its
   * byline (`author` or `creators`) unless the body names one.
   */
  owned?: { table: Parameters<typeof ownership.visibleTo>[1]; byline: 'author' | 'creators' };
}

/** Registers a kind's standard admin routes: its list, bulk action, and the reads and writes of one item. */
export function registerContentAdminRoutes<Row extends Versioned, Body, Values>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  db: Database,
  kind: ContentAdmin<Row, Body, Values>,
): void {
  const { missing, repository, item, owned } = kind;
  const { api, role } = contentKinds[kind.kind];
  const path = `/api/admin/${api}`;
  const listItem = kind.listItem ?? item;
  const config = { role };

  /** The stored item if the account may see it (or, with `change`, change it): else the 404 (or 403). */
  async function storedItem(account: SessionAdmin, id: number, change = false): Promise<Row> {
    const row = await repository.findById(db, id);
    if (!owned) {
      if (!row) throw notFound(missing);
      return row;
    }
    // An owned kind's rows have the columns its table gives the rules (`owned.table`).
    const ownedRow = row as (Row & ownership.Owned) | undefined;
    return change
      ? ownership.changeableBy(account, ownedRow, missing)
      : ownership.seenBy(account, ownedRow, missing);
  }

  /** The row's values from a body its schema has checked (which Fastify types only for a known schema). */
  const valuesOf = (body: unknown, account: SessionAdmin, stored?: Row) =>
    kind.toValues(body as Body, account, stored);

  app.get(
    path,
    { config, schema: { querystring: kind.listQuery, response: { 200: z.array(listItem.schema) } } },
    async (request) => {
      const visible = owned && ownership.visibleTo(signedIn(request), owned.table);
      return (await repository.listAdmin(db, request.query, visible)).map(listItem.present);
    },
  );

  if (kind.bulk) {
    app.post(
      `${path}/bulk`,
      {
        config: { role: actionRoles.bulk },
        schema: { body: kind.bulk, response: { 200: bulkResultSchema } },
      },
      async (request) => ({ count: await repository.applyBulk(db, request.body, signedIn(request)) }),
    );
  }

  /** The item as the routes answer it, its version as the ETag. */
  function answer(reply: FastifyReply, row: Row) {
    tagVersion(reply, row);
    return item.present(row);
  }

  app.get(
    `${path}/:id`,
    { config, schema: { params: idParamsSchema, response: { 200: item.schema } } },
    async (request, reply) => answer(reply, await storedItem(signedIn(request), request.params.id)),
  );

  const { insert } = repository;
  if (insert) {
    app.post(
      path,
      {
        config,
        preValidation: owned && ownership.defaultByline(db, owned.byline),
        schema: { body: kind.input, response: { 201: item.schema } },
      },
      async (request, reply) => {
        const account = signedIn(request);
        const values = valuesOf(request.body, account);
        const row = await insert(db, owned ? { ...values, createdBy: account.id } : values, account);
        return reply.status(201).send(answer(reply, row));
      },
    );
  }

  app.put(
    `${path}/:id`,
    {
      config,
      preValidation: takeVersion,
      schema: {
        params: idParamsSchema,
        body: kind.edit ?? kind.input,
        response: { 200: item.schema, 409: versionConflictSchema(item.schema) },
      },
    },
    async (request, reply) => {
      const account = signedIn(request);
      const { id } = request.params;
      const stored = owned ? await storedItem(account, id, true) : undefined;
      const write = { account, basedOn: basedOn(request) };
      const row = await repository.update(db, id, valuesOf(request.body, account, stored), write);
      if (row) return answer(reply, row);
      const current = await repository.findById(db, id);
      throw refusal(current && item.present(current), missing);
    },
  );

  app.delete(`${path}/:id`, { config, schema: { params: idParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    if (owned) await storedItem(signedIn(request), id, true);
    if (!(await repository.deleteById(db, id))) throw notFound(missing);
    return reply.status(204).send();
  });
}
