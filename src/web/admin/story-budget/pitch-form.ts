import type { ContentKind } from '../../../contracts/content-kinds.ts';
import type { Pitch } from '../../../contracts/story-budget.ts';
import { chapterDay } from '../../lib/format.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * What the pitch dialog edits. The wanted-by date is a bare day both ways: the server reads it as the
 * end of that day in Columbia, and the saved instant shows as that day on the chapter's clock, as the
 * board's cards show it, whatever zone the editor's computer is in.
 */
export function pitchFormValuesOf(pitch?: Pitch) {
  const due = pitch && chapterDay(new Date(pitch.wantedBy));
  return {
    title: pitch?.title ?? '',
    summary: pitch?.summary ?? '',
    kind: (pitch?.kind ?? 'article') as ContentKind,
    wantedBy: due ? `${due.year}-${twoDigits(due.month)}-${twoDigits(due.day)}` : '',
  };
}
