import type { PublishedKind } from '../../../contracts/content-kinds.ts';
import type { Pitch } from '../../../contracts/story-budget.ts';
import { chapterDayIso } from '../../lib/format.ts';

/**
 * What the pitch dialog edits. The wanted-by date is a bare day both ways: the server reads it as the
 * end of that day in Columbia, and the saved instant shows as that day on the chapter's clock, as the
 * board's cards show it, whatever zone the editor's computer is in.
 */
export function pitchFormValuesOf(pitch?: Pitch) {
  return {
    title: pitch?.title ?? '',
    summary: pitch?.summary ?? '',
    kind: (pitch?.kind ?? 'article') as PublishedKind,
    wantedBy: pitch ? chapterDayIso(pitch.wantedBy) : '',
  };
}
