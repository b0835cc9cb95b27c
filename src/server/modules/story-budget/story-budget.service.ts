import { aliasedTable, asc, eq, inArray } from 'drizzle-orm';
import type { ContentKind } from '../../../contracts/content-kinds.ts';
import {
  ASSIGNEE_NOT_FOUND,
  type BudgetAssignee,
  type BudgetStage,
  PITCH_NOT_FOUND,
  type Pitch,
  type PitchInput,
} from '../../../contracts/story-budget.ts';
import type { Database, Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { admins } from '../admin-auth/admin-auth.table.ts';
import { articles } from '../articles/articles.table.ts';
import { insertAuditEntry } from '../audit-log/audit-log.repository.ts';
import { broadcastVideos } from '../broadcast/broadcast.table.ts';
import { graphics } from '../graphics/graphics.table.ts';
import { bylineOf } from '../review/ownership.ts';
import { pathOfKind, type ReviewedItem, reviewedColumns, reviewedKinds } from '../review/reviewed-kinds.ts';
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

/** The items of the pitches, by kind and id, read in one query per kind. */
async function itemsOf(db: Executor, rows: PitchRow[]) {
  const items = new Map<string, ReviewedItem>();
  for (const kind of ['article', 'video', 'graphic'] as const) {
    const ids = rows.filter((row) => row.kind === kind && row.itemId !== null).map((row) => row.itemId!);
    if (ids.length === 0) continue;
    const { table } = reviewedKinds[pathOfKind(kind)];
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
  { id, assigneeId, kind, due }: { id?: number; assigneeId?: number; kind?: ContentKind; due?: string },
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
      const item = pitch.itemId === null ? undefined : items.get(`${pitch.kind} ${pitch.itemId}`);
      const stage = stageOf(pitch, item, now);
      return {
        id: pitch.id,
        title: pitch.title,
        summary: pitch.summary,
        kind: pitch.kind,
        wantedBy: pitch.wantedBy.toISOString(),
        pitchedBy: pitchedBy ?? '',
        assigneeId: pitch.assigneeId,
        assignee: assigneeName,
        item: item ? { kind: pitch.kind, id: item.id } : null,
        stage,
        overdue: pitch.wantedBy < now && stage !== 'published',
        createdAt: pitch.createdAt.toISOString(),
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

export async function findPitch(db: Executor, id: number) {
  const [row] = await db.select().from(storyPitches).where(eq(storyPitches.id, id));
  return row;
}

const chapterClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * A bare day ("2026-12-01") is wanted by the end of that day on the chapter's clock: read as UTC
 * midnight it would fall on the evening before in Columbia. A full instant is kept as sent.
 */
export function wantedByInstant(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  const asUtc = Date.parse(`${value}T23:59:59.999Z`);
  const shown = Object.fromEntries(chapterClock.formatToParts(asUtc).map((part) => [part.type, part.value]));
  const shownAsUtc = Date.UTC(
    Number(shown.year),
    Number(shown.month) - 1,
    Number(shown.day),
    Number(shown.hour),
    Number(shown.minute),
    Number(shown.second),
    999,
  );
  return new Date(asUtc + (asUtc - shownAsUtc));
}

/** The columns of a pitch's edit: a date absent stays as it was (drizzle skips undefined). */
export const pitchValues = ({
  wantedBy,
  ...fields
}: Partial<Pick<PitchInput, 'title' | 'summary' | 'wantedBy'>> & {
  kind?: ContentKind;
}) => ({ ...fields, wantedBy: wantedBy ? wantedByInstant(wantedBy) : undefined });

/** The draft an assignment creates: the pitch's title, its summary where the kind has one, the byline. */
async function insertDraft(tx: Executor, pitch: PitchRow, createdBy: number) {
  const byline = await bylineOf(tx, createdBy);
  const common = { title: pitch.title, status: 'draft' as const, createdBy };
  const creators = byline ? [byline] : [];
  const [row] =
    pitch.kind === 'article'
      ? await tx
          .insert(articles)
          .values({
            ...common,
            excerpt: pitch.summary,
            content: '',
            imageUrl: '',
            category: 'news',
            author: byline ?? '',
          })
          .returning({ id: articles.id })
      : pitch.kind === 'video'
        ? await tx
            .insert(broadcastVideos)
            .values({ ...common, description: pitch.summary, videoUrl: '', type: 'long-form', creators })
            .returning({ id: broadcastVideos.id })
        : await tx
            .insert(graphics)
            .values({ ...common, description: pitch.summary, type: 'illustration', creators })
            .returning({ id: graphics.id });
  return row!.id;
}

/** Every account a pitch may go to, by name: ids, names and roles only, for editors' eyes. */
export function listAssignees(db: Executor): Promise<BudgetAssignee[]> {
  return db
    .select({ id: admins.id, username: admins.username, role: admins.role })
    .from(admins)
    .orderBy(asc(admins.username));
}

/**
 * Assigns a pitch, in one transaction: the first assignment creates the linked draft, a later one
 * hands that draft to the new assignee. The pitch's row is locked first, so two editors assigning it
 * at once make one draft. The audit log names the assignee, which the route's own line cannot.
 */
export async function assignPitch(db: Database, by: string, id: number, assigneeId: number) {
  await db.transaction(async (tx) => {
    const [pitch] = await tx.select().from(storyPitches).where(eq(storyPitches.id, id)).for('update');
    if (!pitch) throw notFound(PITCH_NOT_FOUND);
    const [account] = await tx
      .select({ id: admins.id, username: admins.username })
      .from(admins)
      .where(eq(admins.id, assigneeId));
    if (!account) throw badRequest(ASSIGNEE_NOT_FOUND, { assigneeId: ASSIGNEE_NOT_FOUND });
    let itemId = pitch.itemId;
    if (itemId === null) {
      itemId = await insertDraft(tx, pitch, assigneeId);
    } else {
      const { table } = reviewedKinds[pathOfKind(pitch.kind)];
      await tx
        .update(table)
        .set({ createdBy: assigneeId } as never)
        .where(eq(table.id, itemId));
    }
    await tx.update(storyPitches).set({ assigneeId, itemId }).where(eq(storyPitches.id, id));
    const target = `pitch ${id} "${pitch.title}" to ${account.username}`;
    await insertAuditEntry(tx, { username: by, action: 'pitch assigned', target });
  });
}
