import { createHmac, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { lt, sql } from 'drizzle-orm';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Database, Executor } from '../db/client.ts';
import { claimAppState, readAppState } from '../modules/app-state/app-state.repository.ts';
import { tooManyRequests } from './errors.ts';
import { rateLimitCounts } from './rate-limit.table.ts';

/** Every limit counts requests in fixed windows of this length (docs/security.md, Rate limits). */
export const RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000;

const ADDRESS_SECRET_KEY = 'addressSecret';
const secrets = new WeakMap<object, Promise<string>>();

/** One random secret per installation, made by whichever instance gets there first. */
async function loadAddressSecret(db: Executor): Promise<string> {
  await claimAppState(db, ADDRESS_SECRET_KEY, randomBytes(32).toString('base64url'));
  const secret = await readAppState<string>(db, ADDRESS_SECRET_KEY);
  if (!secret) throw new Error('rate limits: the address secret could not be read');
  return secret;
}

/**
 * The part of a client address that one client holds: an IPv4 address itself (also when written as
 * IPv4-mapped IPv6), and for IPv6 its /64, since one home or phone line is given a whole /64 and can
 * pick a new address in it for every request.
 */
export function addressBlock(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address.replace(/%.*$/, ''));
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:65535';
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a! << 8) | b!, (c! << 8) | d!];
        });
  const [head = '', tail] = address.split('::');
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * A keyed hash: equal texts still match for a limit, but without the secret (kept apart from the
 * counting tables) a stored value cannot be turned back into its text, even by trying every IPv4
 * address or every likely username.
 */
export async function keyedHash(db: Database, text: string): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadAddressSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return createHmac('sha256', await secret)
    .update(text)
    .digest('base64url');
}

/** A client address as a keyed hash of its block (`addressBlock`): what every per-address limit counts. */
export function hashAddress(db: Database, address: string): Promise<string> {
  return keyedHash(db, addressBlock(address));
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request of `action` from `address` and says whether it is within `limit` for the current
 * window. One upsert, so concurrent requests on any number of instances each get their own count.
 */
export async function countRequest(
  db: Database,
  {
    action,
    address,
    limit,
    now = Date.now(),
  }: { action: string; address: string; limit: number; now?: number },
): Promise<RateLimitOutcome> {
  const windowStart = now - (now % RATE_LIMIT_WINDOW_MS);
  const key = `${action}:${await hashAddress(db, address)}`;
  const [row] = await db
    .insert(rateLimitCounts)
    .values({ key, windowStart: new Date(windowStart), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounts.key, rateLimitCounts.windowStart],
      set: { hits: sql`${rateLimitCounts.hits} + 1` },
    })
    .returning({ hits: rateLimitCounts.hits });
  // The first request of a window clears the windows that are over, so the table stays small.
  if (row?.hits === 1)
    await db.delete(rateLimitCounts).where(lt(rateLimitCounts.windowStart, new Date(windowStart)));
  if ((row?.hits ?? 0) <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((windowStart + RATE_LIMIT_WINDOW_MS - now) / 1000) };
}

/**
 * A route's onRequest hook: at most `limit` requests per client address (request.ip, which honours
 * TRUST_PROXY; an IPv6 client by its /64) per window, then 429 with `message` and Retry-After until
 * the window ends. It runs before the body is read, so a refused request reaches no handler and
 * changes nothing.
 */
export function limitRequests(
  db: Database,
  { action, limit, message }: { action: string; limit: number; message: string },
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const outcome = await countRequest(db, { action, address: request.ip, limit });
    if (!outcome.allowed) {
      reply.header('Retry-After', String(outcome.retryAfterSeconds));
      throw tooManyRequests(message);
    }
  };
}
