import { Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  type AdminPoll,
  POLL_MAX_OPTIONS,
  type Poll,
  pollCreateSchema,
  pollOptionsUpdateSchema,
} from '../../../contracts/poll.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { FormDialogPanel } from '../components/form-dialog.tsx';
import { CheckboxField, FormAlert, inputClass, TextField } from '../components/form-fields.tsx';
import { errorAt, useAdminForm } from '../lib/admin-form.ts';
import { canRemoveOption, optionsLosingVotes, pollDraftOf } from './poll-draft.ts';

/**
 * The poll editor, inside an AdminDialog: the Edit dialog of the active poll (`poll` given) or a new
 * poll. A refusal leaves everything as typed; a save closes it.
 */
export function PollForm({
  poll,
  startActive,
  onClose,
}: {
  poll?: Poll;
  /** Whether "Make it the active poll" starts ticked (a new poll only). */
  startActive: boolean;
  onClose: () => void;
}) {
  const id = useId();
  // A new poll goes live at once only when nothing else is live; otherwise the editor chooses.
  const [makeActive, setMakeActive] = useState(startActive);
  const { form, submit, pending, dirty } = useAdminForm({
    schema: poll ? pollOptionsUpdateSchema : pollCreateSchema,
    defaultValues: pollDraftOf(poll),
    bodyOf: ({ question, options }) =>
      poll
        ? { question, options: options.map(({ id, text }) => ({ id, text })) }
        : { question, options: options.map((o) => o.text), isActive: makeActive },
    save: (body) =>
      apiJson<AdminPoll>(
        poll ? 'PUT' : 'POST',
        poll ? `/api/polls/${poll.id}/options` : '/api/admin/polls',
        body,
      ),
    successMessage: poll ? 'Poll updated' : 'Poll created',
    failureMessage: poll ? 'Failed to update poll.' : 'Failed to create poll.',
    onSaved: onClose,
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const losing = poll ? optionsLosingVotes(poll.options, form.watch('options')) : [];
  // The first message of a refusal: the spec's 'Invalid input: …' or a length limit.
  const { errors } = form.formState;
  const problem = errorAt(errors, 'question') ?? errorAt(errors, 'options');

  function removeOption(index: number) {
    options.remove(index);
    // The box now in its place (or the last one) takes the focus, so it is not lost with the button.
    requestAnimationFrame(() => form.setFocus(`options.${Math.min(index, options.fields.length - 2)}.text`));
  }

  return (
    <FormDialogPanel
      title={poll ? 'Edit Poll' : 'New Poll'}
      description={
        poll
          ? 'Changes show on the Extra! Extra! page as soon as you save.'
          : 'A question and at least 2 options. Every option starts at 0 votes.'
      }
      dirty={dirty}
      discardQuestion="Discard your changes to this poll?"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={poll ? 'Save Changes' : 'Create Poll'}
      pendingLabel={poll ? 'Saving...' : 'Creating...'}
      pending={pending}
    >
      <TextField
        label="Question"
        required
        maxLength={500}
        {...form.register('question')}
        aria-invalid={errorAt(errors, 'question') ? true : undefined}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">Options</legend>
        <p id={`${id}-options-hint`} className="text-xs text-muted">
          At least 2. Empty options are left out when you save.
        </p>
        <ol className="space-y-2">
          {options.fields.map((option, index) => (
            <li key={option.id} className="flex items-center gap-2">
              <span aria-hidden="true" className="w-5 shrink-0 text-right text-sm text-muted">
                {index + 1}.
              </span>
              <input
                aria-label={`Option ${index + 1}`}
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

      {poll ? (
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
      ) : (
        <CheckboxField
          label="Make it the active poll"
          hint="It replaces the poll on the Extra! Extra! page at once."
          checked={makeActive}
          onChange={(event) => setMakeActive(event.target.checked)}
        />
      )}
      <FormAlert message={problem} />
    </FormDialogPanel>
  );
}
