import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { eventInputSchema, eventTypes } from '../../../contracts/event.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { useFieldErrors } from '../lib/form-errors.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import { createEventBody, type EventFormValues } from './event-form-values.ts';

export const eventTypeLabels: Record<EventFormValues['type'], string> = {
  meeting: 'Meeting',
  workshop: 'Workshop',
  networking: 'Networking',
  social: 'Social',
  other: 'Other',
};

// All five on edit too (admin-area §3 lists four there): an "other" event must keep its type.
const typeOptions = eventTypes.map((type) => ({ value: type, label: eventTypeLabels[type] }));

/**
 * The create-event and edit-event form (admin-area §5). Both check the contract's rules, with the
 * time required; create sends the day and time as one date-time, edit sends them apart.
 */
export function EventForm({
  mode,
  initial,
  pending,
  onSubmit,
  cancelHref,
}: {
  mode: 'create' | 'edit';
  initial: EventFormValues;
  pending: boolean;
  onSubmit: (body: object) => Promise<unknown>;
  cancelHref: string;
}) {
  const [values, setValues] = useState(initial);
  const { errors, validate, showServerErrors, clearError } = useFieldErrors(eventInputSchema);
  useUnsavedChangesPrompt(!pending && JSON.stringify(values) !== JSON.stringify(initial));

  function set<Key extends keyof EventFormValues>(key: Key, value: EventFormValues[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = validate(values);
    if (!parsed) return;
    try {
      await onSubmit(mode === 'create' ? createEventBody(parsed) : parsed);
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 rounded-lg border border-rule bg-paper p-4 sm:p-6"
    >
      <TextField
        label="Title"
        required
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={errors.title}
        maxLength={300}
      />
      <TextAreaField
        label="Description"
        required
        rows={4}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Date"
          type="date"
          required
          value={values.date}
          onChange={(event) => set('date', event.target.value)}
          error={errors.date}
        />
        <TextField
          label="Time"
          type="time"
          required
          value={values.time}
          onChange={(event) => set('time', event.target.value)}
          error={errors.time}
          hint="Eastern Time, the chapter’s clock."
        />
      </div>
      <TextField
        label="Location"
        required
        value={values.location}
        onChange={(event) => set('location', event.target.value)}
        error={errors.location}
        maxLength={500}
      />
      <SelectField
        label="Type"
        value={values.type}
        onChange={(event) => set('type', event.target.value as EventFormValues['type'])}
        options={typeOptions}
        error={errors.type}
      />
      <TextField
        label="Registration link"
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={values.registrationUrl}
        onChange={(event) => set('registrationUrl', event.target.value)}
        error={errors.registrationUrl}
        hint="Optional. Shown as a Register button on the public event card."
      />
      <div className="flex flex-wrap gap-2 border-t border-rule pt-4">
        <Button type="submit" disabled={pending}>
          {mode === 'create'
            ? pending
              ? 'Creating...'
              : 'Create Event'
            : pending
              ? 'Saving...'
              : 'Save Changes'}
        </Button>
        <Button variant="secondary" asChild>
          <Link href={cancelHref}>Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
