import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { contentKinds, type PublishedKind } from '../../../contracts/content-kinds.ts';
import { PREVIEW_LINK_INVALID, previewTokenParts } from '../../../contracts/preview-values.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { claimAppState, readAppState } from '../app-state/app-state.repository.ts';

/** How long a preview link works (docs/decisions/011-preview-links.md says why a day). */
export const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;

const SECRET_KEY = 'preview_link_secret';
const secrets = new WeakMap<object, Promise<Buffer>>();

/** The signing secret, made on first use and kept in the database so every instance shares it. */
function previewSecret(db: Executor): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await claimAppState(db, SECRET_KEY, randomBytes(32).toString('base64url'));
      // Another instance may have won the claim: read what was kept.
      const stored = await readAppState<string>(db, SECRET_KEY);
      if (!stored) throw new Error('preview links: the signing secret could not be read');
      return Buffer.from(stored, 'base64url');
    })();
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

// Signed over the kind's API segment, as links made before the kinds had one name were.
function signature(secret: Buffer, kind: PublishedKind, id: number, expiresSeconds: number): Buffer {
  const signed = `${contentKinds[kind].api}\n${id}\n${expiresSeconds}`;
  return createHmac('sha256', secret).update(signed).digest();
}

/** A token that shows this one item of this kind until `PREVIEW_LIFETIME_MS` after `now`. */
export async function signPreviewToken(
  db: Executor,
  kind: PublishedKind,
  id: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const expiresSeconds = Math.floor((now.getTime() + PREVIEW_LIFETIME_MS) / 1000);
  const mac = signature(await previewSecret(db), kind, id, expiresSeconds).toString('base64url');
  return { token: `${id}.${expiresSeconds}.${mac}`, expiresAt: new Date(expiresSeconds * 1000) };
}

/** Whether `token` was signed here for this kind and id and has not expired. */
export async function isValidPreviewToken(
  db: Executor,
  kind: PublishedKind,
  id: number,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const parts = previewTokenParts(token);
  if (!parts || parts.id !== id || parts.expiresAt.getTime() <= now.getTime()) return false;
  const mac = signature(await previewSecret(db), kind, id, parts.expiresAt.getTime() / 1000);
  // Compared as text: decoding would accept other spellings of the same bytes (the last character's
  // spare bits), and an altered token must not work.
  const expected = Buffer.from(mac.toString('base64url'));
  const given = Buffer.from(parts.mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The item a public read shows: a published one (`published`), or through a preview token the item
 * in any status (`any`, as the admin screens read it). A previewed answer, found or not, is for this
 * link alone: never stored by a browser, a CDN or the page cache (an answer marked no-store is not
 * kept, cached-answers.ts), and not indexed. A token that is not valid for this item answers 404 with
 * PREVIEW_LINK_INVALID and reads nothing.
 */
export async function findShownItem<Row>(
  db: Executor,
  reply: FastifyReply,
  item: { kind: PublishedKind; id: number; preview: string | undefined },
  find: { published: () => Promise<Row | undefined>; any: () => Promise<Row | undefined> },
): Promise<Row | undefined> {
  if (item.preview === undefined) return find.published();
  reply.header('Cache-Control', 'no-store');
  reply.header('X-Robots-Tag', 'noindex');
  if (!(await isValidPreviewToken(db, item.kind, item.id, item.preview)))
    throw notFound(PREVIEW_LINK_INVALID);
  return find.any();
}
