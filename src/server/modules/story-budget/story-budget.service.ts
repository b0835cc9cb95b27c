import { aliasedTable, and, asc, eq, inArray, ne } from 'drizzle-orm';
import { instantOfWallClock } from '../../../contracts/chapter-clock.ts';
import { type PublishedKind, publishedKinds } from '../../../contracts/content-kinds.ts';
import {
  ASSIGNEE_NOT_FOUND,
  type BudgetAssignee,
  type BudgetStage,
  PITCH_NOT_FOUND,
  type Pitch,
  type PitchInput,
} from '../../../contracts/story-budget.ts';
import type { Database, Executor } from '../../db/client.ts';
import { nextVersion } from '../../db/version.ts';
import { badRequest, notFound, VersionConflict } from '../../http/errors.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';
import { articles } from '../articles/articles.table.ts';
import { insertAuditEntry } from '../audit-log/audit-log.repository.ts';
import { quoted } from '../audit-log/audit-words.ts';
import { graphics } from '../graphics/graphics.table.ts';
import { bylineOf, isEditor } from '../review/ownership.ts';
import { type ReviewedItem, reviewedColumns, reviewedKinds } from '../review/reviewed-kinds.ts';
import { videos } from '../videos/videos.table.ts';
import { storyPitches } from './story-budget.table.ts';

type PitchRow = typeof storyPitches.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

export function stageOf(
  pitch: Pick<PitchRow, 'assigneeId'>,
  item: ReviewedItem | undefined,
  now: Date,
): BudgetStage {
  if (pitch.assigneeId === null) return 'pitched';
  if (!item) return 'assigned';
  if (item.status === 'in-review') return 'in-review';
  if (item.status === 'published') return item.publishedDate > now ? 'scheduled' : 'published';
  return item.updatedAt > item.createdAt ? 'drafting' : 'assigned';
}

/** The items of the pitches, by the kind they were made in and id, read in one query per kind. */
async function itemsOf(db: Executor, rows: PitchRow[]) {
  const items = new Map<string, ReviewedItem>();
  for (const kind of publishedKinds) {
    const ids = rows.filter((row) => row.itemKind === kind).map((row) => row.itemId!);
    if (ids.length === 0) continue;
    const { table } = reviewedKinds[kind];
    const found = await db.select(reviewedColumns(table)).from(table).where(inArray(table.id, ids));
    for (const item of found as ReviewedItem[]) items.set(`${kind} ${item.id}`, item);
  }
  return items;
}

const pitcher = aliasedTable(admins, 'pitcher');
const assignee = aliasedTable(admins, 'assignee');

/** The board (or one pitch), each card with the stage and lateness its item gives it now. */
export async function listPitches(
  db: Executor,
  { id, assigneeId, kind, due }: { id?: number; assigneeId?: number; kind?: PublishedKind; due?: string },
  now = new Date(),
): Promise<Pitch[]> {
  const rows = await db
    .select({ pitch: storyPitches, pitchedBy: pitcher.username, assignee: assignee.username })
    .from(storyPitches)
    .leftJoin(pitcher, eq(pitcher.id, storyPitches.pitchedBy))
    .leftJoin(assignee, eq(assignee.id, storyPitches.assigneeId))
    .where(id === undefined ? undefined : eq(storyPitches.id, id))
    .orderBy(asc(storyPitches.wantedBy), asc(storyPitches.id))
    .limit(500);
  const items = await itemsOf(
    db,
    rows.map((row) => row.pitch),
  );
  const weekAhead = new Date(now.getTime() + 7 * DAY_MS);
  return rows
    .map(({ pitch, pitchedBy, assignee: assigneeName }) => {
      const item = items.get(`${pitch.itemKind} ${pitch.itemId}`);
      const stage = stageOf(pitch, item, now);
      return {
        id: pitch.id,
        title: pitch.title,
        summary: pitch.summary,
        kind: pitch.kind,
        wantedBy: pitch.wantedBy.toISOString(),
        pitchedBy: pitchedBy ?? '',
        pitcherId: pitch.pitchedBy,
        assigneeId: pitch.assigneeId,
        assignee: assigneeName,
        item: item ? { kind: pitch.itemKind!, id: item.id } : null,
        stage,
        overdue: pitch.wantedBy < now && stage !== 'published',
        createdAt: pitch.createdAt.toISOString(),
        version: pitch.version,
      };
    })
    .filter(
      (card) =>
        (assigneeId === undefined || card.assigneeId === assigneeId) &&
        (kind === undefined || card.kind === kind) &&
        (due === undefined ||
          (due === 'overdue' && card.overdue) ||
          (due === 'this-week' && !card.overdue && new Date(card.wantedBy) <= weekAhead) ||
          (due === 'later' && new Date(card.wantedBy) > weekAhead)),
    );
}

/**
 * The pitch, its row locked until the transaction ends, so that an assignment waits for its edit:
 * 404 when there is none, 409 with the card as the board shows it now when the write was based on
 * another version than the pitch's (the lock keeps it until the write).
 */
export async function lockPitch(tx: Executor, id: number, basedOn?: number) {
  const [row] = await tx.select().from(storyPitches).where(eq(storyPitches.id, id)).for('update');
  if (!row) throw notFound(PITCH_NOT_FOUND);
  if (basedOn !== undefined && row.version !== basedOn) {
    throw new VersionConflict((await listPitches(tx, { id }))[0]);
  }
  return row;
}

/**
 * A bare day ("2026-12-01") is wanted by the end of that day on the chapter's clock (`zone`): read as
 * UTC midnight it would fall on the evening before in Columbia. A full instant is kept as sent.
 */
export function wantedByInstant(value: string, zone: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return new Date(value);
  const [, year, month, date] = day.map(Number) as [number, number, number, number];
  const lastSecond = instantOfWallClock({ year, month, day: date, hour: 23, minute: 59, second: 59 }, zone);
  return new Date(lastSecond.getTime() + 999);
}

/** The columns of a pitch's edit: a date absent stays as it was (drizzle skips undefined). */
export const pitchValues = (
  {
    wantedBy,
    ...fields
  }: Partial<Pick<PitchInput, 'title' | 'summary' | 'wantedBy'>> & {
    kind?: PublishedKind;
  },
  zone: string,
) => ({ ...fields, wantedBy: wantedBy ? wantedByInstant(wantedBy, zone) : undefined });

interface DraftStart {
  common: { title: string; status: 'draft'; createdBy: number };
  summary: string;
  byline: string | undefined;
}

/** How an assignment starts the draft of each kind: its summary where the kind has one, the byline. */
const draftOf: Record<PublishedKind, (tx: Executor, start: DraftStart) => Promise<{ id: number }[]>> = {
  article: (tx, { common, summary, byline }) =>
    tx
      .insert(articles)
      .values({
        ...common,
        excerpt: summary,
        content: '',
        imageUrl: '',
        category: 'news',
        author: byline ?? '',
      })
      .returning({ id: articles.id }),
  video: (tx, { common, summary, byline }) =>
    tx
      .insert(videos)
      .values({
        ...common,
        description: summary,
        videoUrl: '',
        type: 'long-form',
        creators: byline ? [byline] : [],
      })
      .returning({ id: videos.id }),
  graphic: (tx, { common, summary, byline }) =>
    tx
      .insert(graphics)
      .values({ ...common, description: summary, type: 'illustration', creators: byline ? [byline] : [] })
      .returning({ id: graphics.id }),
};

/** The draft an assignment creates, titled as the pitch. */
async function insertDraft(tx: Executor, pitch: PitchRow, createdBy: number) {
  const byline = await bylineOf(tx, createdBy);
  const common = { title: pitch.title, status: 'draft' as const, createdBy };
  const [row] = await draftOf[pitch.kind](tx, { common, summary: pitch.summary, byline });
  return row!.id;
}

/** Every account a pitch may go to, by name: ids, names and roles only, for editors' eyes. */
export function listAssignees(db: Executor): Promise<BudgetAssignee[]> {
  return db
    .select({ id: admins.id, username: admins.username, role: admins.role })
    .from(admins)
    .orderBy(asc(admins.username));
}

/** Gives the pitch's draft, if it still exists, to `ownerId`: only the row of the kind it was made in. */
async function handDraftTo(tx: Executor, pitch: PitchRow, ownerId: number) {
  if (pitch.itemKind === null || pitch.itemId === null) return;
  const { table } = reviewedKinds[pitch.itemKind];
  await tx
    .update(table)
    .set({ createdBy: ownerId, ...nextVersion(table) } as never)
    .where(eq(table.id, pitch.itemId));
}

const auditAssignment = (tx: Executor, by: string, pitch: PitchRow, to: string) =>
  insertAuditEntry(tx, {
    username: by,
    action: 'pitch assigned',
    target: `pitch ${pitch.id} "${pitch.title}" to ${to}`,
    words: `assigned the pitch ${quoted(pitch.title)} to ${to}`,
    link: '/admin/budget',
  });

/**
 * Assigns a pitch, in one transaction: the first assignment creates the linked draft, a later one
 * hands that draft to the new assignee. The pitch's row is locked first, so two editors assigning it
 * at once make one draft. The audit log names the assignee, which the route's own line cannot.
 */
export async function assignPitch(
  db: Database,
  by: { id: number; username: string },
  id: number,
  { assigneeId, basedOn }: { assigneeId: number; basedOn?: number },
) {
  await db.transaction(async (tx) => {
    const pitch = await lockPitch(tx, id, basedOn);
    const [account] = await tx
      .select({ id: admins.id, username: admins.username })
      .from(admins)
      .where(eq(admins.id, assigneeId));
    if (!account) throw badRequest(ASSIGNEE_NOT_FOUND, { assigneeId: ASSIGNEE_NOT_FOUND });
    let { itemKind, itemId } = pitch;
    if (itemId === null) {
      itemKind = pitch.kind;
      itemId = await insertDraft(tx, pitch, assigneeId);
    } else {
      await handDraftTo(tx, pitch, assigneeId);
    }
    await tx
      .update(storyPitches)
      .set({ assigneeId, assignedBy: by.id, itemKind, itemId, ...nextVersion(storyPitches) })
      .where(eq(storyPitches.id, id));
    await auditAssignment(tx, by.username, pitch, account.username);
  });
}

const assigner = aliasedTable(admins, 'assigner');

/**
 * Called as an account is removed (accounts.service.ts), in its transaction: each pitch assigned to
 * it goes, with its draft, to the editor who assigned it, so the draft keeps an owner rather than none
 * (`createdBy` would be set null). When that editor's account is the one removed, is gone or is no
 * longer an editor's, the pitch is left unassigned and its draft to editors alone.
 */
export async function handOverAssignments(tx: Executor, by: string, adminId: number) {
  const assigned = await tx
    .select({
      pitch: storyPitches,
      heir: { id: assigner.id, username: assigner.username, role: assigner.role },
    })
    .from(storyPitches)
    .innerJoin(assigner, eq(assigner.id, storyPitches.assignedBy))
    .where(and(eq(storyPitches.assigneeId, adminId), ne(assigner.id, adminId)))
    .for('update', { of: storyPitches });
  for (const { pitch, heir } of assigned.filter(({ heir }) => isEditor(heir))) {
    await handDraftTo(tx, pitch, heir.id);
    await tx
      .update(storyPitches)
      .set({ assigneeId: heir.id, ...nextVersion(storyPitches) })
      .where(eq(storyPitches.id, pitch.id));
    await auditAssignment(tx, by, pitch, heir.username);
  }
}
