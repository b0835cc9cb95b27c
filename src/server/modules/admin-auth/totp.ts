import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as authenticator apps use it: HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** A code from the step before or after is accepted too, for clocks a little apart. */
const WINDOW_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: the form authenticator apps take a key in. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new 160-bit secret (the size RFC 4226 recommends for SHA-1), base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP: HMAC-SHA-1 of the 8-byte counter, dynamically truncated to `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/**
 * The step whose code `code` is, within one step either side of `now`, and later than `lastUsedStep`
 * (a code, once used, is refused for the rest of its window); undefined when none matches.
 */
export function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = base32Decode(secret);
  const current = totpStep(now);
  let matched: number | undefined;
  // Every candidate is computed and compared in constant time, so timing says nothing of which matched.
  for (let step = current - WINDOW_STEPS; step <= current + WINDOW_STEPS; step++) {
    const equal = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (equal && (lastUsedStep === null || step > lastUsedStep)) matched ??= step;
  }
  return matched;
}

/** The otpauth:// URI (Google Authenticator's key URI format) that the setup QR code carries. */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  // A colon separates issuer and account in the label, so neither may contain one.
  const cleanIssuer = issuer.replaceAll(':', ' ').trim() || 'Admin';
  const label = `${encodeURIComponent(cleanIssuer)}:${encodeURIComponent(account.replaceAll(':', ' '))}`;
  const query = new URLSearchParams({
    secret,
    issuer: cleanIssuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
