import { describe, expect, it } from 'vitest';
import { fileTypeLabel, formatBytes, usageLink } from './media-format.ts';

describe('formatBytes', () => {
  it('counts small files in bytes', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1023 bytes');
  });

  it('uses KB, MB and GB with one decimal below 10', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(150 * 1024)).toBe('150 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(2.25 * 1024 * 1024)).toBe('2.3 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('gives nothing for a value that is not a size', () => {
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});

describe('fileTypeLabel', () => {
  it('names the stored types', () => {
    expect(fileTypeLabel('image/png', 'image')).toBe('PNG image');
    expect(fileTypeLabel('video/quicktime', 'video')).toBe('MOV video');
    expect(fileTypeLabel('image/avif', 'image')).toBe('AVIF image');
  });
});

describe('usageLink', () => {
  it('leads to the edit screen of each kind that has one', () => {
    expect(usageLink({ kind: 'article', id: 4, title: 'A' })).toEqual({
      href: '/admin/edit-article/4',
      label: 'Article',
    });
    expect(usageLink({ kind: 'video', id: 5, title: 'V' }).href).toBe('/admin/edit-video/5');
    expect(usageLink({ kind: 'graphic', id: 6, title: 'G' }).href).toBe('/admin/edit-graphic/6');
    expect(usageLink({ kind: 'member of the month', id: 7, title: 'M' }).href).toBe('/admin/edit-member/7');
  });

  it('leads to the list where an item is edited in place', () => {
    expect(usageLink({ kind: 'contributor', id: 1, title: 'C' }).href).toBe('/admin/contributors');
    expect(usageLink({ kind: 'pick', id: 1, title: 'P' }).href).toBe('/admin/manage-nabj-picks');
    expect(usageLink({ kind: 'pick topic', id: 1, title: 'T' }).href).toBe('/admin/manage-nabj-picks');
    expect(usageLink({ kind: 'site settings', id: 1, title: 'Settings' }).href).toBe('/admin/settings');
  });

  it('gives no link to an item kept from the account (no id), only its kind', () => {
    expect(usageLink({ kind: 'article', id: null, title: 'an unpublished item' })).toEqual({
      href: undefined,
      label: 'Article',
    });
  });

  it('names an unknown kind without a link', () => {
    expect(usageLink({ kind: 'poll', id: 1, title: 'X' })).toEqual({ label: 'Poll' });
  });

  it("links every kind with an edit screen to it, by the kind's label", () => {
    expect(usageLink({ kind: 'crossword', id: 4, title: 'X' })).toEqual({
      label: 'Crossword',
      href: '/admin/edit-crossword/4',
    });
  });
});
