import { useQuery } from '@tanstack/react-query';
import { timeZoneName } from '../../../contracts/chapter-clock.ts';
import { assignSchema, type Pitch, pitchInputSchema } from '../../../contracts/story-budget.ts';
import { apiJson, serverMessage } from '../../lib/api.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { FormDialogPanel } from '../components/form-dialog.tsx';
import { FormAlert, SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { assigneesQuery, BUDGET_PATH } from './budget-queries.ts';
import { kindOptions } from './budget-words.ts';
import { pitchFormValuesOf } from './pitch-form.ts';

interface DialogProps {
  onClose: () => void;
  /** The pitch as saved, so the page can show where its card went. */
  onSaved: (pitch: Pitch) => void;
}

/** "Pitch a story", or the change of one (`pitch` given): the contract's messages beside the fields. */
export function PitchDialog({ pitch, onClose, onSaved }: DialogProps & { pitch?: Pitch }) {
  const editing = pitch !== undefined;
  const failure = editing ? 'The pitch could not be saved' : 'The story could not be pitched';
  const zone = useTimeZone();
  const { form, field, submit, pending, dirty } = useAdminForm({
    schema: pitchInputSchema,
    defaultValues: pitchFormValuesOf(zone, pitch),
    save: (body) =>
      editing
        ? apiJson<Pitch>('PATCH', `${BUDGET_PATH}/${pitch.id}`, body, { version: pitch.version })
        : apiJson<Pitch>('POST', BUDGET_PATH, body),
    successMessage: editing ? 'Pitch saved' : 'Story pitched',
    failureMessage: failure,
    onSaved,
    // The toast goes away; the dialog keeps saying what was refused beside the typed values, until
    // the next submit clears it (react-hook-form drops root errors then).
    onError: (error, form) => form.setError('root.server', { message: serverMessage(error) ?? failure }),
  });
  return (
    <FormDialogPanel
      title={editing ? 'Edit pitch' : 'Pitch a story'}
      description="What the story is, what kind, and when it is wanted. An editor assigns it."
      dirty={dirty}
      discardQuestion="Discard this pitch?"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={editing ? 'Save pitch' : 'Pitch story'}
      pendingLabel="Saving..."
      pending={pending}
    >
      <TextField label="Title" required autoComplete="off" {...field('title')} />
      <TextAreaField label="Summary" rows={3} hint="Why it matters, whom to talk to." {...field('summary')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The draft stays in the kind it was made in (PATCH answers 409 to another). */}
        <SelectField
          label="Kind"
          options={pitch?.item ? kindOptions.filter((option) => option.value === pitch.kind) : kindOptions}
          hint={pitch?.item ? 'Fixed: the draft exists.' : undefined}
          {...field('kind')}
        />
        <TextField
          label="Wanted by"
          type="date"
          required
          hint={`By the end of that day, ${timeZoneName(zone)}.`}
          {...field('wantedBy')}
        />
      </div>
      <FormAlert message={form.formState.errors.root?.server?.message} />
    </FormDialogPanel>
  );
}

/** "Assign…": the first assignment makes the draft; a later one hands the same draft over. */
export function AssignDialog({ pitch, onClose, onSaved }: DialogProps & { pitch: Pitch }) {
  const assignees = useQuery(assigneesQuery);
  const { field, submit, pending, dirty } = useAdminForm({
    schema: assignSchema,
    defaultValues: { assigneeId: pitch.assigneeId === null ? '' : String(pitch.assigneeId) },
    save: (body) =>
      apiJson<Pitch>('POST', `${BUDGET_PATH}/${pitch.id}/assign`, body, { version: pitch.version }),
    successMessage: (saved) => `“${saved.title}” is assigned to ${saved.assignee}`,
    failureMessage: 'The pitch could not be assigned',
    askBeforeLeaving: false,
    onSaved,
  });
  return (
    <FormDialogPanel
      title={pitch.assigneeId === null ? 'Assign pitch' : 'Reassign pitch'}
      description={
        pitch.item
          ? `The draft of “${pitch.title}” goes to the account you choose, as it is.`
          : `Assigning creates the draft of “${pitch.title}” for the account you choose.`
      }
      dirty={dirty}
      discardQuestion="Close without assigning?"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={pitch.assigneeId === null ? 'Assign' : 'Reassign'}
      pendingLabel="Assigning..."
      pending={pending}
    >
      <QueryState query={assignees} loading="Loading accounts..." failed="The accounts could not be loaded.">
        {(accounts) => (
          <SelectField
            label="Assign to"
            required
            options={[
              { value: '', label: 'Choose an account' },
              ...accounts.map((account) => ({
                value: String(account.id),
                label: `${account.username} (${account.role})`,
              })),
            ]}
            {...field('assigneeId')}
          />
        )}
      </QueryState>
    </FormDialogPanel>
  );
}
