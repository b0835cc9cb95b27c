import { z } from 'zod';

export const INVALID_PUSH_SUBSCRIPTION = 'This browser’s push subscription is not one we can use.';
export const PUSH_RATE_LIMITED =
  'Too many notification sign-ups from your network. Please wait a few minutes and try again.';

/**
 * The push services of the browsers in use (Chrome/Edge via FCM, Firefox, Safari, Windows). The
 * server only ever posts to these, so a forged subscription cannot make it call an arbitrary address.
 */
export const PUSH_SERVICE_HOST_SUFFIXES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID_PUSH_SUBSCRIPTION);

/** POST /api/push/subscribe: what `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: INVALID_PUSH_SUBSCRIPTION }).max(1000),
  keys: z.object({
    p256dh: base64url.max(200),
    auth: base64url.max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/push/unsubscribe. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(1000) });

/** GET /api/push/public-key: the VAPID key browsers subscribe with. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
