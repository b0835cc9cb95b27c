import type { ContentKind } from '../../../contracts/content-kinds.ts';
import type { Pitch, PitchInput } from '../../../contracts/story-budget.ts';
import { toDayInput } from '../lib/datetime.ts';

/** What the pitch dialog edits: the wanted-by date as the day a date input speaks. */
export function pitchFormValuesOf(pitch?: Pitch) {
  return {
    title: pitch?.title ?? '',
    summary: pitch?.summary ?? '',
    kind: (pitch?.kind ?? 'article') as ContentKind,
    wantedBy: toDayInput(pitch?.wantedBy),
  };
}
export type PitchFormValues = ReturnType<typeof pitchFormValuesOf>;

/**
 * The request: a story wanted by a day is due until that day ends on the editor's clock, so it is
 * not overdue during the day itself. An empty day stays empty for the contract's message.
 */
export function pitchInputOf(values: PitchFormValues): PitchInput {
  const day = values.wantedBy;
  const endOfDay = day ? new Date(`${day}T23:59:59.999`) : undefined;
  const wantedBy = endOfDay && !Number.isNaN(endOfDay.getTime()) ? endOfDay.toISOString() : day;
  return { ...values, wantedBy };
}
