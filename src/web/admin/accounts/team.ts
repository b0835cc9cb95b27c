import { type AdminRole, adminRoles } from '../../../contracts/admin-auth.ts';
import { formatDateTime } from '../../../contracts/chapter-clock.ts';

/** Where the team list and its invitations are read and written. */
export const ACCOUNTS_PATH = '/api/admin/accounts';
export const INVITATIONS_PATH = '/api/admin/invitations';

/** "editor" → "Editor". */
export const roleLabel = (role: AdminRole) => role[0]!.toUpperCase() + role.slice(1);

/** The role select's choices, least to most, as docs/admin/team.md lists them. */
export const roleOptions = adminRoles.map((role) => ({ value: role, label: roleLabel(role) }));

/**
 * The byline select's choices: none, then every profile by name. A tied profile the list did not bring
 * (past its first 100) still shows, so the select never claims the account has no byline.
 */
export function bylineOptions(
  contributors: readonly { id: number; name: string }[],
  tiedId: number | null,
): { value: string; label: string }[] {
  const profiles = [...contributors]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((contributor) => ({ value: String(contributor.id), label: contributor.name }));
  const missing = tiedId !== null && !contributors.some((contributor) => contributor.id === tiedId);
  return [
    { value: '', label: 'No byline' },
    ...(missing ? [{ value: String(tiedId), label: `Profile #${tiedId}` }] : []),
    ...profiles,
  ];
}

/** The select's value back as the PATCH body's `contributorId`: '' unties. */
export const contributorIdOf = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * "Nov 29, 2026, 10:00 AM EST" in the chapter's `zone`, or "Expired …" once the link no longer works
 * (resending renews it).
 */
export function expiryText(expiresAt: string, zone: string, now = new Date()): string {
  const time = formatDateTime(expiresAt, zone);
  return Date.parse(expiresAt) <= now.getTime() ? `Expired ${time}` : time;
}
