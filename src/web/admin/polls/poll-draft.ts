import { POLL_MIN_OPTIONS, type PollOption } from '../../../contracts/poll.ts';

/** An option as the dialog edits it: `key` for React, `id` while it is one of the saved options. */
export interface OptionDraft {
  key: string;
  id?: number;
  text: string;
}

let nextKey = 0;

export function newOptionDraft(text = ''): OptionDraft {
  nextKey += 1;
  return { key: `new-${nextKey}`, text };
}

export function optionDrafts(options: readonly PollOption[]): OptionDraft[] {
  return options.map((option) => ({ key: `saved-${option.id}`, id: option.id, text: option.text }));
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

/** Whether the dialog holds anything the editor would lose by closing it. */
export function isPollDraftDirty(
  saved: { question: string; options: readonly { id?: number; text: string }[] },
  draft: { question: string; options: readonly OptionDraft[] },
): boolean {
  if (draft.question !== saved.question || draft.options.length !== saved.options.length) return true;
  return draft.options.some(
    (option, i) => option.id !== saved.options[i]?.id || option.text !== saved.options[i]?.text,
  );
}
