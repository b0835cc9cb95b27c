import { createHash } from 'node:crypto';
import { NONCE_PLACEHOLDER } from './page-renderer.ts';

export interface CachedPage {
  status: number;
  /**
   * The page's UTF-8 bytes, cut where each answer puts its own nonce: encoded once when stored,
   * so a cache hit copies bytes instead of re-encoding (and searching) the whole text every time.
   */
  parts: Buffer[];
  etag: string;
}

/** A stored page's body with this answer's nonce in place of the placeholder. */
export function pageBody(page: CachedPage, nonce: string): Buffer {
  if (page.parts.length === 1) return page.parts[0]!;
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
}

/**
 * Rendered public pages by URL (ARCHITECTURE.md: reads cost almost nothing). Every content write
 * drops them all: pages show lists, so one change can touch any of them. Time alone drops them too,
 * when a scheduled item comes out or an event starts. Oldest entries go first when the cache is full.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** Bumped by every clear(): a render that began before a write must not be stored after it. */
  generation = 0;
  /** When the stored pages stop being true without a write (ms); unknown right after a clear. */
  private validUntil: number | undefined;

  private readonly maxEntries: number;
  private readonly nextTimedChange: (now: Date) => Promise<Date | undefined>;

  constructor({
    maxEntries = 1000,
    nextTimedChange = async () => undefined,
  }: { maxEntries?: number; nextTimedChange?: (now: Date) => Promise<Date | undefined> } = {}) {
    this.maxEntries = maxEntries;
    this.nextTimedChange = nextTimedChange;
  }

  /**
   * Called before every read: drops the pages once their time has passed, and learns the next such
   * time before anything new is rendered (so an item due between the two is caught by the next read).
   */
  async expire(now = new Date()): Promise<void> {
    if (this.validUntil !== undefined && now.getTime() >= this.validUntil) this.clear();
    if (this.validUntil !== undefined) return;
    const generation = this.generation;
    const next = await this.nextTimedChange(now);
    if (generation === this.generation) this.validUntil = next?.getTime() ?? Number.POSITIVE_INFINITY;
  }

  get(url: string): CachedPage | undefined {
    const page = this.entries.get(url);
    if (page) {
      // Re-insert to mark it recently used (Map keeps insertion order).
      this.entries.delete(url);
      this.entries.set(url, page);
    }
    return page;
  }

  /** Stores a page rendered from the data of `renderedAt` (a generation), unless content changed since. */
  set(url: string, status: number, html: string, renderedAt: number): CachedPage {
    const page = {
      status,
      parts: html.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part)),
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    };
    if (renderedAt !== this.generation) return page;
    this.entries.set(url, page);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return page;
  }

  clear(): void {
    this.generation++;
    this.validUntil = undefined;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
