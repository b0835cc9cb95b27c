import { useState } from 'react';
import {
  type AdminContributor,
  contributorInputSchema,
  schoolYears,
} from '../../../contracts/contributor.ts';
import { apiJson, serverMessage } from '../../lib/api.ts';
import { AdminDialog, FormDialogPanel } from '../components/form-dialog.tsx';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import {
  CONTRIBUTORS_PATH,
  contributorFormValuesOf,
  contributorInputOf,
  createFailureText,
  emptyContributor,
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
    <AdminDialog open={open} onClose={onClose}>
      <ContributorForm key={contributor?.id ?? 'new'} contributor={contributor} onClose={onClose} />
    </AdminDialog>
  );
}

function ContributorForm({ contributor, onClose }: { contributor?: AdminContributor; onClose: () => void }) {
  const editing = contributor !== undefined;
  const [problem, setProblem] = useState<string>();
  const { field, controlled, submit, pending, dirty } = useAdminForm({
    schema: contributorInputSchema,
    defaultValues: contributor ? contributorFormValuesOf(contributor) : emptyContributor,
    bodyOf: contributorInputOf,
    save: (body) =>
      editing
        ? apiJson<AdminContributor>('PUT', `${CONTRIBUTORS_PATH}/${contributor.id}`, body)
        : apiJson<AdminContributor>('POST', CONTRIBUTORS_PATH, body),
    successMessage: editing ? 'Contributor updated successfully' : 'Contributor created successfully',
    failureMessage: editing ? 'Failed to update contributor' : 'Failed to create contributor',
    describeFailure: editing ? undefined : createFailureText,
    onSaved: onClose,
    // The toast goes away; the dialog keeps saying what was refused beside the typed values.
    onError: (error) =>
      setProblem(
        editing ? (serverMessage(error) ?? 'Failed to update contributor') : createFailureText(error),
      ),
  });

  return (
    <FormDialogPanel
      title={editing ? 'Edit Contributor' : 'Add Contributor'}
      description="The profile shown on the contributor's public page. Only the name is required."
      dirty={dirty}
      discardQuestion="Discard your changes to this contributor?"
      onClose={onClose}
      onSubmit={(event) => {
        setProblem(undefined);
        void submit(event);
      }}
      submitLabel={editing ? 'Save Changes' : 'Add Contributor'}
      pendingLabel={editing ? 'Saving...' : 'Adding...'}
      pending={pending}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="off" {...field('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          hint="Never shown on the site."
          {...field('email')}
        />
        <TextField label="Major" {...field('major')} />
        <TextField
          label="Graduation year"
          type="number"
          inputMode="numeric"
          min={1950}
          max={2100}
          {...field('graduationYear')}
        />
        <SelectField label="School year" options={schoolYearOptions} {...field('schoolYear')} />
      </div>
      <TextAreaField label="Bio" rows={4} {...field('bio')} />
      <MediaUploadField label="Profile image" {...controlled('profileImageUrl')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="LinkedIn" placeholder="Profile address" {...field('linkedIn')} />
        <TextField label="Twitter" placeholder="@handle" {...field('twitter')} />
        <TextField label="Instagram" placeholder="@handle" {...field('instagram')} />
      </div>
      <CheckboxField
        label="Active Member"
        hint="Off shows the contributor as an alumnus."
        {...field('isActive')}
      />
      <FormAlert message={problem} />
    </FormDialogPanel>
  );
}
