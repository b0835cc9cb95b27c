import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { contentUrl, type PublishedKind, publishedKinds } from '../../../contracts/content-kinds.ts';
import type { NewsletterSend } from '../../../contracts/newsletter.ts';
import type { SiteSettings } from '../../../contracts/site-settings.ts';
import { publishedTables } from '../../content-kinds.ts';
import type { Executor } from '../../db/client.ts';
import { type Mailer, PermanentMailFailure, sendWithRetry } from '../../mail/mailer.ts';
import { events } from '../events/events.table.ts';
import type { ReviewedTable } from '../review/reviewed-kinds.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import * as repo from './newsletter.repository.ts';
import { newsletterDeliveries, newsletterSends, newsletterSubscriptions } from './newsletter.table.ts';
import {
  digestMail,
  digestSubject,
  type IssueItem,
  type MailSite,
  type NewsletterIssue,
  type UnsubscribeLinks,
} from './newsletter-mail.ts';
import { signLink } from './newsletter-tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
const ISSUE_ITEMS = 8;
const ISSUE_EVENTS = 6;
/** Events this far ahead make "Coming up". */
const EVENTS_AHEAD_MS = 3 * WEEK_MS;

export interface DeliveryOptions {
  /** How long a claimed send is its instance's before another may resume it. */
  leaseMs?: number;
  retryDelaysMs?: readonly number[];
}

export function mailSiteOf(settings: SiteSettings, publicUrl: string): MailSite {
  return {
    publicUrl,
    chapterName: settings.chapterName,
    chapterSubtitle: settings.chapterSubtitle,
    timeZone: settings.timeZone,
    sendDay: settings.newsletterSendDay,
    sendHour: settings.newsletterSendHour,
  };
}

/** The page link for the body and the one-click address for the List-Unsubscribe header. */
export async function unsubscribeLinks(
  db: Executor,
  publicUrl: string,
  subscription: { id: number; email: string },
): Promise<UnsubscribeLinks> {
  const token = encodeURIComponent(await signLink(db, 'unsubscribe', subscription.id, subscription.email));
  return {
    pageUrl: `${publicUrl}/newsletter/unsubscribe?token=${token}`,
    oneClickUrl: `${publicUrl}/api/newsletter/unsubscribe?token=${token}`,
  };
}

type PublishedRow<K extends PublishedKind> = (typeof publishedTables)[K]['$inferSelect'];

/** How an item of each published kind reads in the issue. */
const issueItemOf: { [K in PublishedKind]: (row: PublishedRow<K>) => IssueItem } = {
  article: (row) => ({
    title: row.title,
    summary: row.excerpt,
    url: contentUrl('article', row.id),
    imageUrl: row.imageUrl,
    label: 'Story',
  }),
  video: (row) => ({
    title: row.title,
    summary: row.description,
    url: contentUrl('video', row.id),
    imageUrl: row.thumbnailUrl,
    label: row.type === 'short-form' ? 'Short' : 'Video',
  }),
  graphic: (row) => ({
    title: row.title,
    summary: row.description,
    url: contentUrl('graphic', row.id),
    imageUrl: row.slides[0]?.mimeType.startsWith('image/') ? row.slides[0].url : row.imageUrl,
    label: 'Graphic',
  }),
};

/** The newest items of `kind` published in (start, end]. */
async function issueItems<K extends PublishedKind>(db: Executor, kind: K, start: Date, end: Date) {
  const table: ReviewedTable = publishedTables[kind];
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.status, 'published'), gt(table.publishedDate, start), lte(table.publishedDate, end)))
    .orderBy(desc(table.publishedDate))
    .limit(ISSUE_ITEMS);
  return (rows as PublishedRow<K>[]).map(issueItemOf[kind]);
}

/** Stories, videos and graphics published in (start, end], and the events of the weeks after `end`. */
export async function collectIssue(db: Executor, start: Date, end: Date): Promise<NewsletterIssue> {
  const [items, eventRows] = await Promise.all([
    Promise.all(publishedKinds.map((kind) => issueItems(db, kind, start, end))),
    db
      .select()
      .from(events)
      .where(and(gte(events.date, end), lt(events.date, new Date(end.getTime() + EVENTS_AHEAD_MS))))
      .orderBy(asc(events.date))
      .limit(ISSUE_EVENTS),
  ]);
  return {
    weekEnding: end,
    items: Object.fromEntries(publishedKinds.map((kind, i) => [kind, items[i]!])) as NewsletterIssue['items'],
    events: eventRows.map((row) => ({
      title: row.title,
      date: row.date,
      location: row.location,
      url: '/just-for-fun',
    })),
  };
}

export function issueItemCount(issue: NewsletterIssue): number {
  return publishedKinds.reduce((sum, kind) => sum + issue.items[kind].length, 0);
}

/** The parts of a date in a time zone: weekday 0 (Sunday) to 6, hour, and the calendar day. */
function zonedParts(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { weekday, hour: Number(parts.hour), day: `${parts.year}-${parts.month}-${parts.day}` };
}

/**
 * The issue due at `now`, if any: on the settings' weekday from the settings' hour on (a server that
 * was down at nine still sends at eleven), named by that calendar day in the settings' time zone.
 */
export function dueIssuePeriod(settings: SiteSettings, now: Date): string | undefined {
  const local = zonedParts(now, settings.timeZone);
  if (local.weekday !== settings.newsletterSendDay || local.hour < settings.newsletterSendHour)
    return undefined;
  return local.day;
}

/** Claims the send of `period`; undefined when an instance has it already. */
async function claimSend(db: Executor, period: string, subject: string, now: Date, leaseMs: number) {
  const [created] = await db
    .insert(newsletterSends)
    .values({
      period,
      subject,
      status: 'sending',
      leaseUntil: new Date(now.getTime() + leaseMs),
      startedAt: now,
    })
    .onConflictDoNothing({ target: newsletterSends.period })
    .returning();
  return created;
}

/**
 * Takes over a send whose owner died (its lease ran out), whatever the day: a send cut off late on
 * the send day is finished the next morning too.
 */
async function claimAbandonedSend(db: Executor, now: Date, leaseMs: number) {
  const [abandoned] = await db
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(and(eq(newsletterSends.status, 'sending'), lt(newsletterSends.leaseUntil, now)))
    .orderBy(asc(newsletterSends.startedAt))
    .limit(1);
  if (!abandoned) return undefined;
  const [resumed] = await db
    .update(newsletterSends)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(newsletterSends.id, abandoned.id),
        eq(newsletterSends.status, 'sending'),
        lt(newsletterSends.leaseUntil, now),
      ),
    )
    .returning();
  return resumed;
}

/**
 * True when an issue (sent, skipped or still sending) belongs to `period` or the six days before it:
 * moving the send day after an issue went out must not send a second one for the same week.
 */
async function issueOfThisWeek(db: Executor, period: string): Promise<boolean> {
  const weekStart = new Date(Date.parse(period) - 6 * DAY_MS).toISOString().slice(0, 10);
  const rows = await db
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(and(gte(newsletterSends.period, weekStart), lte(newsletterSends.period, period)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The next active subscribers this send has not finished with: no delivery row yet, or one left
 * 'sending' by an owner that died mid-message (the message most likely never left; see runWeeklyDigest).
 * An address whose mail bounced for good is skipped until it signs up again.
 */
function unsentRecipients(db: Executor, sendId: number, batch: number) {
  return db
    .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .leftJoin(
      newsletterDeliveries,
      and(
        eq(newsletterDeliveries.sendId, sendId),
        eq(newsletterDeliveries.subscriptionId, newsletterSubscriptions.id),
      ),
    )
    .where(
      and(
        eq(newsletterSubscriptions.active, true),
        isNull(newsletterSubscriptions.lastFailureAt),
        or(isNull(newsletterDeliveries.sendId), eq(newsletterDeliveries.status, 'sending')),
      ),
    )
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(batch);
}

/** Marks a recipient as being sent to now; false when another owner has it (or has finished it). */
async function claimRecipient(db: Executor, sendId: number, subscriptionId: number): Promise<boolean> {
  const rows = await db
    .insert(newsletterDeliveries)
    .values({ sendId, subscriptionId, status: 'sending' })
    .onConflictDoUpdate({
      target: [newsletterDeliveries.sendId, newsletterDeliveries.subscriptionId],
      set: { updatedAt: new Date() },
      setWhere: eq(newsletterDeliveries.status, 'sending'),
    })
    .returning({ sendId: newsletterDeliveries.sendId });
  return rows.length > 0;
}

/** 'not-mine': this week's issue is another instance's, or has gone out already. */
export type DigestRunResult =
  | { outcome: 'not-due' | 'not-mine' }
  | { outcome: 'skipped'; period: string }
  | { outcome: 'sent'; period: string; delivered: number; failed: number };

/**
 * Sends this week's issue if it is due and no instance has sent it. The period's row is the claim,
 * held by a lease renewed before each message; a send whose owner died is taken over by the next run
 * of any instance, on whatever day that is. Each recipient's row is written 'sending' before the
 * message goes out and 'sent' or 'failed' after, so a send resumed after its owner died skips
 * everyone already handled; the one message in flight at the crash is sent again, since it most
 * likely never left (a duplicate needs the crash to fall between the server's acceptance and the
 * row's update, a window of microseconds).
 */
export async function runWeeklyDigest(
  db: Executor,
  mailer: Mailer,
  {
    publicUrl,
    now = new Date(),
    leaseMs = 10 * 60 * 1000,
    retryDelaysMs,
  }: DeliveryOptions & {
    publicUrl: string;
    now?: Date;
  },
): Promise<DigestRunResult> {
  const settings = await readSiteSettings(db);
  const site = mailSiteOf(settings, publicUrl);
  const delivery: Delivery = { db, mailer, publicUrl, site, now, leaseMs, retryDelaysMs };

  const abandoned = await claimAbandonedSend(db, now, leaseMs);
  if (abandoned) {
    // The same window as when it began, so every reader gets the same issue.
    const issue = await collectIssueEndingAt(db, sendTimeOf(abandoned.startedAt, settings));
    return deliverIssue(delivery, abandoned, issue);
  }

  const period = dueIssuePeriod(settings, now);
  if (!period) return { outcome: 'not-due' };
  if (await issueOfThisWeek(db, period)) return { outcome: 'not-mine' };
  const issue = await collectIssueEndingAt(db, sendTimeOf(now, settings));
  const send = await claimSend(db, period, digestSubject(site, issue), now, leaseMs);
  if (!send) return { outcome: 'not-mine' };

  if (settings.newsletterSkipEmptyWeeks && issueItemCount(issue) === 0) {
    await db
      .update(newsletterSends)
      .set({ status: 'skipped', finishedAt: new Date() })
      .where(eq(newsletterSends.id, send.id));
    return { outcome: 'skipped', period };
  }
  return deliverIssue(delivery, send, issue);
}

interface Delivery {
  db: Executor;
  mailer: Mailer;
  publicUrl: string;
  site: MailSite;
  now: Date;
  leaseMs: number;
  retryDelaysMs: readonly number[] | undefined;
}

/** Mails a claimed issue to everyone it has not reached yet, renewing the lease before each message. */
async function deliverIssue(
  { db, mailer, publicUrl, site, now, leaseMs, retryDelaysMs }: Delivery,
  send: { id: number; period: string },
  issue: NewsletterIssue,
): Promise<DigestRunResult> {
  // `now` may be given (tests, catch-up runs); the lease follows the time that has passed since.
  const startedAt = Date.now();
  const current = () => now.getTime() + (Date.now() - startedAt);
  let delivered = 0;
  let failed = 0;
  for (;;) {
    const recipients = await unsentRecipients(db, send.id, 50);
    if (recipients.length === 0) break;
    for (const recipient of recipients) {
      await db
        .update(newsletterSends)
        .set({ leaseUntil: new Date(current() + leaseMs) })
        .where(eq(newsletterSends.id, send.id));
      if (!(await claimRecipient(db, send.id, recipient.id))) continue;
      const mail = digestMail(site, issue, recipient.email, await unsubscribeLinks(db, publicUrl, recipient));
      try {
        await sendWithRetry(mailer, mail, retryDelaysMs);
        delivered += 1;
        await markDelivery(db, send.id, recipient.id, 'sent');
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        await markDelivery(db, send.id, recipient.id, 'failed', message);
        if (error instanceof PermanentMailFailure)
          await repo.recordPermanentFailure(db, recipient.id, message);
      }
    }
  }
  await db
    .update(newsletterSends)
    .set({ status: 'sent', finishedAt: new Date() })
    .where(eq(newsletterSends.id, send.id));
  return { outcome: 'sent', period: send.period, delivered, failed };
}

function markDelivery(
  db: Executor,
  sendId: number,
  subscriptionId: number,
  status: 'sent' | 'failed',
  error?: string,
) {
  return db
    .update(newsletterDeliveries)
    .set({ status, error: error?.slice(0, 500) ?? null, updatedAt: new Date() })
    .where(
      and(eq(newsletterDeliveries.sendId, sendId), eq(newsletterDeliveries.subscriptionId, subscriptionId)),
    );
}

const HOUR_MS = 3_600_000;

/** The instant of the send hour on `now`'s local day (the end of the issue's week). */
function sendTimeOf(now: Date, settings: SiteSettings): Date {
  // Step back hour by hour to the send hour: exact across daylight-saving changes, at most 23 steps.
  let candidate = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  while (zonedParts(candidate, settings.timeZone).hour > settings.newsletterSendHour) {
    candidate = new Date(candidate.getTime() - HOUR_MS);
  }
  return candidate;
}

/** The first send day and hour after `now`, stepping forward an hour at a time (at most a week). */
function nextSendTime(now: Date, settings: SiteSettings): Date {
  let candidate = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  for (let step = 0; step < 8 * 24; step += 1) {
    const local = zonedParts(candidate, settings.timeZone);
    if (local.weekday === settings.newsletterSendDay && local.hour === settings.newsletterSendHour) break;
    candidate = new Date(candidate.getTime() + HOUR_MS);
  }
  return candidate;
}

/** The issue whose week ends at `end` (a send hour): what the send and its preview both show. */
function collectIssueEndingAt(db: Executor, end: Date): Promise<NewsletterIssue> {
  return collectIssue(db, new Date(end.getTime() - WEEK_MS), end);
}

/**
 * The next issue exactly as it will go out: today's, if it is due and has not been claimed yet;
 * otherwise the one of the next send day. Content published until then will be in it too.
 */
export async function previewNextIssue(db: Executor, publicUrl: string, now = new Date()) {
  const settings = await readSiteSettings(db);
  const site = mailSiteOf(settings, publicUrl);
  const period = dueIssuePeriod(settings, now);
  const dueToday = period !== undefined && !(await issueOfThisWeek(db, period));
  const issue = await collectIssueEndingAt(
    db,
    dueToday ? sendTimeOf(now, settings) : nextSendTime(now, settings),
  );
  return { site, issue };
}

/** Past issues, newest first, with their delivered and failed counts. */
export async function listSends(db: Executor, limit = 52): Promise<NewsletterSend[]> {
  const rows = await db
    .select({
      send: newsletterSends,
      delivered: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} = 'failed'))::int`,
    })
    .from(newsletterSends)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.sendId, newsletterSends.id))
    .groupBy(newsletterSends.id)
    .orderBy(desc(newsletterSends.startedAt))
    .limit(limit);
  return rows.map(({ send, delivered, failed }) => ({
    id: send.id,
    period: send.period,
    subject: send.subject,
    status: send.status,
    startedAt: send.startedAt.toISOString(),
    finishedAt: send.finishedAt?.toISOString() ?? null,
    delivered,
    failed,
  }));
}
