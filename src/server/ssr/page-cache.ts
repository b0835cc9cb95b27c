import { createHash } from 'node:crypto';

export interface CachedPage {
  status: number;
  html: string;
  etag: string;
}

/**
 * Rendered public pages by URL (ARCHITECTURE.md: reads cost almost nothing). Every content write
 * drops them all: pages show lists, so one change can touch any of them. Oldest entries go first
 * when the cache is full.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** Bumped by every clear(): a render that began before a write must not be stored after it. */
  generation = 0;

  private readonly maxEntries: number;

  constructor(maxEntries = 1000) {
    this.maxEntries = maxEntries;
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
    const page = { status, html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
    if (renderedAt !== this.generation) return page;
    this.entries.set(url, page);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return page;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
