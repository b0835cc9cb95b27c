import { Bell } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import {
  checkForNewContent,
  detectNotificationSupport,
  forgetPushSubscription,
  NEW_CONTENT_CHECK_INTERVAL_MS,
  type NotificationPayload,
  type NotificationSupport,
  parseRememberedTags,
  rememberTags,
  SERVICE_WORKER_URL,
  shouldOfferNotifications,
  welcomeNotification,
  withoutActions,
} from '../../lib/notifications.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';
import { notNowChosenRecently, rememberNotNow, useReaderInterest } from '../../lib/reader-interest.ts';
import { Button } from '../ui/button.tsx';
import { toast } from '../ui/toast.tsx';

/** 'unknown' until the browser has been asked after mount, so the server and hydration render nothing. */
type PermissionState = NotificationPermission | 'unsupported' | 'unknown';

const NO_SUPPORT: NotificationSupport = { notification: false, serviceWorker: false, pushManager: false };
const REMEMBERED_TAGS_KEY = 'nabj-notified-tags';
/** How long to wait for the service worker to become active before falling back to `new Notification`. */
const SERVICE_WORKER_READY_TIMEOUT_MS = 10_000;

// public-site §8: failures of the check, the permission request or the display are only logged.
function warn(message: string, error?: unknown): void {
  console.warn(`Notifications: ${message}`, error);
}

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** Registers /sw.js once per page and resolves with its registration once a worker is active. */
function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  registration ??= (async () => {
    if (!('serviceWorker' in navigator)) return undefined;
    try {
      await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
      const timeout = new Promise<undefined>((resolve) =>
        setTimeout(() => resolve(undefined), SERVICE_WORKER_READY_TIMEOUT_MS),
      );
      return await Promise.race([navigator.serviceWorker.ready, timeout]);
    } catch (error) {
      warn('the service worker could not be registered', error);
      return undefined;
    }
  })();
  return registration;
}

/** Through the service worker when there is one (actions and clicks work there), else a page notification. */
async function displayNotification(payload: NotificationPayload): Promise<void> {
  const active = await serviceWorkerRegistration();
  if (active) {
    await active.showNotification(payload.title, payload.options as NotificationOptions);
    return;
  }
  const { title, options } = withoutActions(payload);
  const notification = new Notification(title, options);
  notification.onclick = () => {
    notification.close();
    window.focus();
    window.location.assign(options.data.url);
  };
}

function readRememberedTags(): string[] {
  try {
    return parseRememberedTags(localStorage.getItem(REMEMBERED_TAGS_KEY));
  } catch {
    return [];
  }
}

function remember(tag: string): void {
  try {
    localStorage.setItem(REMEMBERED_TAGS_KEY, JSON.stringify(rememberTags(readRememberedTags(), [tag])));
  } catch {
    // Storage may be full or blocked; the notification's tag still keeps the browser from stacking copies.
  }
}

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.json();
}

async function notifyAboutNewContent(isCancelled: () => boolean): Promise<void> {
  try {
    const payloads = await checkForNewContent({
      fetchJson,
      now: Date.now,
      alreadyNotified: new Set(readRememberedTags()),
      onError: (kind, error) => warn(`could not read the newest ${kind}`, error),
    });
    for (const payload of payloads) {
      if (isCancelled()) return;
      try {
        await displayNotification(payload);
        remember(payload.options.tag);
      } catch (error) {
        warn('a notification could not be shown', error);
      }
    }
  } catch (error) {
    warn('the new-content check failed', error);
  }
}

async function postJson(path: string, body: object): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Subscribes this browser to Web Push (or refreshes its subscription on the server), so new content
 * reaches the reader with the site closed. Where the browser has no push service it is only logged:
 * the page-level check below still works.
 */
async function ensurePushSubscription(): Promise<void> {
  const active = await serviceWorkerRegistration();
  if (!active || !('pushManager' in active)) return;
  try {
    let subscription = await active.pushManager.getSubscription();
    if (!subscription) {
      const { publicKey } = (await fetchJson('/api/push/public-key')) as { publicKey: string };
      subscription = await active.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
    }
    await postJson('/api/push/subscribe', subscription.toJSON());
  } catch (error) {
    warn('push could not be set up; the page-level check remains', error);
  }
}

/** Permission withdrawn in the browser's settings: the push subscription left behind is dropped. */
async function dropPushSubscription(): Promise<void> {
  try {
    const existing = await navigator.serviceWorker?.getRegistration('/');
    if (existing && 'pushManager' in existing) await forgetPushSubscription(existing.pushManager, postJson);
  } catch (error) {
    warn('the push subscription could not be removed', error);
  }
}

/**
 * public-site §4: while permission is granted, checks for new content on load and every 5 minutes
 * (reading the newest article, video and graphic) and announces what is under 10 minutes old.
 */
function useNewContentCheck(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const isCancelled = () => cancelled;
    void serviceWorkerRegistration().then(() => notifyAboutNewContent(isCancelled));
    void ensurePushSubscription();
    const timer = setInterval(() => void notifyAboutNewContent(isCancelled), NEW_CONTENT_CHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [enabled]);
}

/**
 * The "Stay Updated!" prompt (public-site §2, §4), closing the page above the footer rather than over
 * its content, and only once the reader has shown interest; "Not Now" holds for 30 days
 * (docs/architecture.md, "The notification prompt").
 */
export function NotificationBanner() {
  const { chapterName } = useSiteSettings();
  const [location] = useLocation();
  const interested = useReaderInterest(location);
  const [permission, setPermission] = useState<PermissionState>('unknown');
  const [support, setSupport] = useState<NotificationSupport>(NO_SUPPORT);
  const [asking, setAsking] = useState(false);
  const titleId = useId();

  // Decided after mount: the server knows nothing of the reader's browser.
  useEffect(() => {
    const detected = detectNotificationSupport(window);
    setSupport(detected);
    const current = detected.notification ? Notification.permission : 'unsupported';
    // A recent "Not Now" stands for denied in this browser, as it does for the rest of a visit.
    setPermission(current === 'default' && notNowChosenRecently() ? 'denied' : current);
    if (detected.notification && Notification.permission !== 'granted') void dropPushSubscription();
  }, []);

  useNewContentCheck(permission === 'granted');

  if (permission === 'unknown' || permission === 'unsupported') return null;
  if (!interested || !shouldOfferNotifications(support, permission)) return null;

  // The buttons disappear with the banner, so keyboard focus moves on to the page content.
  const focusMain = () => document.getElementById('main')?.focus();

  async function enable() {
    setAsking(true);
    let result: NotificationPermission;
    try {
      result = await Notification.requestPermission();
    } catch (error) {
      warn('the permission request failed', error);
      result = Notification.permission;
    }
    setAsking(false);
    if (result === 'granted') {
      toast({
        title: 'Notifications Enabled!',
        description: "You'll be notified when new content is published.",
      });
      void displayNotification(welcomeNotification(chapterName)).catch((error: unknown) =>
        warn('the welcome notification could not be shown', error),
      );
    } else {
      toast({
        title: 'Notifications Blocked',
        description: 'Please enable notifications in your browser settings.',
        variant: 'destructive',
      });
    }
    setPermission(result);
    if (result !== 'default') focusMain();
  }

  function notNow() {
    // public-site §4: the local state becomes denied; kept for 30 days, where the spec kept it for the visit.
    rememberNotNow();
    setPermission('denied');
    focusMain();
  }

  return (
    // In the flow below the page's content, so it never covers any of it; it appears only on a later
    // page or below an article's end, where nothing the reader is looking at moves.
    <section aria-labelledby={titleId} className="border-rule border-t bg-paper-soft">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden="true"
            className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-ink text-paper"
          >
            <Bell className="size-4" />
          </span>
          <div className="min-w-0">
            <p id={titleId} className="font-semibold text-ink">
              Stay Updated!
            </p>
            <p className="text-muted text-sm">
              Get a browser notification when we publish a new story, video or graphic.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2 pl-11 sm:pl-0">
          <Button size="sm" onClick={() => void enable()} disabled={asking}>
            Enable Notifications
          </Button>
          <Button size="sm" variant="quiet" onClick={notNow}>
            Not Now
          </Button>
        </div>
      </div>
    </section>
  );
}
