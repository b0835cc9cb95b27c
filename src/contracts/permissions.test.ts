import { describe, expect, it } from 'vitest';
import {
  bulkActionsFor,
  canChange,
  canChangePitch,
  canSee,
  isAuthorOrEditor,
  may,
  type OwnedItem,
  savedFeatured,
  savedStatus,
} from './permissions.ts';

const now = new Date('2026-05-01T12:00:00Z');
const contributor = { id: 7, role: 'contributor' } as const;
const editors = [
  { id: 8, role: 'editor' },
  { id: 9, role: 'admin' },
] as const;
const item = (
  createdBy: number | null,
  status: OwnedItem['status'],
  publishedDate = '2026-04-01T00:00:00Z',
) => ({
  createdBy,
  status,
  publishedDate,
});

describe('who sees and changes an article, video or graphic', () => {
  it('lets a contributor change and delete only their own drafts', () => {
    expect(canChange(contributor, item(7, 'draft'))).toBe(true);
    expect(canChange(contributor, item(7, 'in-review'))).toBe(false);
    expect(canChange(contributor, item(7, 'published'))).toBe(false);
    expect(canChange(contributor, item(3, 'published'))).toBe(false);
    expect(canChange(contributor, item(3, 'draft'))).toBe(false);
    // An item whose author's account is gone is nobody's to change but an editor's.
    expect(canChange(contributor, item(null, 'draft'))).toBe(false);
  });

  it("shows a contributor their own items and the public ones, not another's draft or scheduled item", () => {
    expect(canSee(contributor, item(7, 'draft'), now)).toBe(true);
    expect(canSee(contributor, item(3, 'published'), now)).toBe(true);
    expect(canSee(contributor, item(3, 'published', '2026-06-01T00:00:00Z'), now)).toBe(false);
    expect(canSee(contributor, item(3, 'draft'), now)).toBe(false);
    expect(canSee(contributor, item(3, 'in-review'), now)).toBe(false);
    // The server's rows carry Dates, the web's answers ISO strings: both are read.
    expect(canSee(contributor, { ...item(3, 'published'), publishedDate: new Date('2026-04-01') }, now)).toBe(
      true,
    );
    expect(isAuthorOrEditor(contributor, item(7, 'published'))).toBe(true);
    expect(isAuthorOrEditor(contributor, item(3, 'published'))).toBe(false);
  });

  it('lets editors and admins see and change everything', () => {
    for (const account of editors) {
      for (const status of ['draft', 'in-review', 'published'] as const) {
        expect(canChange(account, item(3, status))).toBe(true);
        expect(canSee(account, item(3, status, '2027-01-01T00:00:00Z'), now)).toBe(true);
      }
    }
  });
});

describe('what only an editor decides', () => {
  it('gives a contributor no bulk actions, publishing or media deletes; an editor all of them', () => {
    expect(bulkActionsFor(contributor, ['publish', 'draft', 'delete'])).toEqual([]);
    expect(may(contributor, 'publish')).toBe(false);
    expect(may(contributor, 'deleteMedia')).toBe(false);
    expect(may(contributor, 'assign')).toBe(false);
    for (const account of editors) {
      expect(may(account, 'assign')).toBe(true);
      expect(bulkActionsFor(account, ['publish', 'draft', 'delete'])).toEqual(['publish', 'draft', 'delete']);
      expect(may(account, 'publish')).toBe(true);
      expect(may(account, 'deleteMedia')).toBe(true);
    }
  });

  it("ignores a contributor's Featured and status: the stored ones are kept, a new item a plain draft", () => {
    expect(savedFeatured(contributor, true)).toBe(false);
    expect(savedFeatured(contributor, false, true)).toBe(true);
    expect(savedStatus(contributor, 'published')).toBe('draft');
    expect(savedFeatured(editors[0], true, false)).toBe(true);
    expect(savedFeatured(editors[0], false, true)).toBe(false);
    expect(savedStatus(editors[0], 'published', 'draft')).toBe('published');
    // Into and out of review only by the review routes.
    expect(savedStatus(editors[0], 'published', 'in-review')).toBe('in-review');
    expect(savedStatus(editors[0], 'in-review', 'published')).toBe('published');
  });
});

describe('who changes a story pitch', () => {
  it('lets its pitcher change it until it is assigned, and an editor always', () => {
    expect(canChangePitch(contributor, { pitcherId: 7, assigneeId: null })).toBe(true);
    expect(canChangePitch(contributor, { pitcherId: 7, assigneeId: 7 })).toBe(false);
    expect(canChangePitch(contributor, { pitcherId: 8, assigneeId: null })).toBe(false);
    expect(canChangePitch(contributor, { pitcherId: null, assigneeId: null })).toBe(false);
    for (const account of editors)
      expect(canChangePitch(account, { pitcherId: 7, assigneeId: 7 })).toBe(true);
  });
});
