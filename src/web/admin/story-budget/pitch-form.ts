import { toDayInput } from '../../../contracts/chapter-clock.ts';
import type { PublishedKind } from '../../../contracts/content-kinds.ts';
import type { Pitch } from '../../../contracts/story-budget.ts';

/**
 * What the pitch dialog edits. The wanted-by date is a bare day both ways: the server reads it as the
 * end of that day on the chapter's clock (`zone`), and the saved instant shows as that day there, as
 * the board's cards show it, whatever zone the editor's computer is in.
 */
export function pitchFormValuesOf(zone: string, pitch?: Pitch) {
  return {
    title: pitch?.title ?? '',
    summary: pitch?.summary ?? '',
    kind: (pitch?.kind ?? 'article') as PublishedKind,
    wantedBy: pitch ? toDayInput(pitch.wantedBy, zone) : '',
  };
}
