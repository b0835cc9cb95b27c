import { POLL_MIN_OPTIONS, type PollOption } from '../../../contracts/poll.ts';

/** An option as the dialog edits it: `id` while it is one of the saved options. */
type OptionDraft = { id?: number; text: string };

/** The dialog's starting values: the stored poll, or a new one with two empty options. */
export function pollDraftOf(saved?: { question: string; options: readonly PollOption[] }) {
  const options: OptionDraft[] = saved?.options.map(({ id, text }) => ({ id, text })) ?? [
    { text: '' },
    { text: '' },
  ];
  return { question: saved?.question ?? '', options };
}

/** admin-area §5: Remove is offered only while more than 2 options exist. */
export function canRemoveOption(count: number): boolean {
  return count > POLL_MIN_OPTIONS;
}

/**
 * The saved options that would lose their votes on save: removed, blanked, or given other text (the
 * server keeps the votes of an option only when its text stays exactly the same).
 */
export function optionsLosingVotes(saved: readonly PollOption[], drafts: readonly OptionDraft[]): string[] {
  const kept = new Map(drafts.filter((d) => d.id !== undefined).map((d) => [d.id, d.text.trim()]));
  return saved.filter((option) => option.votes > 0 && kept.get(option.id) !== option.text).map((o) => o.text);
}
