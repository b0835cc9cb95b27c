/**
 * The rules of browser notifications (public-site §4, §7, §9), kept free of the DOM so they can be
 * unit-tested; the banner component wires them to the browser.
 */

import { type PublishedKind, publishedKinds } from '../../contracts/content-kinds.ts';
import {
  contentNotification,
  type NewestItem,
  type NotificationPayload,
} from '../../contracts/notifications.ts';

export { contentUrl, type PublishedKind, publishedKinds } from '../../contracts/content-kinds.ts';
export {
  contentNotification,
  type NewestItem,
  type NotificationAction,
  type NotificationPayload,
  notificationTitles,
} from '../../contracts/notifications.ts';

/** public-site §9: the newest items are read every 5 minutes while permission is granted. */
export const NEW_CONTENT_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** public-site §9: an item is "new" when it was published less than 10 minutes ago. */
export const NEW_CONTENT_MAX_AGE_MS = 10 * 60 * 1000;
/** The service worker that shows notifications and handles their clicks (public/sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';

/** public-site §7: the three limit=1 reads of the check, through plain fetch (not the query cache). */
export const newestContentPaths: Record<PublishedKind, string> = {
  article: '/api/articles?limit=1',
  video: '/api/broadcast?limit=1',
  graphic: '/api/graphics?limit=1',
};

export type NotificationSupport = {
  notification: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
};

/** Reads what the browser offers; `scope` is `window` in the browser, a plain object in tests. */
export function detectNotificationSupport(scope: {
  Notification?: unknown;
  PushManager?: unknown;
  navigator?: object;
}): NotificationSupport {
  return {
    notification: typeof scope.Notification === 'function',
    serviceWorker: scope.navigator !== undefined && 'serviceWorker' in scope.navigator,
    pushManager: typeof scope.PushManager === 'function',
  };
}

/**
 * public-site §4: the "Stay Updated!" banner shows only where notifications, service workers and
 * push are all supported and the permission has not been decided yet.
 */
export function shouldOfferNotifications(
  support: NotificationSupport,
  permission: NotificationPermission | undefined,
): boolean {
  return support.notification && support.serviceWorker && support.pushManager && permission === 'default';
}

/**
 * public-site §9: published less than 10 minutes ago. A date slightly ahead of the browser's clock
 * (the server's clock runs a little fast) counts as new too; an unreadable date never does.
 */
export function isNew(publishedDate: string, now: number): boolean {
  const published = Date.parse(publishedDate);
  if (Number.isNaN(published)) return false;
  return Math.abs(now - published) < NEW_CONTENT_MAX_AGE_MS;
}

/** Shown once permission has just been granted (public-site §4). */
export function welcomeNotification(chapterName: string): NotificationPayload {
  return {
    title: `Welcome to ${chapterName}!`,
    options: {
      body: "You'll be notified when new content is published.",
      tag: 'welcome',
      data: { url: '/' },
    },
  };
}

/** `new Notification()` refuses actions (only service-worker notifications may carry them). */
export function withoutActions(payload: NotificationPayload): NotificationPayload {
  const { actions: _actions, ...options } = payload.options;
  return { title: payload.title, options };
}

/** The first item of a list answer, when it has the fields the check needs. */
export function readNewestItem(body: unknown): NewestItem | undefined {
  if (!Array.isArray(body) || body.length === 0) return undefined;
  const item: unknown = body[0];
  if (typeof item !== 'object' || item === null) return undefined;
  const { id, title, publishedDate } = item as Record<string, unknown>;
  if (typeof id !== 'number' || typeof title !== 'string' || typeof publishedDate !== 'string')
    return undefined;
  return { id, title, publishedDate };
}

/**
 * Which notifications a check should show: the newest item of each type when it is new and not
 * notified already (the check runs every 5 minutes and an item stays new for 10, so without the
 * memory each item would be announced twice).
 */
export function notificationsToShow(
  newest: Partial<Record<PublishedKind, NewestItem | undefined>>,
  now: number,
  alreadyNotified: ReadonlySet<string>,
): NotificationPayload[] {
  const payloads: NotificationPayload[] = [];
  for (const kind of publishedKinds) {
    const item = newest[kind];
    if (!item || !isNew(item.publishedDate, now)) continue;
    const payload = contentNotification(kind, item);
    if (!alreadyNotified.has(payload.options.tag)) payloads.push(payload);
  }
  return payloads;
}

/**
 * One new-content check: reads the newest article, video and graphic with `fetchJson` and returns
 * the notifications to show. A failed read is handed to `onError` and skipped (public-site §8: failures
 * are only logged), so one broken list never hides the other two.
 */
export async function checkForNewContent({
  fetchJson,
  now,
  alreadyNotified,
  onError,
}: {
  fetchJson: (path: string) => Promise<unknown>;
  now: () => number;
  alreadyNotified: ReadonlySet<string>;
  onError: (kind: PublishedKind, error: unknown) => void;
}): Promise<NotificationPayload[]> {
  const entries = await Promise.all(
    publishedKinds.map(async (kind) => {
      try {
        return [kind, readNewestItem(await fetchJson(newestContentPaths[kind]))] as const;
      } catch (error) {
        onError(kind, error);
        return [kind, undefined] as const;
      }
    }),
  );
  return notificationsToShow(Object.fromEntries(entries), now(), alreadyNotified);
}

/** How many announced tags the browser remembers (so reloads do not repeat a notification). */
export const REMEMBERED_TAGS_LIMIT = 30;

/** Reads the remembered tags from their stored form; anything unreadable is an empty memory. */
export function parseRememberedTags(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds tags to the memory, keeping the newest REMEMBERED_TAGS_LIMIT. */
export function rememberTags(remembered: readonly string[], tags: readonly string[]): string[] {
  const next = [...remembered.filter((tag) => !tags.includes(tag)), ...tags];
  return next.slice(-REMEMBERED_TAGS_LIMIT);
}

/** The part of a service worker registration's push manager that forgetting a subscription needs. */
export interface PushSubscriptions {
  getSubscription(): Promise<{ endpoint: string; unsubscribe(): Promise<boolean> } | null>;
}

/**
 * After the reader turned notifications off, the browser's push subscription is dropped and the server
 * told (POST /api/push/unsubscribe), so it stops posting messages nobody may see. True when there was one.
 */
export async function forgetPushSubscription(
  pushManager: PushSubscriptions,
  postJson: (path: string, body: object) => Promise<unknown>,
): Promise<boolean> {
  const subscription = await pushManager.getSubscription();
  if (!subscription) return false;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await postJson('/api/push/unsubscribe', { endpoint });
  return true;
}
