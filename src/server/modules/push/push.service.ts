import { and, eq, gt, notExists } from 'drizzle-orm';
import webpush from 'web-push';
import {
  type ContentKind,
  contentNotification,
  type NotificationPayload,
} from '../../../contracts/notifications.ts';
import { PUSH_SERVICE_HOST_SUFFIXES, type PushSubscriptionInput } from '../../../contracts/push.ts';
import type { Executor } from '../../db/client.ts';
import { isPublic } from '../../db/publication.ts';
import { claimAppState, readAppState } from '../app-state/app-state.repository.ts';
import { articles } from '../articles/articles.table.ts';
import { broadcastVideos } from '../broadcast/broadcast.table.ts';
import { graphics } from '../graphics/graphics.table.ts';
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

/** Posts one encrypted message (RFC 8291) signed with VAPID (RFC 8292); answers the push service's status. */
export type PushPost = (request: {
  endpoint: string;
  headers: Record<string, string>;
  body: Buffer;
}) => Promise<number>;

export const fetchPushPost: PushPost = async ({ endpoint, headers, body }) => {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
};

/** Sends a notification to every subscription; a 404 or 410 (gone) removes that subscription. */
export async function sendToAll(
  db: Executor,
  payload: NotificationPayload,
  post: PushPost,
  log: (message: string, error?: unknown) => void = () => {},
): Promise<{ sent: number; removed: number }> {
  const keys = await vapidKeys(db);
  const { contactEmail } = await readSiteSettings(db);
  const subscriptions = await db.select().from(pushSubscriptions);
  let sent = 0;
  let removed = 0;
  for (const subscription of subscriptions) {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
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
    try {
      const status = await post({
        endpoint: details.endpoint,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer,
      });
      if (status === 404 || status === 410) {
        await removeSubscription(db, subscription.endpoint);
        removed += 1;
      } else if (status >= 200 && status < 300) {
        sent += 1;
      } else {
        log(`push service answered ${status}`);
      }
    } catch (error) {
      log('push could not be sent', error);
    }
  }
  return { sent, removed };
}

const announcedTables = { article: articles, video: broadcastVideos, graphic: graphics } as const;

/**
 * Content published since push started is announced once: the item's row in push_announcements is
 * claimed before sending, so several instances (or a restart) never announce it twice. A scheduled
 * item is announced when its time has come and the scheduler next runs.
 */
export async function announceNewContent(
  db: Executor,
  post: PushPost,
  { now = new Date(), log }: { now?: Date; log?: (message: string, error?: unknown) => void } = {},
): Promise<number> {
  // Items older than the first run are not news: without this, a new installation would announce
  // its whole archive.
  await claimAppState(db, 'push_watermark', now.toISOString());
  const watermark = new Date((await readAppState<string>(db, 'push_watermark')) as string);
  let announced = 0;
  for (const kind of Object.keys(announcedTables) as ContentKind[]) {
    const table = announcedTables[kind];
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
      await sendToAll(db, payload, post, log);
      announced += 1;
    }
  }
  return announced;
}
