import { createPublicKey } from 'node:crypto';
import { and, eq, gt, notExists } from 'drizzle-orm';
import webpush from 'web-push';
import { publishedKinds } from '../../../contracts/content-kinds.ts';
import { contentNotification, type NotificationPayload } from '../../../contracts/notifications.ts';
import { PUSH_SERVICE_HOST_SUFFIXES, type PushSubscriptionInput } from '../../../contracts/push.ts';
import { publishedTables } from '../../content-kinds.ts';
import type { Executor } from '../../db/client.ts';
import { isPublic } from '../../db/publication.ts';
import { claimAppState, readAppState } from '../app-state/app-state.repository.ts';
import { readSiteSettings } from '../site-settings/site-settings.repository.ts';
import { pushAnnouncements, pushSubscriptions } from './push.table.ts';

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID key pair, made on first use and kept in the database so every instance signs alike. */
export async function vapidKeys(db: Executor): Promise<VapidKeys> {
  const stored = await readAppState<VapidKeys>(db, 'vapid_keys');
  if (stored) return stored;
  await claimAppState(db, 'vapid_keys', webpush.generateVAPIDKeys());
  return (await readAppState<VapidKeys>(db, 'vapid_keys')) as VapidKeys;
}

/**
 * Only the browsers' push services, over https; `extraOrigins` (configuration) adds exact origins,
 * such as a local receiver in tests.
 */
export function isAllowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    PUSH_SERVICE_HOST_SUFFIXES.some(
      (suffix) => url.hostname === suffix || url.hostname.endsWith(`.${suffix}`),
    )
  );
}

/**
 * The browser's keys are usable for RFC 8291 encryption: p256dh an uncompressed point (0x04, x, y)
 * that lies on P-256, auth 16 bytes. A point off the curve would make every encryption to it throw.
 */
export function hasUsableKeys({ p256dh, auth }: PushSubscriptionInput['keys']): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04 || Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

export async function saveSubscription(db: Executor, input: PushSubscriptionInput): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
}

export async function removeSubscription(db: Executor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/**
 * Posts one encrypted message (RFC 8291) signed with VAPID (RFC 8292); answers the push service's
 * status. `signal` ends a post that takes too long.
 */
export type PushPost = (request: {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
  signal: AbortSignal;
}) => Promise<number>;

/**
 * A redirect is not followed: its status counts as a failure, so a push service (or whoever holds an
 * allowed origin) cannot send the server on to another address.
 */
export const fetchPushPost: PushPost = async ({ endpoint, headers, body, signal }) => {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
    redirect: 'manual',
    signal,
  });
  await response.body?.cancel();
  return response.status;
};

export interface SendOptions {
  /** Subscriptions posted to at once. */
  concurrency?: number;
  /** How long one post may take before it counts as failed. */
  timeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
}

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
type Delivery = 'sent' | 'removed' | 'failed';

/** Removes this row as it was read, so keys the browser has replaced since then are kept. */
async function removeRow(db: Executor, row: SubscriptionRow): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.id, row.id),
        eq(pushSubscriptions.p256dh, row.p256dh),
        eq(pushSubscriptions.auth, row.auth),
      ),
    );
}

/** Runs `work` on every item, at most `limit` at a time. */
async function forEachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Sends a notification to every subscription, `concurrency` at a time, each post cut off after
 * `timeoutMs`: a slow or broken endpoint costs at most that, and never stops the others. A permanent
 * failure (keys nothing can be encrypted to, a 404 or 410 from the push service) removes that
 * subscription; any other is counted as failed and the subscription kept.
 */
export async function sendToAll(
  db: Executor,
  payload: NotificationPayload,
  post: PushPost,
  { concurrency = 10, timeoutMs = 5_000, log = () => {} }: SendOptions = {},
): Promise<Record<Delivery, number>> {
  const keys = await vapidKeys(db);
  const { contactEmail } = await readSiteSettings(db);
  const subscriptions = await db.select().from(pushSubscriptions);
  const body = JSON.stringify(payload);

  const deliver = async (subscription: SubscriptionRow): Promise<Delivery> => {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        body,
        {
          vapidDetails: {
            subject: `mailto:${contactEmail}`,
            publicKey: keys.publicKey,
            privateKey: keys.privateKey,
          },
          TTL: 24 * 60 * 60,
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      log('push subscription with unusable keys removed', error);
      await removeRow(db, subscription);
      return 'removed';
    }
    let status: number;
    try {
      status = await post({
        endpoint: details.endpoint,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      log('push could not be sent', error);
      return 'failed';
    }
    if (status === 404 || status === 410) {
      await removeRow(db, subscription);
      return 'removed';
    }
    if (status >= 200 && status < 300) return 'sent';
    log(`push service answered ${status}`);
    return 'failed';
  };

  const counts: Record<Delivery, number> = { sent: 0, removed: 0, failed: 0 };
  await forEachAtMost(subscriptions, concurrency, async (subscription) => {
    const outcome = await deliver(subscription).catch((error: unknown): Delivery => {
      log('push subscription could not be handled', error);
      return 'failed';
    });
    counts[outcome] += 1;
  });
  return counts;
}

/**
 * Content published since push started is announced once: the item's row in push_announcements is
 * claimed before sending, so several instances (or a restart) never announce it twice. A scheduled
 * item is announced when its time has come and the scheduler next runs.
 */
export async function announceNewContent(
  db: Executor,
  post: PushPost,
  { now = new Date(), ...sending }: { now?: Date } & SendOptions = {},
): Promise<number> {
  // Items older than the first run are not news: without this, a new installation would announce
  // its whole archive.
  await claimAppState(db, 'push_watermark', now.toISOString());
  const watermark = new Date((await readAppState<string>(db, 'push_watermark')) as string);
  let announced = 0;
  for (const kind of publishedKinds) {
    const table = publishedTables[kind];
    const items = await db
      .select({ id: table.id, title: table.title, publishedDate: table.publishedDate })
      .from(table)
      .where(
        and(
          isPublic(table, now),
          gt(table.publishedDate, watermark),
          notExists(
            db
              .select()
              .from(pushAnnouncements)
              .where(and(eq(pushAnnouncements.kind, kind), eq(pushAnnouncements.itemId, table.id))),
          ),
        ),
      );
    for (const item of items) {
      const [claimed] = await db
        .insert(pushAnnouncements)
        .values({ kind, itemId: item.id })
        .onConflictDoNothing()
        .returning();
      if (!claimed) continue;
      const payload = contentNotification(kind, { ...item, publishedDate: item.publishedDate.toISOString() });
      await sendToAll(db, payload, post, sending);
      announced += 1;
    }
  }
  return announced;
}
