import { setTimeout as sleep } from 'node:timers/promises';
import { TOO_MANY_LOGIN_ATTEMPTS, TOO_MANY_RESET_REQUESTS } from '../../../contracts/admin-auth.ts';
import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { addressBlock, keyedHash } from '../../http/rate-limit.ts';
import * as repo from './admin-auth.repository.ts';
import { LONGEST_COUNT_WINDOW_MS } from './admin-auth.repository.ts';

/** Every count below covers a window that starts with its key's first attempt. */
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/** Attempts at one account from one address (an IPv6 client by its /64); then 429 until the window ends. */
export const LOCKOUT_FAILURES = 5;
/** Attempts from one address at any usernames: a guard against spraying names, then 429. */
export const ADDRESS_FAILURES = 20;
/** Attempts at one account from anywhere before each further one waits; it is never refused for this. */
export const SLOW_DOWN_AFTER = 10;
export const SLOW_DOWN_STEP_MS = 1000;
export const MAX_SLOW_DOWN_MS = 10_000;

/** A reserved attempt: kept as a failure unless the check it was reserved for succeeds. */
export interface SignInAttempt {
  /** The password or code was right: this attempt no longer counts. */
  refund(): Promise<void>;
  /**
   * The person is signed in or confirmed: this attempt, and the account's earlier ones from this
   * address, no longer count.
   */
  succeed(): Promise<void>;
}

/**
 * Reserves one password or code check for `username` from `address`, before the check is made (every
 * sign-in step and re-authentication comes through here). Each count is taken and raised in the one
 * statement that compares it with its limit, so N requests at once get at most the limit of checks,
 * on any number of instances. Refused with 429 past the limit of this account from this address or
 * of this address; past the account's own ceiling, from any address, the check is only delayed, so
 * someone hammering a name elsewhere slows its owner down but cannot lock them out.
 */
export async function reserveSignInAttempt(
  db: Database,
  username: string,
  address: string,
  now = new Date(),
): Promise<SignInAttempt> {
  const name = username.toLowerCase();
  const block = addressBlock(address);
  const accountFromAddress = `account-address:${await keyedHash(db, `${name}\n${block}`)}`;
  const fromAddress = `address:${await keyedHash(db, block)}`;
  const account = `account:${await keyedHash(db, name)}`;
  const windowOver = new Date(now.getTime() - LOCKOUT_WINDOW_MS);

  const reserved: string[] = [];
  const reserve = async (key: string, limit?: number) => {
    const attempts = await repo.reserveSignInAttempt(db, key, now, windowOver, limit);
    if (attempts === undefined) throw tooManyRequests(TOO_MANY_LOGIN_ATTEMPTS);
    reserved.push(key);
    return attempts;
  };
  await reserve(accountFromAddress, LOCKOUT_FAILURES);
  await reserve(fromAddress, ADDRESS_FAILURES);
  const onAccount = await reserve(account);
  if (onAccount > SLOW_DOWN_AFTER) {
    await sleep(Math.min((onAccount - SLOW_DOWN_AFTER) * SLOW_DOWN_STEP_MS, MAX_SLOW_DOWN_MS));
  }

  return {
    refund: () => repo.refundSignInAttempts(db, reserved),
    async succeed() {
      await repo.refundSignInAttempts(db, reserved);
      await repo.deleteSignInAttempts(db, accountFromAddress);
    },
  };
}

/**
 * "Forgot password?" requests for one e-mail address from one client address, and from one client
 * address at any e-mail addresses, per window; then 429. Nobody else's requests count against the
 * owner asking from their own client.
 */
export const RESET_REQUESTS_PER_EMAIL_FROM_ADDRESS = 3;
export const RESET_REQUESTS_PER_ADDRESS = 10;
/** Reset mails one account's address receives, from all requests together, per hour. */
export const RESET_MAILS_PER_EMAIL = 3;
export const RESET_MAIL_WINDOW_MS = LONGEST_COUNT_WINDOW_MS;

/**
 * Counts a password-reset request in the sign-in attempts' table, per e-mail address from this client
 * address and per client address (keyed hashes); 429 past either limit. The limits are the same
 * whether or not an account uses the address, so a refusal tells nothing either.
 */
export async function reservePasswordResetRequest(
  db: Database,
  email: string,
  address: string,
  now = new Date(),
): Promise<void> {
  const windowOver = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const block = addressBlock(address);
  const limits: [string, number][] = [
    [
      `reset-email-address:${await keyedHash(db, `${email}\n${block}`)}`,
      RESET_REQUESTS_PER_EMAIL_FROM_ADDRESS,
    ],
    [`reset-address:${await keyedHash(db, block)}`, RESET_REQUESTS_PER_ADDRESS],
  ];
  for (const [key, limit] of limits) {
    const attempts = await repo.reserveSignInAttempt(db, key, now, windowOver, limit);
    if (attempts === undefined) throw tooManyRequests(TOO_MANY_RESET_REQUESTS);
  }
}

/**
 * Reserves one reset mail to an account's address: false once it had RESET_MAILS_PER_EMAIL in the
 * hour. Then nothing is mailed and no link made, so the links already mailed keep working: the owner
 * holds a working one however many requests others make.
 */
export async function reserveResetMail(db: Database, email: string, now = new Date()): Promise<boolean> {
  const key = `reset-mail:${await keyedHash(db, email)}`;
  const windowOver = new Date(now.getTime() - RESET_MAIL_WINDOW_MS);
  return (await repo.reserveSignInAttempt(db, key, now, windowOver, RESET_MAILS_PER_EMAIL)) !== undefined;
}
