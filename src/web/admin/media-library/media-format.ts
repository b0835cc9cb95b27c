import type { MediaUsage } from '../../../contracts/upload.ts';

const UNITS = ['KB', 'MB', 'GB'] as const;

/** "812 bytes", "1.5 KB", "12 MB": one decimal below 10 of a unit, none above (binary units, as the limits). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${UNITS[unit]}`;
}

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'video/mp4': 'MP4',
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

/** Where an item that shows the file is edited, and what to call it (kinds of media-usage.service.ts). */
export function usageLink(usage: MediaUsage): { href?: string; label: string } {
  switch (usage.kind) {
    case 'article':
      return { href: `/admin/edit-article/${usage.id}`, label: 'Article' };
    case 'video':
      return { href: `/admin/edit-video/${usage.id}`, label: 'Video' };
    case 'graphic':
      return { href: `/admin/edit-graphic/${usage.id}`, label: 'Graphic' };
    case 'event':
      return { href: `/admin/edit-event/${usage.id}`, label: 'Event' };
    case 'member of the month':
      return { href: `/admin/edit-member/${usage.id}`, label: 'Member of the month' };
    case 'contributor':
      // Contributors are edited in a dialog on their list.
      return { href: '/admin/contributors', label: 'Contributor' };
    case 'pick':
      return { href: '/admin/manage-nabj-picks', label: 'NABJ pick' };
    case 'pick topic':
      return { href: '/admin/manage-nabj-picks', label: 'Pick topic' };
    case 'site settings':
      return { href: '/admin/settings', label: 'Site settings' };
    default:
      return { label: usage.kind.charAt(0).toUpperCase() + usage.kind.slice(1) };
  }
}
