import { contentKinds } from '../../../contracts/content-kinds.ts';
import type { MediaUsage } from '../../../contracts/upload.ts';
import { listKindKeys, listKinds } from '../lib/content-kinds.ts';

const UNITS = ['KB', 'MB', 'GB'] as const;

/** "812 bytes", "1.5 KB", "12 MB": one decimal below 10 of a unit, none above (binary units, as the limits). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  // Each unit is 2^10 of the one before: KB from 2^10 bytes, MB from 2^20, GB from 2^30 on.
  const unit = Math.min(Math.floor(Math.log2(bytes) / 10), UNITS.length);
  const value = bytes / 1024 ** unit;
  return `${value < 10 ? Math.round(value * 10) / 10 : Math.round(value)} ${UNITS[unit - 1]}`;
}

// The stored types whose common name is not their subtype in capitals ("image/png" is a PNG).
const TYPE_NAMES: Record<string, string> = {
  'image/webp': 'WebP',
  'video/webm': 'WebM',
  'video/ogg': 'Ogg',
  'video/x-msvideo': 'AVI',
  'video/quicktime': 'MOV',
};

/** "PNG image", "MP4 video". */
export function fileTypeLabel(mimeType: string, kind: 'image' | 'video'): string {
  const name = TYPE_NAMES[mimeType] ?? (mimeType.split('/')[1] ?? mimeType).toUpperCase();
  return `${name} ${kind}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each kind of media-usage.service.ts (a kind's label): its name, and where an item of it is edited. */
const usageKinds: Record<string, [label: string, href: (id: number) => string]> = {
  ...Object.fromEntries(
    listKindKeys.map((kind) => [
      contentKinds[kind].label,
      [capitalized(contentKinds[kind].label), listKinds[kind].editHref],
    ]),
  ),
  // Contributors are edited in a dialog on their list, picks on their topic's list.
  contributor: ['Contributor', () => '/admin/contributors'],
  pick: ['NABJ pick', () => listKinds.pick.manageHref],
  'pick topic': ['Pick topic', () => listKinds.pick.manageHref],
  'site settings': ['Site settings', () => '/admin/settings'],
};

/** Where an item that shows the file is edited (none for an item kept from the account), and what to call it. */
export function usageLink(usage: MediaUsage): { href?: string; label: string } {
  const known = usageKinds[usage.kind];
  if (!known) return { label: usage.kind.charAt(0).toUpperCase() + usage.kind.slice(1) };
  return { label: known[0], href: usage.id === null ? undefined : known[1](usage.id) };
}
