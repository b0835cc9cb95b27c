import { z } from 'zod';

export const INVALID_PUSH_SUBSCRIPTION = 'This browser’s push subscription is not one we can use.';
export const INVALID_PUSH_KEYS =
  'This browser’s push subscription keys are not valid: p256dh must be a P-256 public key and auth 16 bytes.';
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

/** A base64url string (padding optional) that decodes to exactly `bytes` bytes. */
const base64urlOf = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`), INVALID_PUSH_KEYS);

/** POST /api/push/subscribe: what `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: INVALID_PUSH_SUBSCRIPTION }).max(1000),
  // RFC 8291 §3.2: an uncompressed P-256 point (whether it lies on the curve is checked by the server,
  // push.service.ts) and a 16-byte secret.
  keys: z.object({
    p256dh: base64urlOf(65),
    auth: base64urlOf(16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/push/unsubscribe. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(1000) });

/** GET /api/push/public-key: the VAPID key browsers subscribe with. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
