import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SHOWS_ANYTHING, type Shown } from '../shown-content.ts';
import { pathOf } from './cache-keys.ts';

const brotli = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

/** Smaller answers are sent as they are, as @fastify/compress does (app.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli for an answer compressed as it is sent (app.ts) and a page as it is rendered: a low quality,
 * since a cached answer gets its best-quality copy made once it is asked for again. 3, not 4: on a
 * 66 kB home page 0.20 ms against 0.87 (4 sets up larger tables, which npm start's malloc settings
 * map afresh at every call) for 7 % more bytes.
 */
export const FIRST_BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };

export interface CachedAnswer {
  status: number;
  /**
   * This answer's own headers (type, caching, and for pages an ETag naming the content without its
   * nonce); the security headers are added when it is sent.
   */
  headers: Record<string, string>;
  /**
   * The plain bytes. A page is kept as `br` alone, a seventh of its size, from its render on
   * (plainBody unpacks it for the rare reader who takes no brotli); every other answer has them.
   */
  body?: Buffer;
  /** A page's CSP nonce: the same for every copy of one render (docs/decisions/005). */
  nonce?: string;
  /**
   * A page's comes with it (quality 3, made for its first reader); every best copy, a page's too, is
   * made in the background when the answer is first asked for again (compress()).
   */
  br?: Buffer;
  gzip?: Buffer;
  /** Settles when br and gzip are in place (or were not worth making); undefined until asked for. */
  compressed?: Promise<void>;
  /** The content it shows (shown-content.ts); without it, anything. */
  shows?: Shown;
}

export type NewAnswer = Pick<CachedAnswer, 'status' | 'headers' | 'body' | 'br' | 'nonce' | 'shows'>;

/**
 * What a content write changed, as tags (shown-content.ts): the answers showing any of them are
 * dropped. 'everything' for a write that is not content, or not known to be.
 */
export type Changed = readonly string[] | 'everything';

/** An answer's plain bytes, unpacked when it is kept compressed only. */
export const plainBody = (answer: Pick<CachedAnswer, 'body' | 'br'>): Buffer =>
  answer.body ?? zlib.brotliDecompressSync(answer.br!);

const sizeOf = (answer: CachedAnswer) =>
  (answer.body?.length ?? 0) + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

/** A strong ETag of some text or bytes: what a page is named by in If-None-Match. */
export const etagOf = (content: string | Buffer) =>
  `"${createHash('sha1').update(content).digest('base64url')}"`;

/**
 * The answers that share a limit on their number: those of one path (its searches, say), and every
 * answer that is not a 200 (a not-found page for any address) together.
 */
const groupOf = (key: string, status: number) => (status === 200 ? pathOf(key) : `status ${status}`);

/**
 * Rendered public pages and public API answers by key (cache-keys.ts; ARCHITECTURE.md: reads cost
 * almost nothing), stored as the bytes that go out, compressed once. A content write drops the
 * answers that show what it changed (drop()), any other admin write drops them all. Time alone drops
 * them all too, when a scheduled item comes out or an event starts. The least recently used go first when the cache holds
 * `maxBytes`, or when one path (or the not-found answers) holds `maxPerPath`: a flood of distinct
 * searches or unknown addresses then only pushes out its own kind, never the other pages.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** The keys of each group, least recently used first. */
  private readonly groups = new Map<string, Set<string>>();
  private bytes = 0;
  /** Bumped by every drop: an answer read before a write must not be stored after it. */
  generation = 0;
  /** When the stored answers stop being true without a write (ms); unknown right after a clear. */
  private validUntil: number | undefined;
  /** The question for validUntil while it is being asked. */
  private asking: Promise<void> | undefined;

  private readonly maxBytes: number;
  private readonly maxPerPath: number;
  private readonly nextTimedChange: (now: Date) => Promise<Date | undefined>;

  constructor({
    maxBytes = 32 * 1024 * 1024,
    maxPerPath = 32,
    nextTimedChange = async () => undefined,
  }: {
    maxBytes?: number;
    maxPerPath?: number;
    nextTimedChange?: (now: Date) => Promise<Date | undefined>;
  } = {}) {
    this.maxBytes = maxBytes;
    this.maxPerPath = maxPerPath;
    this.nextTimedChange = nextTimedChange;
  }

  /**
   * Called before every read that may be stored: drops the answers once their time has passed, and
   * learns the next such time before anything new is read (so an item due between the two is caught
   * by the next read).
   */
  async expire(now = new Date()): Promise<void> {
    if (this.validUntil !== undefined && now.getTime() >= this.validUntil) this.clear();
    if (this.validUntil !== undefined) return;
    // The readers arriving together after a write wait for one question, not one each.
    this.asking ??= this.askNextTimedChange(now).finally(() => {
      this.asking = undefined;
    });
    await this.asking;
  }

  private async askNextTimedChange(now: Date): Promise<void> {
    const generation = this.generation;
    const next = await this.nextTimedChange(now);
    if (generation === this.generation) this.validUntil = next?.getTime() ?? Number.POSITIVE_INFINITY;
  }

  /** Whether the stored answers are known to be current, without asking the database. */
  isFresh(now = Date.now()): boolean {
    return this.validUntil !== undefined && now < this.validUntil;
  }

  get(key: string): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    if (answer) {
      // Re-insert to mark it recently used (Map and Set keep insertion order).
      this.entries.delete(key);
      this.entries.set(key, answer);
      const group = this.groups.get(groupOf(key, answer.status))!;
      group.delete(key);
      group.add(key);
    }
    return answer;
  }

  /** Stores an answer read from the data of `readAt` (a generation), unless content changed since. */
  set(key: string, fresh: NewAnswer, readAt: number): CachedAnswer {
    const answer: CachedAnswer = { ...fresh };
    if (readAt !== this.generation) return answer;
    this.delete(key);
    const groupKey = groupOf(key, answer.status);
    const group = this.groups.get(groupKey) ?? new Set<string>();
    if (group.size >= this.maxPerPath) this.delete(group.values().next().value!);
    this.groups.set(groupKey, group.add(key));
    this.entries.set(key, answer);
    this.bytes += sizeOf(answer);
    while (this.bytes > this.maxBytes && this.entries.size > 1)
      this.delete(this.entries.keys().next().value!);
    return answer;
  }

  /**
   * Drops the answers that show what a write changed. The next timed change is asked for again, since
   * the write may have scheduled an item or moved an event; reads under way are not stored.
   */
  drop(changed: Changed): void {
    if (changed === 'everything') {
      this.clear();
      return;
    }
    this.generation++;
    this.validUntil = undefined;
    const tags = new Set([...changed, SHOWS_ANYTHING]);
    for (const [key, answer] of this.entries)
      if (!answer.shows || [...answer.shows].some((tag) => tags.has(tag))) this.delete(key);
  }

  clear(): void {
    this.generation++;
    this.validUntil = undefined;
    this.entries.clear();
    this.groups.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const answer = this.entries.get(key);
    if (!answer) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(answer);
    const groupKey = groupOf(key, answer.status);
    const group = this.groups.get(groupKey)!;
    group.delete(key);
    if (group.size === 0) this.groups.delete(groupKey);
  }

  /**
   * Makes the best brotli and the gzip copies of a stored answer, once, on libuv's threads (off the
   * event loop). Asked for at the answer's second reading rather than when it is stored, so an
   * answer read once costs no more compression and a first render shares the processor with nothing.
   */
  compress(key: string, answer: CachedAnswer): Promise<void> {
    answer.compressed ??= this.makeCompressedCopies(key, answer);
    return answer.compressed;
  }

  private async makeCompressedCopies(key: string, answer: CachedAnswer): Promise<void> {
    const plain = answer.body ?? (await brotliDecompress(answer.br!));
    if (plain.length < COMPRESS_FROM_BYTES) return;
    // Brotli at its default, best quality: made once, sent many times.
    const [br, gzipped] = await Promise.all([
      brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
      gzip(plain, { level: 9 }),
    ]);
    // Dropped or replaced meanwhile: its bytes are no longer counted.
    if (this.entries.get(key) !== answer) return;
    this.bytes -= sizeOf(answer);
    answer.br = br;
    answer.gzip = gzipped;
    this.bytes += sizeOf(answer);
  }
}
