import {
  type AdminMemberOfTheMonth,
  memberOfTheMonthInputSchema,
} from '../../../contracts/member-of-the-month.ts';
import { TextAreaField, TextField } from '../components/form-fields.tsx';
import { EditorForm, saveTo } from '../components/kind-editor.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { listKinds } from '../lib/content-kinds.ts';

const { adminList, manageHref } = listKinds.member;

/** The form's fields, by the labels the conflict view names them with. */
const labels = {
  name: 'Name',
  major: 'Major',
  year: 'Year',
  month: 'Month',
  imageUrl: 'Image',
  bio: 'Bio',
  achievements: 'Achievements',
  quote: 'Quote',
};
const FIELDS = Object.keys(labels) as (keyof typeof labels)[];

function valuesOf(member?: AdminMemberOfTheMonth): Record<(typeof FIELDS)[number], string> {
  return Object.fromEntries(FIELDS.map((field) => [field, member?.[field] ?? ''])) as never;
}

/** The member of the month form: creates without `member`, replaces it with one (admin-area §5). */
export function MemberForm({ member }: { member?: AdminMemberOfTheMonth }) {
  const { field, controlled, submit, pending, editor } = useAdminForm({
    schema: memberOfTheMonthInputSchema,
    defaultValues: valuesOf(member),
    save: (body, base, init) => saveTo<AdminMemberOfTheMonth>(adminList, base, body, init),
    editor: { kind: 'member', record: member, valuesOf, labels },
    successMessage: member ? 'Member updated successfully' : 'Member created successfully',
    failureMessage: member ? 'Failed to update member' : 'Failed to create member',
    redirect: (saved) => `${manageHref}?saved=${saved.id}`,
  });

  return (
    <EditorForm
      editor={editor}
      onSubmit={submit}
      label={member ? 'Save Changes' : 'Create Member'}
      pendingLabel={member ? 'Saving...' : 'Creating...'}
      pending={pending}
      cancelHref={manageHref}
    >
      <TextField label="Name" autoComplete="off" required {...field('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Major" required {...field('major')} />
        <TextField label="Year" hint="For example Junior, or Class of 2027." required {...field('year')} />
      </div>
      <TextField
        label="Month"
        hint="As it should read on the site, for example November 2026."
        required
        {...field('month')}
      />
      <MediaUploadField label="Image" required {...controlled('imageUrl')} />
      <TextAreaField label="Bio" rows={5} required {...field('bio')} />
      <TextAreaField
        label="Achievements"
        rows={4}
        hint="One per line, or separated by commas."
        required
        {...field('achievements')}
      />
      <TextAreaField label="Quote" rows={3} required {...field('quote')} />
    </EditorForm>
  );
}
