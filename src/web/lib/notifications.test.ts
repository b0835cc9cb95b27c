import { describe, expect, it, vi } from 'vitest';
import {
  checkForNewContent,
  contentNotification,
  detectNotificationSupport,
  forgetPushSubscription,
  isNew,
  NEW_CONTENT_CHECK_INTERVAL_MS,
  NEW_CONTENT_MAX_AGE_MS,
  newestContentPaths,
  notificationsToShow,
  parseRememberedTags,
  REMEMBERED_TAGS_LIMIT,
  readNewestItem,
  rememberTags,
  shouldOfferNotifications,
  welcomeNotification,
  withoutActions,
} from './notifications.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const fullSupport = { notification: true, serviceWorker: true, pushManager: true };

describe('notification constants', () => {
  it('checks every 5 minutes and calls under 10 minutes new (public-site §9)', () => {
    expect(NEW_CONTENT_CHECK_INTERVAL_MS).toBe(300_000);
    expect(NEW_CONTENT_MAX_AGE_MS).toBe(600_000);
    expect(newestContentPaths).toEqual({
      article: '/api/articles?limit=1',
      video: '/api/broadcast?limit=1',
      graphic: '/api/graphics?limit=1',
    });
  });
});

describe('the banner', () => {
  it('reads what the browser supports', () => {
    class Fake {}
    expect(
      detectNotificationSupport({ Notification: Fake, PushManager: Fake, navigator: { serviceWorker: {} } }),
    ).toEqual(fullSupport);
    expect(detectNotificationSupport({ navigator: {} })).toEqual({
      notification: false,
      serviceWorker: false,
      pushManager: false,
    });
  });

  it('shows only with full support and a default permission', () => {
    expect(shouldOfferNotifications(fullSupport, 'default')).toBe(true);
    expect(shouldOfferNotifications(fullSupport, 'granted')).toBe(false);
    expect(shouldOfferNotifications(fullSupport, 'denied')).toBe(false);
    expect(shouldOfferNotifications(fullSupport, undefined)).toBe(false);
    expect(shouldOfferNotifications({ ...fullSupport, pushManager: false }, 'default')).toBe(false);
    expect(shouldOfferNotifications({ ...fullSupport, serviceWorker: false }, 'default')).toBe(false);
    expect(shouldOfferNotifications({ ...fullSupport, notification: false }, 'default')).toBe(false);
  });
});

describe('isNew', () => {
  it('is true under 10 minutes and false from 10 minutes on', () => {
    expect(isNew(minutesAgo(0), NOW)).toBe(true);
    expect(isNew(minutesAgo(9.99), NOW)).toBe(true);
    expect(isNew(minutesAgo(10), NOW)).toBe(false);
    expect(isNew(minutesAgo(60 * 24), NOW)).toBe(false);
  });

  it('tolerates a server clock slightly ahead, and ignores unreadable dates', () => {
    expect(isNew(minutesAgo(-1), NOW)).toBe(true);
    expect(isNew(minutesAgo(-30), NOW)).toBe(false);
    expect(isNew('not a date', NOW)).toBe(false);
  });
});

describe('payloads', () => {
  it('announces a story with Read Now and Close actions and a link to the article', () => {
    expect(
      contentNotification('article', { id: 12, title: 'Budget vote', publishedDate: minutesAgo(1) }),
    ).toEqual({
      title: 'New Story Published!',
      options: {
        body: 'Budget vote',
        tag: 'article-12',
        data: { url: '/article/12' },
        actions: [
          { action: 'read', title: 'Read Now' },
          { action: 'close', title: 'Close' },
        ],
      },
    });
  });

  it('announces videos and graphics without actions, linking to their pages', () => {
    expect(contentNotification('video', { id: 3, title: 'Campus TV', publishedDate: minutesAgo(1) })).toEqual(
      {
        title: 'New NABJ TV Content!',
        options: { body: 'Campus TV', tag: 'video-3', data: { url: '/nabj-tv' } },
      },
    );
    expect(contentNotification('graphic', { id: 4, title: 'Chart', publishedDate: minutesAgo(1) })).toEqual({
      title: 'New Graphics Content!',
      options: { body: 'Chart', tag: 'graphic-4', data: { url: '/graphics' } },
    });
  });

  it('drops actions for page notifications and welcomes by chapter name', () => {
    const article = contentNotification('article', { id: 1, title: 'T', publishedDate: minutesAgo(1) });
    expect(withoutActions(article).options).toEqual({
      body: 'T',
      tag: 'article-1',
      data: { url: '/article/1' },
    });
    expect(article.options.actions).toHaveLength(2);
    expect(welcomeNotification('NABJ USC')).toMatchObject({
      title: 'Welcome to NABJ USC!',
      options: { body: "You'll be notified when new content is published." },
    });
  });
});

describe('which items to notify', () => {
  const fresh = { id: 1, title: 'Fresh', publishedDate: minutesAgo(2) };
  const old = { id: 2, title: 'Old', publishedDate: minutesAgo(11) };

  it('notifies each new newest item once', () => {
    const shown = notificationsToShow({ article: fresh, video: old, graphic: fresh }, NOW, new Set());
    expect(shown.map((payload) => payload.options.tag)).toEqual(['article-1', 'graphic-1']);
    expect(notificationsToShow({ article: fresh, video: undefined }, NOW, new Set(['article-1']))).toEqual(
      [],
    );
  });

  it('reads the first item of a list answer and nothing else', () => {
    expect(readNewestItem([{ ...fresh, extra: true }, old])).toEqual(fresh);
    expect(readNewestItem([])).toBeUndefined();
    expect(readNewestItem({ message: 'oops' })).toBeUndefined();
    expect(readNewestItem([{ id: '1', title: 'x', publishedDate: 'y' }])).toBeUndefined();
  });

  it('reads the three lists and reports a failed read without losing the others', async () => {
    const onError = vi.fn();
    const fetchJson = vi.fn(async (path: string) => {
      if (path === '/api/broadcast?limit=1') throw new Error('500: boom');
      if (path === '/api/articles?limit=1') return [fresh];
      return [{ ...old, id: 9 }];
    });
    const shown = await checkForNewContent({
      fetchJson,
      now: () => NOW,
      alreadyNotified: new Set(),
      onError,
    });
    expect(fetchJson.mock.calls.map(([path]) => path).sort()).toEqual([
      '/api/articles?limit=1',
      '/api/broadcast?limit=1',
      '/api/graphics?limit=1',
    ]);
    expect(shown.map((payload) => payload.title)).toEqual(['New Story Published!']);
    expect(onError).toHaveBeenCalledWith('video', expect.any(Error));
  });
});

describe('remembered tags', () => {
  it('parses stored tags defensively', () => {
    expect(parseRememberedTags(null)).toEqual([]);
    expect(parseRememberedTags('not json')).toEqual([]);
    expect(parseRememberedTags('{"a":1}')).toEqual([]);
    expect(parseRememberedTags('["article-1", 2, "video-3"]')).toEqual(['article-1', 'video-3']);
  });

  it('keeps the newest tags, each once, within the limit', () => {
    expect(rememberTags(['a', 'b'], ['a'])).toEqual(['b', 'a']);
    const many = Array.from({ length: REMEMBERED_TAGS_LIMIT }, (_, i) => `t${i}`);
    const next = rememberTags(many, ['new']);
    expect(next).toHaveLength(REMEMBERED_TAGS_LIMIT);
    expect(next.at(-1)).toBe('new');
    expect(next[0]).toBe('t1');
  });
});

describe('turning notifications off', () => {
  it('drops the browser’s push subscription and tells the server its endpoint', async () => {
    const calls: string[] = [];
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      unsubscribe: async () => {
        calls.push('unsubscribe');
        return true;
      },
    };
    const posted: [string, object][] = [];
    const forgot = await forgetPushSubscription(
      { getSubscription: async () => subscription },
      async (path, body) => {
        posted.push([path, body]);
      },
    );
    expect(forgot).toBe(true);
    expect(calls).toEqual(['unsubscribe']);
    expect(posted).toEqual([
      ['/api/push/unsubscribe', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }],
    ]);
  });

  it('tells the server nothing when the browser has no subscription', async () => {
    const posted: string[] = [];
    expect(
      await forgetPushSubscription({ getSubscription: async () => null }, async (path) => {
        posted.push(path);
      }),
    ).toBe(false);
    expect(posted).toEqual([]);
  });
});
