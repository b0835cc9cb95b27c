import { describe, expect, it } from 'vitest';
import type { PublicationStatus } from '../../../contracts/common.ts';
import { timeAgo } from './review-history.tsx';
import { editorMode } from './review-workflow.tsx';

describe('what an editor screen lets each account do', () => {
  const contributor = { id: 7, role: 'contributor' } as const;
  const item = (createdBy: number, status: PublicationStatus) => ({
    createdBy,
    status,
    publishedDate: '2026-01-01T00:00:00Z',
  });

  it('lets a contributor write and submit a new item or their own draft (new, or sent back)', () => {
    expect(editorMode(contributor, undefined)).toBe('draft');
    expect(editorMode(contributor, item(7, 'draft'))).toBe('draft');
  });

  it('shows a contributor their item in review or published, and any of another, without a save', () => {
    expect(editorMode(contributor, item(7, 'in-review'))).toBe('read-only');
    expect(editorMode(contributor, item(7, 'published'))).toBe('read-only');
    expect(editorMode(contributor, item(3, 'published'))).toBe('read-only');
  });

  it('gives editors and admins the review decision on an item in review, else publishing as ever', () => {
    for (const role of ['editor', 'admin'] as const) {
      const account = { id: 8, role };
      expect(editorMode(account, item(7, 'in-review'))).toBe('review');
      expect(editorMode(account, item(7, 'draft'))).toBe('publish');
      expect(editorMode(account, item(7, 'published'))).toBe('publish');
      expect(editorMode(account, undefined)).toBe('publish');
    }
  });
});

describe('how long an item has waited', () => {
  const now = new Date('2026-11-26T15:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says it in the largest whole unit up to a month', () => {
    expect(timeAgo(ago(20_000), 'America/New_York', now)).toBe('just now');
    expect(timeAgo(ago(5 * 60_000), 'America/New_York', now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600_000 + 59 * 60_000), 'America/New_York', now)).toBe('3 hours ago');
    expect(timeAgo(ago(30 * 3600_000), 'America/New_York', now)).toBe('yesterday');
    expect(timeAgo(ago(4 * 24 * 3600_000), 'America/New_York', now)).toBe('4 days ago');
  });

  it('gives the day itself past a month', () => {
    expect(timeAgo('2026-09-01T15:00:00Z', 'America/New_York', now)).toMatch(/^Sep 1, 2026/);
  });
});
