import { UserPen } from 'lucide-react';
import { formatDateTime } from '../../../contracts/chapter-clock.ts';
import type { ContentKind } from '../../../contracts/content-kinds.ts';
import type { EditorPresent } from '../../../contracts/presence.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { namesOf, useEditingPresence } from './use-presence.ts';

/**
 * The top of an item's editor: "Ana is editing this, since 8:43" while someone else has it open. It
 * warns and locks nobody out.
 */
export function EditingNote({ kind, id }: { kind: ContentKind; id: number }) {
  const others = useEditingPresence(kind, id);
  const zone = useTimeZone();
  const first = others[0];
  if (!first) return null;
  return (
    <p
      role="status"
      className="mb-6 flex items-center gap-2 rounded-lg border border-amber-700 bg-amber-50 p-4 text-sm font-semibold text-amber-950"
    >
      <UserPen aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {namesOf(others)} {others.length === 1 ? 'is' : 'are'} editing this, since{' '}
        {formatDateTime(first.since, zone)}
      </span>
    </p>
  );
}

/** A list row's mark while someone has the item open: the icon and the names, read as "Being edited by …". */
export function PresenceMark({ editors }: { editors: readonly EditorPresent[] | undefined }) {
  if (!editors?.length) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">
      <UserPen aria-hidden="true" className="size-3" />
      <span className="sr-only">Being edited by </span>
      {namesOf(editors)}
    </span>
  );
}
