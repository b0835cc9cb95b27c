import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  type AdminMemberOfTheMonth,
  type MemberOfTheMonthBody,
  memberOfTheMonthInputSchema,
} from '../../../contracts/member-of-the-month.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { TextAreaField, TextField } from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { useFieldErrors } from '../lib/form-errors.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import { MEMBERS_PATH } from './member-queries.ts';

export const MANAGE_MEMBERS = '/admin/manage-members';

const FIELDS = ['name', 'major', 'year', 'month', 'imageUrl', 'bio', 'achievements', 'quote'] as const;
type MemberField = (typeof FIELDS)[number];
export type MemberFormValues = Record<MemberField, string>;

export const emptyMember: MemberFormValues = {
  name: '',
  major: '',
  year: '',
  month: '',
  imageUrl: '',
  bio: '',
  achievements: '',
  quote: '',
};

export function memberFormValuesOf(member: AdminMemberOfTheMonth): MemberFormValues {
  return Object.fromEntries(FIELDS.map((field) => [field, member[field]])) as MemberFormValues;
}

/**
 * The member of the month form, the same for create and edit (admin-area §5: every field required).
 * Without `id` it creates; with it, it replaces that record.
 */
export function MemberForm({ id, initial: given }: { id?: number; initial: MemberFormValues }) {
  const [, navigate] = useLocation();
  // What "unchanged" means stays what the form opened with, even if the record is read again.
  const [initial] = useState(given);
  const [values, setValues] = useState(initial);
  const { errors, validate, showServerErrors, clearError } = useFieldErrors(memberOfTheMonthInputSchema);
  const editing = id !== undefined;
  const save = useAdminMutation({
    mutationFn: (body: MemberOfTheMonthBody) =>
      editing
        ? apiJson<AdminMemberOfTheMonth>('PUT', `${MEMBERS_PATH}/${id}`, body)
        : apiJson<AdminMemberOfTheMonth>('POST', MEMBERS_PATH, body),
    successMessage: editing ? 'Member updated successfully' : 'Member created successfully',
    failureMessage: editing ? 'Failed to update member' : 'Failed to create member',
    onSuccess: () => navigate(MANAGE_MEMBERS),
    onError: showServerErrors,
  });
  useUnsavedChangesPrompt(FIELDS.some((field) => values[field] !== initial[field]) && !save.isSuccess);

  function set(field: MemberField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = validate(values);
    if (body) save.mutate(body);
  }

  const text = (field: MemberField) => ({
    required: true,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <TextField label="Name" autoComplete="off" {...text('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Major" {...text('major')} />
        <TextField label="Year" hint="For example Junior, or Class of 2027." {...text('year')} />
      </div>
      <TextField
        label="Month"
        hint="As it should read on the site, for example November 2026."
        {...text('month')}
      />
      <MediaUploadField
        label="Image"
        required
        value={values.imageUrl}
        onChange={(url) => set('imageUrl', url)}
        error={errors.imageUrl}
      />
      <TextAreaField label="Bio" rows={5} {...text('bio')} />
      <TextAreaField
        label="Achievements"
        rows={4}
        hint="One per line, or separated by commas."
        {...text('achievements')}
      />
      <TextAreaField label="Quote" rows={3} {...text('quote')} />
      <div className="flex flex-wrap gap-2 border-t border-rule pt-5">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? editing
              ? 'Saving...'
              : 'Creating...'
            : editing
              ? 'Save Changes'
              : 'Create Member'}
        </Button>
        <Button variant="secondary" asChild>
          <Link href={MANAGE_MEMBERS}>Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
