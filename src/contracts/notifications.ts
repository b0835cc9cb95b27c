/**
 * The notifications of new content (public-site §4), shared by the page-level check in the browser
 * and the Web Push sender on the server: the same title, body and tag either way, so a reader who
 * gets both sees one notification (a tag replaces, it does not stack).
 */

import { contentUrl, type PublishedKind } from './content-kinds.ts';

/** public-site §4 titles. */
export const notificationTitles: Record<PublishedKind, string> = {
  article: 'New Story Published!',
  video: 'New NABJ TV Content!',
  graphic: 'New Graphics Content!',
};

/** The fields of an article, video or graphic the check needs. */
export interface NewestItem {
  id: number;
  title: string;
  publishedDate: string;
}

export interface NotificationAction {
  action: string;
  title: string;
}

/** What `showNotification(title, options)` or `new Notification(title, options)` receives. */
export interface NotificationPayload {
  title: string;
  options: {
    body: string;
    tag: string;
    data: { url: string };
    actions?: NotificationAction[];
  };
}

/** public-site §4: title per type, the item title as body, a tag per type and id. */
export function contentNotification(kind: PublishedKind, item: NewestItem): NotificationPayload {
  const payload: NotificationPayload = {
    title: notificationTitles[kind],
    options: {
      body: item.title,
      tag: `${kind}-${item.id}`,
      data: { url: contentUrl(kind, item.id) },
    },
  };
  if (kind === 'article') {
    payload.options.actions = [
      { action: 'read', title: 'Read Now' },
      { action: 'close', title: 'Close' },
    ];
  }
  return payload;
}
