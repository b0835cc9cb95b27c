import { and, eq, gt, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { ROLE_NOT_ALLOWED, roleAtLeast } from '../../../contracts/admin-auth.ts';
import { type ContentKind, contentKinds, type PublishedKind } from '../../../contracts/content-kinds.ts';
import { canChange } from '../../../contracts/permissions.ts';
import type { EditorPresent, KindPresence } from '../../../contracts/presence.ts';
import { contentCatalogue } from '../../content-kinds.ts';
import type { Executor } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { SessionAdmin } from '../admin-auth/admin-auth.service.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';
import { contributors } from '../contributors/contributors.table.ts';
import { seenBy, visibleTo } from '../review/ownership.ts';
import { findReviewedItem, type ReviewedTable, reviewedKinds } from '../review/reviewed-kinds.ts';
import { editingLeases } from './presence.table.ts';

/**
 * Who has an item's editor open (docs/api.md, "Presence"). The times are the database's, so instances
 * whose clocks differ still agree on which leases are live.
 */
type Account = Pick<SessionAdmin, 'id' | 'role'>;

const isPublished = (kind: ContentKind): kind is PublishedKind => contentKinds[kind].published;

/** Refuses an account below the kind's least role (the registry's), as the guard refuses a route's. */
export function requireKindRole(account: Account, kind: ContentKind): void {
  if (!roleAtLeast(account.role, contentKinds[kind].role)) throw new HttpError(403, ROLE_NOT_ALLOWED);
}

/**
 * Whether the account may change the item; the item's 404 when it may not even see it (none with that
 * id, or another's draft), as the item's own read answers.
 */
async function mayChange(db: Executor, account: Account, kind: ContentKind, id: number): Promise<boolean> {
  if (isPublished(kind)) {
    const { missing } = reviewedKinds[kind];
    return canChange(account, seenBy(account, await findReviewedItem(db, kind, id), missing));
  }
  const { table, label } = contentCatalogue[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw notFound(`${label.charAt(0).toUpperCase()}${label.slice(1)} not found`);
  return true;
}

/** The live leases of a kind's items held by other accounts than `account`, the first taken first. */
async function othersEditing(db: Executor, account: Account, kind: ContentKind, items?: SQL) {
  const rows = await db
    .select({
      itemId: editingLeases.itemId,
      name: sql<string>`coalesce(${contributors.name}, ${admins.username})`,
      since: editingLeases.since,
    })
    .from(editingLeases)
    .innerJoin(admins, eq(admins.id, editingLeases.adminId))
    .leftJoin(contributors, eq(contributors.id, admins.contributorId))
    .where(
      and(
        eq(editingLeases.kind, kind),
        ne(editingLeases.adminId, account.id),
        gt(editingLeases.expiresAt, sql`now()`),
        items,
      ),
    )
    .orderBy(editingLeases.since, editingLeases.adminId);
  return rows.map(({ itemId, name, since }) => ({ itemId, name, since: since.toISOString() }));
}

/**
 * Takes or renews the account's lease on the item for `leaseSeconds`, and answers who else has it open.
 * An account that may only look at the item (a contributor on another's published story) takes none:
 * it is not editing.
 */
export async function renewLease(
  db: Executor,
  account: Account,
  kind: ContentKind,
  id: number,
  leaseSeconds: number,
): Promise<EditorPresent[]> {
  const editing = await mayChange(db, account, kind, id);
  // What closed tabs and crashed browsers left behind; first, so a lapsed lease of this account
  // starts again with a new "since".
  await db.delete(editingLeases).where(lte(editingLeases.expiresAt, sql`now()`));
  if (editing) {
    const expiresAt = sql`now() + ${leaseSeconds} * interval '1 second'`;
    await db
      .insert(editingLeases)
      .values({ kind, itemId: id, adminId: account.id, expiresAt })
      .onConflictDoUpdate({
        target: [editingLeases.kind, editingLeases.itemId, editingLeases.adminId],
        set: { expiresAt },
      });
  }
  return (await othersEditing(db, account, kind, eq(editingLeases.itemId, id))).map(({ name, since }) => ({
    name,
    since,
  }));
}

/** Gives the account's lease on the item up (its editor closed). */
export async function giveUpLease(db: Executor, account: Account, kind: ContentKind, id: number) {
  await db
    .delete(editingLeases)
    .where(
      and(eq(editingLeases.kind, kind), eq(editingLeases.itemId, id), eq(editingLeases.adminId, account.id)),
    );
}

/** Who else has each item of the kind open, of the items the account may see, by item id. */
export async function kindPresence(db: Executor, account: Account, kind: ContentKind): Promise<KindPresence> {
  let items: SQL | undefined;
  if (isPublished(kind)) {
    const table: ReviewedTable = reviewedKinds[kind].table;
    const visible = visibleTo(account, table);
    if (visible)
      items = inArray(editingLeases.itemId, db.select({ id: table.id }).from(table).where(visible));
  }
  const presence: KindPresence = {};
  for (const { itemId, ...editor } of await othersEditing(db, account, kind, items)) {
    presence[itemId] = [...(presence[itemId] ?? []), editor];
  }
  return presence;
}
