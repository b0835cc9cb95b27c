import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import {
  type AdminContributor,
  type ContributorBody,
  contributorInputSchema,
  schoolYears,
} from '../../../contracts/contributor.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, serverMessage } from '../../lib/api.ts';
import { confirmAction } from '../components/confirm-dialog.tsx';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { useFieldErrors } from '../lib/form-errors.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import {
  CONTRIBUTORS_PATH,
  type ContributorFormValues,
  contributorFormValuesOf,
  contributorInputOf,
  createFailureText,
  emptyContributor,
  isContributorChanged,
} from './contributor-form.ts';

const schoolYearOptions = [
  { value: '', label: 'Not set' },
  ...schoolYears.map((year) => ({ value: year, label: year })),
];

/** The add/edit dialog of /admin/contributors (admin-area §2). `contributor` undefined adds one. */
export function ContributorDialog({
  open,
  contributor,
  onClose,
}: {
  open: boolean;
  contributor?: AdminContributor;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        {/* Mounted only while open and keyed by record, so each opening starts from what is stored. */}
        {open && (
          <ContributorDialogContent
            key={contributor?.id ?? 'new'}
            contributor={contributor}
            onClose={onClose}
          />
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ContributorDialogContent({
  contributor,
  onClose,
}: {
  contributor?: AdminContributor;
  onClose: () => void;
}) {
  const editing = contributor !== undefined;
  const [initial] = useState(() => (contributor ? contributorFormValuesOf(contributor) : emptyContributor));
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const { errors, validate, showServerErrors, clearError } = useFieldErrors(contributorInputSchema);
  const save = useAdminMutation({
    mutationFn: (body: ContributorBody) =>
      editing
        ? apiJson<AdminContributor>('PUT', `${CONTRIBUTORS_PATH}/${contributor.id}`, body)
        : apiJson<AdminContributor>('POST', CONTRIBUTORS_PATH, body),
    successMessage: editing ? 'Contributor updated successfully' : 'Contributor created successfully',
    failureMessage: editing ? 'Failed to update contributor' : 'Failed to create contributor',
    describeFailure: editing ? undefined : createFailureText,
    onSuccess: onClose,
    onError: (error) => {
      showServerErrors(error);
      // The toast goes away; the dialog keeps saying what was refused beside the typed values.
      setProblem(
        editing ? (serverMessage(error) ?? 'Failed to update contributor') : createFailureText(error),
      );
    },
  });
  const dirty = isContributorChanged(values, initial) && !save.isSuccess;
  useUnsavedChangesPrompt(dirty);

  async function close() {
    if (!dirty || (await confirmAction('Discard your changes to this contributor?', 'Discard'))) onClose();
  }

  function set<K extends keyof ContributorFormValues>(field: K, value: ContributorFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    const body = validate(contributorInputOf(values));
    if (body) save.mutate(body);
  }

  const text = (field: Exclude<keyof ContributorFormValues, 'isActive'>) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  // The overlay lives here rather than beside this component in the portal: Radix gives each portal
  // child its own layer, and the one mounted later would cover the form.
  return (
    <>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=open]:animate-fade-in" />
      <Dialog.Content
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          void close();
        }}
        onInteractOutside={(event) => {
          event.preventDefault();
          void close();
        }}
        className="fixed inset-x-0 bottom-0 z-40 flex max-h-[92dvh] flex-col rounded-t-lg bg-paper shadow-raised data-[state=open]:animate-fade-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg"
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-rule px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-ink">
                {editing ? 'Edit Contributor' : 'Add Contributor'}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                The profile shown on the contributor's public page. Only the name is required.
              </Dialog.Description>
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
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Name" required autoComplete="off" {...text('name')} />
              <TextField
                label="Email"
                type="email"
                autoComplete="off"
                hint="Never shown on the site."
                {...text('email')}
              />
              <TextField label="Major" {...text('major')} />
              <TextField
                label="Graduation year"
                type="number"
                inputMode="numeric"
                min={1950}
                max={2100}
                {...text('graduationYear')}
              />
              <SelectField label="School year" options={schoolYearOptions} {...text('schoolYear')} />
            </div>
            <TextAreaField label="Bio" rows={4} {...text('bio')} />
            <MediaUploadField
              label="Profile image"
              value={values.profileImageUrl}
              onChange={(url) => set('profileImageUrl', url)}
              error={errors.profileImageUrl}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField label="LinkedIn" placeholder="Profile address" {...text('linkedIn')} />
              <TextField label="Twitter" placeholder="@handle" {...text('twitter')} />
              <TextField label="Instagram" placeholder="@handle" {...text('instagram')} />
            </div>
            <CheckboxField
              label="Active Member"
              hint="Off shows the contributor as an alumnus."
              checked={values.isActive}
              onChange={(event) => set('isActive', event.target.checked)}
            />
            <FormAlert message={problem} />
          </div>

          <div className="flex flex-wrap justify-end gap-2 border-t border-rule px-5 py-4">
            <Button variant="secondary" onClick={() => void close()}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending
                ? editing
                  ? 'Saving...'
                  : 'Adding...'
                : editing
                  ? 'Save Changes'
                  : 'Add Contributor'}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </>
  );
}
