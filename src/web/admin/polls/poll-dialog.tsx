import { Plus, Trash2, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { POLL_MAX_OPTIONS, type PollOption } from '../../../contracts/poll.ts';
import { Button } from '../../components/ui/button.tsx';
import { AdminDialog, FormDialogPanel } from '../components/form-dialog.tsx';
import { FormAlert, inputClass, TextField } from '../components/form-fields.tsx';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import { canRemoveOption, optionsLosingVotes, type PollDraft, pollDraftOf } from './poll-draft.ts';

export type { PollDraft } from './poll-draft.ts';

type Props = {
  title: string;
  description: string;
  /** The poll as stored (edit), or undefined for a new poll. */
  saved?: { question: string; options: readonly PollOption[] };
  warnAboutVotes: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Checks and saves the draft; returns a refusal to show, or nothing. */
  onSubmit: (draft: PollDraft) => string | undefined;
  /** Extra fields under the options (the new poll's "make it active" choice). */
  children?: ReactNode;
};

/**
 * The poll editor in a dialog, for both the Edit dialog of the active poll and a new poll. The caller
 * closes the dialog on success; a refusal leaves everything as typed.
 */
export function PollDialog({
  open,
  onOpenChange,
  ...props
}: Props & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <AdminDialog open={open} onClose={() => onOpenChange(false)}>
      <PollForm {...props} onClose={() => onOpenChange(false)} />
    </AdminDialog>
  );
}

function PollForm({
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
}: Props & { onClose: () => void }) {
  const id = useId();
  const form = useForm<PollDraft>({ defaultValues: pollDraftOf(saved) });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const [problem, setProblem] = useState<string>();
  const optionList = useRef<HTMLOListElement>(null);
  const dirty = form.formState.isDirty;
  useUnsavedChangesPrompt(dirty);
  const draft = form.watch();
  const losing = saved ? optionsLosingVotes(saved.options, draft.options) : [];

  function removeOption(index: number) {
    options.remove(index);
    requestAnimationFrame(() => {
      const inputs = optionList.current?.querySelectorAll<HTMLInputElement>('input');
      inputs?.[Math.min(index, inputs.length - 1)]?.focus();
    });
  }

  const questionBlank = problem !== undefined && draft.question.trim() === '';
  return (
    <FormDialogPanel
      title={title}
      description={description}
      dirty={dirty}
      discardQuestion="Discard your changes to this poll?"
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => setProblem(onSubmit(values)))}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={pending}
    >
      <TextField
        label="Question"
        required
        maxLength={500}
        {...form.register('question')}
        aria-invalid={questionBlank || undefined}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">Options</legend>
        <p id={`${id}-options-hint`} className="text-xs text-muted">
          At least 2. Empty options are left out when you save.
        </p>
        <ol ref={optionList} className="space-y-2">
          {options.fields.map((option, index) => (
            <li key={option.id} className="flex items-center gap-2">
              <label htmlFor={`${id}-${option.id}`} className="sr-only">
                Option {index + 1}
              </label>
              <span aria-hidden="true" className="w-5 shrink-0 text-right text-sm text-muted">
                {index + 1}.
              </span>
              <input
                id={`${id}-${option.id}`}
                maxLength={200}
                {...form.register(`options.${index}.text`)}
                aria-describedby={`${id}-options-hint`}
                className={inputClass}
              />
              {canRemoveOption(options.fields.length) && (
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
        {/* The new box takes the focus, so the keyboard can type straight on. */}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => options.append({ text: '' })}
          disabled={options.fields.length >= POLL_MAX_OPTIONS}
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
    </FormDialogPanel>
  );
}
