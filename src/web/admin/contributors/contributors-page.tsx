import { ExternalLink, Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import {
  type AdminContributor,
  contributorInputSchema,
  schoolYears,
} from '../../../contracts/contributor.ts';
import { contributorPath } from '../../components/profile/profile-rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { AdminPage, EmptyState, LoadingState } from '../components/admin-page.tsx';
import { CardImage } from '../components/card-image.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { Badge, CardGrid, ContentCard } from '../components/content-card.tsx';
import { AdminDialog, FormDialogPanel } from '../components/form-dialog.tsx';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../components/form-fields.tsx';
import { saveTo } from '../components/kind-editor.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../components/pager.tsx';
import { ConflictDialog, RecoveryNotice } from '../editor/editor-notices.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { useDeleteMutation } from '../lib/admin-mutation.ts';
import { EditingNote, PresenceMark } from '../presence/presence-notes.tsx';
import { useListPresence } from '../presence/use-presence.ts';
import {
  CONTRIBUTORS_PATH,
  contributorFormValuesOf,
  contributorInputOf,
  createFailureText,
} from './contributor-form.ts';

const schoolYearOptions = [
  { value: '', label: 'Not set' },
  ...schoolYears.map((year) => ({ value: year, label: year })),
];

/** /admin/contributors: every contributor as a card, added and edited in a dialog (admin-area §2). */
export function ContributorsPage() {
  const paged = usePagedList<AdminContributor>(CONTRIBUTORS_PATH, { pageSize: MANAGE_PAGE_SIZE });
  const contributors = paged.query;
  const presence = useListPresence('contributor');
  // The contributor in the dialog: 'new' while adding one, undefined when it is closed.
  const [dialog, setDialog] = useState<AdminContributor | 'new'>();
  const close = () => setDialog(undefined);
  const remove = useDeleteMutation({
    path: CONTRIBUTORS_PATH,
    successMessage: 'Contributor deleted successfully',
    failureMessage: 'Failed to delete contributor',
  });

  async function confirmDelete(contributor: AdminContributor) {
    if (await confirmAction('Are you sure you want to delete this contributor?'))
      remove.mutate(contributor.id);
  }

  const addButton = (label: string, className?: string) => (
    <Button className={className} onClick={() => setDialog('new')}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <AdminPage
      title="Contributors"
      description="The writers, video makers and designers whose profiles appear on the site."
      actions={addButton('Add Contributor')}
    >
      {contributors.isPending ? (
        <LoadingState text="Loading contributors..." />
      ) : contributors.isError ? (
        <FormAlert message={serverMessage(contributors.error) ?? 'Failed to load contributors'} />
      ) : paged.items.length === 0 ? (
        <EmptyState text="No contributors yet.">{addButton('Add the first contributor', 'mt-4')}</EmptyState>
      ) : (
        <CardGrid>
          {paged.items.map((contributor) => (
            <ContentCard
              key={contributor.id}
              media={
                <CardImage
                  src={contributor.profileImageUrl ?? ''}
                  alt={`Portrait of ${contributor.name}`}
                  placeholder={
                    <UserRound aria-hidden="true" className="mx-auto block h-full w-12 text-muted" />
                  }
                />
              }
              badges={
                <>
                  <Badge className={contributor.isActive ? 'bg-green-800' : 'bg-neutral-600'}>
                    {contributor.isActive ? 'Active Member' : 'Alumni'}
                  </Badge>
                  {contributor.schoolYear && (
                    <Badge className="bg-paper-soft text-ink">{contributor.schoolYear}</Badge>
                  )}
                  <PresenceMark editors={presence[contributor.id]} />
                </>
              }
              title={contributor.name}
              text={contributor.bio ?? undefined}
              meta={
                <>
                  {(contributor.major || contributor.graduationYear) && (
                    <p>
                      {[
                        contributor.major,
                        contributor.graduationYear && `Class of ${contributor.graduationYear}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  )}
                  {contributor.email && <p className="break-all">{contributor.email}</p>}
                </>
              }
              onEdit={() => setDialog(contributor)}
              onDelete={() => void confirmDelete(contributor)}
              deleting={remove.isPending && remove.variables === contributor.id}
              extraActions={
                <Button variant="quiet" size="sm" asChild>
                  <a href={contributorPath(contributor.name)} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden="true" />
                    Profile
                    <span className="sr-only"> of {contributor.name} (opens in a new tab)</span>
                  </a>
                </Button>
              }
            />
          ))}
        </CardGrid>
      )}
      <AdminDialog open={dialog !== undefined} onClose={close}>
        <ContributorForm contributor={dialog === 'new' ? undefined : dialog} onClose={close} />
      </AdminDialog>
      <Pager label="Contributor pages" page={paged.page} hasNext={paged.hasNext} onPage={paged.setPage} />
    </AdminPage>
  );
}

/** The dialog's fields as the conflict view names them. */
const labels = {
  name: 'Name',
  email: 'Email',
  major: 'Major',
  graduationYear: 'Graduation year',
  schoolYear: 'School year',
  bio: 'Bio',
  profileImageUrl: 'Profile image',
  linkedIn: 'LinkedIn',
  twitter: 'Twitter',
  instagram: 'Instagram',
  isActive: 'Active Member',
};

/** The add/edit dialog's form (admin-area §2). `contributor` undefined adds one. */
function ContributorForm({ contributor, onClose }: { contributor?: AdminContributor; onClose: () => void }) {
  const editing = contributor !== undefined;
  const failureText = (error: unknown) =>
    editing ? (serverMessage(error) ?? 'Failed to update contributor') : createFailureText(error);
  const { form, field, controlled, submit, pending, dirty, editor } = useAdminForm({
    schema: contributorInputSchema,
    defaultValues: contributorFormValuesOf(contributor),
    bodyOf: contributorInputOf,
    save: (body, base, init) => saveTo<AdminContributor>(CONTRIBUTORS_PATH, base, body, init),
    editor: { kind: 'contributor', record: contributor, valuesOf: contributorFormValuesOf, labels },
    successMessage: editing ? 'Contributor updated successfully' : 'Contributor created successfully',
    failureMessage: editing ? 'Failed to update contributor' : 'Failed to create contributor',
    describeFailure: failureText,
    onSaved: onClose,
    // The toast goes away; the dialog keeps saying what was refused beside the typed values, until
    // the next submit clears it (react-hook-form drops root errors then).
    onError: (error, form) => form.setError('root.server', { message: failureText(error) }),
  });

  return (
    <FormDialogPanel
      title={editing ? 'Edit Contributor' : 'Add Contributor'}
      description="The profile shown on the contributor's public page. Only the name is required."
      dirty={dirty}
      discardQuestion="Discard your changes to this contributor?"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={editing ? 'Save Changes' : 'Add Contributor'}
      pendingLabel={editing ? 'Saving...' : 'Adding...'}
      pending={pending}
      wide
    >
      {contributor && <EditingNote kind="contributor" id={contributor.id} />}
      {editor && <RecoveryNotice view={editor} />}
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
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {editor && <ConflictDialog view={editor} />}
    </FormDialogPanel>
  );
}
