import { timeZoneName } from '../../../contracts/chapter-clock.ts';
import {
  type AdminEvent,
  EVENT_TIME_ZONE,
  eventInputSchema,
  eventTypeLabel,
  eventTypes,
} from '../../../contracts/event.ts';
import { SelectField, TextField, UrlField } from '../components/form-fields.tsx';
import { EditorForm, formActionsOf, saveTo, TitleAndDescription } from '../components/kind-editor.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { createEventBody, eventValuesOf } from './event-form-values.ts';

// All five on edit too (admin-area §3 lists four there): an "other" event must keep its type.
const typeOptions = eventTypes.map((type) => ({ value: type, label: eventTypeLabel(type) }));

/** The form's fields as the conflict view names them. */
const labels = {
  title: 'Title',
  description: 'Description',
  date: 'Date',
  time: 'Time',
  location: 'Location',
  type: 'Type',
  registrationUrl: 'Registration link',
};

/** The create (no `event`) and edit event form (admin-area §5): create sends day and time as one. */
export function EventForm({ event }: { event?: AdminEvent }) {
  const { field, submit, pending, editor } = useAdminForm({
    schema: eventInputSchema,
    defaultValues: eventValuesOf(event),
    save: (body, base, init) =>
      saveTo<AdminEvent>('/api/admin/events', base, base ? body : createEventBody(body), init),
    editor: { kind: 'event', record: event, valuesOf: eventValuesOf, labels },
    successMessage: event ? 'Event updated successfully' : 'Event created successfully',
    failureMessage: event ? 'Failed to update event' : 'Failed to create event',
    redirect: (saved) => (event ? `/admin/manage-events?saved=${saved.id}` : '/admin'),
  });

  const label = event ? 'Save Changes' : 'Create Event';
  return (
    <EditorForm
      editor={editor}
      boxed
      onSubmit={submit}
      pending={pending}
      {...formActionsOf('event', event, label)}
    >
      <TitleAndDescription field={field} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" type="date" required {...field('date')} />
        <TextField
          label="Time"
          type="time"
          required
          hint={`${timeZoneName(EVENT_TIME_ZONE)}, where the chapter meets.`}
          {...field('time')}
        />
      </div>
      <TextField label="Location" required maxLength={500} {...field('location')} />
      <SelectField label="Type" options={typeOptions} {...field('type')} />
      <UrlField
        label="Registration link"
        hint="Optional. Shown as a Register button on the public event card."
        {...field('registrationUrl')}
      />
    </EditorForm>
  );
}
