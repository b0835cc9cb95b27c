import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { claimAppState, readAppState } from '../app-state/app-state.repository.ts';

const SECRET_KEY = 'newsletter_link_secret';

export type LinkPurpose = 'confirm' | 'unsubscribe';

/** The signing secret, made on first use and kept in the database so every instance shares it. */
async function linkSecret(db: Executor): Promise<Buffer> {
  const stored = await readAppState<string>(db, SECRET_KEY);
  if (stored) return Buffer.from(stored, 'base64url');
  await claimAppState(db, SECRET_KEY, randomBytes(32).toString('base64url'));
  // Another instance may have won the claim: read what was kept.
  return Buffer.from((await readAppState<string>(db, SECRET_KEY)) as string, 'base64url');
}

function signature(secret: Buffer, purpose: LinkPurpose, id: number, email: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${id}\n${email}`).digest();
}

/**
 * A link token: the subscription's id and an HMAC of purpose, id and address. It needs no storage,
 * cannot be forged or turned into another subscriber's, and dies if the address changes.
 */
export async function signLink(
  db: Executor,
  purpose: LinkPurpose,
  id: number,
  email: string,
): Promise<string> {
  const mac = signature(await linkSecret(db), purpose, id, email).toString('base64url');
  return `${id}.${mac}`;
}

/** The id a token names, once its signature matches the address stored for that id. */
export async function verifyLink(
  db: Executor,
  purpose: LinkPurpose,
  token: string,
  emailOf: (id: number) => Promise<string | undefined>,
): Promise<number | undefined> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const email = await emailOf(id);
  if (email === undefined) return undefined;
  const expected = signature(await linkSecret(db), purpose, id, email);
  const given = Buffer.from(match[2] as string, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
