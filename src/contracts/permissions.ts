import { type AdminRole, roleAtLeast } from './admin-auth.ts';
import type { BulkAction } from './admin-list.ts';
import type { PublicationStatus } from './common.ts';

/**
 * Who may do what with the newsroom's content (docs/security.md), one table for both sides: the server
 * enforces it (server/modules/review/ownership.ts and the routes' `config.role`) and the admin screens
 * offer only what it allows, so no screen shows an action the server would refuse.
 */

/** The signed-in account, as its session (server) or GET /api/admin/me (web) gives it. */
export interface Account {
  id: number;
  role: AdminRole;
}

/** An article, video or graphic: the account that made it (null once that account is gone) and its state. */
export interface OwnedItem {
  createdBy: number | null;
  status: PublicationStatus;
  /** A Date on the server, the ISO string of an answer on the web. */
  publishedDate: Date | string;
}

/**
 * The least role of each action that does not depend on who made the item. `publish`: deciding what
 * the site shows (publish, schedule, send back; the status, date and Featured fields). `bulk`: a
 * list's bulk actions. `deleteMedia`: deleting a file from the media library. `assign`: giving a
 * story pitch to someone to write.
 */
export const actionRoles = {
  publish: 'editor',
  bulk: 'editor',
  deleteMedia: 'editor',
  assign: 'editor',
} as const satisfies Record<string, AdminRole>;
export type RoleAction = keyof typeof actionRoles;

export function may(account: Pick<Account, 'role'>, action: RoleAction): boolean {
  return roleAtLeast(account.role, actionRoles[action]);
}

/** An editor or an admin sees and changes every article, video and graphic. */
export const isEditor = (account: Pick<Account, 'role'>) => roleAtLeast(account.role, 'editor');

/** A contributor sees their own items and the public ones (published, its date come). */
export function canSee(account: Account, item: OwnedItem, now = new Date()): boolean {
  if (isAuthorOrEditor(account, item)) return true;
  return item.status === 'published' && new Date(item.publishedDate) <= now;
}

/** The item's review history and preview are its author's and the editors'. */
export function isAuthorOrEditor(account: Account, item: Pick<OwnedItem, 'createdBy'>): boolean {
  return isEditor(account) || item.createdBy === account.id;
}

/**
 * Changing and deleting: an editor any item, a contributor only their own drafts (an item sent back
 * is a draft again; one in review or published waits for an editor).
 */
export function canChange(account: Account, item: OwnedItem): boolean {
  return isEditor(account) || (item.createdBy === account.id && item.status === 'draft');
}

/** A story pitch: who pitched it (null once that account is gone) and whom it is assigned to. */
export interface OwnedPitch {
  pitcherId: number | null;
  assigneeId: number | null;
}

/** Changing and deleting a pitch: an editor any, its pitcher only until it is assigned. */
export function canChangePitch(account: Account, pitch: OwnedPitch): boolean {
  return isEditor(account) || (pitch.pitcherId === account.id && pitch.assigneeId === null);
}

/** Of a list's bulk actions, those the account may use: all of them, or none. */
export function bulkActionsFor(
  account: Pick<Account, 'role'>,
  actions: readonly BulkAction[],
): readonly BulkAction[] {
  return may(account, 'bulk') ? actions : [];
}

/**
 * The status a save stores. A contributor's saves are drafts (the forms send 'published' when they
 * send nothing, so a refusal would refuse every form); an item moves into or out of review only by
 * the review routes, so a save of an item in review keeps it there and asking for review is a draft.
 */
export function savedStatus(
  account: Pick<Account, 'role'>,
  asked: PublicationStatus,
  stored?: PublicationStatus,
): PublicationStatus {
  if (!may(account, 'publish')) return 'draft';
  if (stored === 'in-review') return stored;
  return asked === 'in-review' ? (stored ?? 'draft') : asked;
}

/**
 * Whether a saved article is featured (it leads the home page): an editor's choice. A contributor's
 * value is ignored, the stored one kept (not featured on create), as their status is: their form
 * sends the field unseen, and a story sent back may carry an editor's choice they must not undo.
 */
export function savedFeatured(account: Pick<Account, 'role'>, asked: boolean, stored = false): boolean {
  return may(account, 'publish') ? asked : stored;
}
