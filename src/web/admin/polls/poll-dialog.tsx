import { Plus, Trash2, TriangleAlert, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { POLL_MAX_OPTIONS, type PollOption } from '../../../contracts/poll.ts';
import { Button } from '../../components/ui/button.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { FormAlert, inputClass, TextField } from '../components/form-fields.tsx';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import {
  canRemoveOption,
  isPollDraftDirty,
  newOptionDraft,
  type OptionDraft,
  optionDrafts,
  optionsLosingVotes,
} from './poll-draft.ts';

export interface PollDraft {
  question: string;
  options: OptionDraft[];
}

/**
 * The poll editor in a dialog, for both the Edit dialog of the active poll and a new poll. `onSubmit`
 * returns a refusal to show (client-side check) or nothing; the caller closes the dialog on success,
 * and a server refusal leaves everything as typed.
 */
export function PollDialog({
  open,
  onOpenChange,
  title,
  description,
  saved,
  warnAboutVotes,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The poll as stored (edit), or undefined for a new poll. */
  saved?: { question: string; options: readonly PollOption[] };
  warnAboutVotes: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (draft: PollDraft) => string | undefined;
  /** Extra fields under the options (the new poll's "make it active" choice). */
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=open]:animate-fade-in" />
        <PollDialogContent
          title={title}
          description={description}
          saved={saved}
          warnAboutVotes={warnAboutVotes}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          pending={pending}
          onSubmit={onSubmit}
          onClose={() => onOpenChange(false)}
        >
          {children}
        </PollDialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// Mounted only while the dialog is open, so each opening starts from the stored poll.
function PollDialogContent({
  title,
  description,
  saved,
  warnAboutVotes,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onClose,
  children,
}: Omit<Parameters<typeof PollDialog>[0], 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const id = useId();
  const [question, setQuestion] = useState(saved?.question ?? '');
  const [options, setOptions] = useState<OptionDraft[]>(() =>
    saved ? optionDrafts(saved.options) : [newOptionDraft(), newOptionDraft()],
  );
  const [problem, setProblem] = useState<string>();
  const optionList = useRef<HTMLOListElement>(null);
  const dirty = isPollDraftDirty(saved ?? { question: '', options: [{ text: '' }, { text: '' }] }, {
    question,
    options,
  });
  useUnsavedChangesPrompt(dirty);
  const losing = saved ? optionsLosingVotes(saved.options, options) : [];

  async function close() {
    if (!dirty || (await confirmAction('Discard your changes to this poll?', 'Discard'))) onClose();
  }

  function setOption(key: string, text: string) {
    setOptions((current) => current.map((option) => (option.key === key ? { ...option, text } : option)));
  }

  function addOption() {
    setOptions((current) => [...current, newOptionDraft()]);
    // The new box takes the focus, so the keyboard can type straight on.
    requestAnimationFrame(() =>
      optionList.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(),
    );
  }

  function removeOption(index: number) {
    setOptions((current) => current.filter((_, i) => i !== index));
    requestAnimationFrame(() => {
      const inputs = optionList.current?.querySelectorAll<HTMLInputElement>('input');
      inputs?.[Math.min(index, inputs.length - 1)]?.focus();
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(onSubmit({ question, options }));
  }

  const questionBlank = problem !== undefined && question.trim() === '';
  return (
    <Dialog.Content
      onEscapeKeyDown={(event) => {
        event.preventDefault();
        void close();
      }}
      onInteractOutside={(event) => {
        event.preventDefault();
        void close();
      }}
      className="fixed inset-x-0 bottom-0 z-40 flex max-h-[92dvh] flex-col rounded-t-lg bg-paper shadow-raised data-[state=open]:animate-fade-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg"
    >
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-rule px-5 py-4">
          <div>
            <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
          </div>
          <button
            type="button"
            onClick={() => void close()}
            aria-label="Close"
            className="grid size-9 shrink-0 place-items-center rounded-md text-muted hover:bg-paper-soft hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>

        <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4">
          <TextField
            label="Question"
            required
            value={question}
            maxLength={500}
            onChange={(event) => setQuestion(event.target.value)}
            aria-invalid={questionBlank || undefined}
          />

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">Options</legend>
            <p id={`${id}-options-hint`} className="text-xs text-muted">
              At least 2. Empty options are left out when you save.
            </p>
            <ol ref={optionList} className="space-y-2">
              {options.map((option, index) => (
                <li key={option.key} className="flex items-center gap-2">
                  <label htmlFor={`${id}-${option.key}`} className="sr-only">
                    Option {index + 1}
                  </label>
                  <span aria-hidden="true" className="w-5 shrink-0 text-right text-sm text-muted">
                    {index + 1}.
                  </span>
                  <input
                    id={`${id}-${option.key}`}
                    value={option.text}
                    maxLength={200}
                    onChange={(event) => setOption(option.key, event.target.value)}
                    aria-describedby={`${id}-options-hint`}
                    className={inputClass}
                  />
                  {canRemoveOption(options.length) && (
                    <Button
                      variant="quiet"
                      size="sm"
                      onClick={() => removeOption(index)}
                      aria-label={`Remove option ${index + 1}`}
                      className="text-danger"
                    >
                      <Trash2 aria-hidden="true" />
                      <span className="hidden sm:inline">Remove</span>
                    </Button>
                  )}
                </li>
              ))}
            </ol>
            <Button
              variant="secondary"
              size="sm"
              onClick={addOption}
              disabled={options.length >= POLL_MAX_OPTIONS}
            >
              <Plus aria-hidden="true" />
              Add Option
            </Button>
          </fieldset>

          {warnAboutVotes && (
            <div className="flex gap-2 rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div>
                <p>Changing options resets the votes for those options.</p>
                {losing.length > 0 && (
                  <p className="mt-1 font-medium" aria-live="polite">
                    Saving now resets the votes of: {losing.join(', ')}
                  </p>
                )}
              </div>
            </div>
          )}

          {children}
          <FormAlert message={problem} />
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-rule px-5 py-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void close()}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog.Content>
  );
}
