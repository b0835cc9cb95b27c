import type { ComponentProps } from 'react';
import { TextField } from '../components/form-fields.tsx';

type FieldOf = Omit<ComponentProps<typeof TextField>, 'label'>;

/** A new password typed twice, so a slip of the finger does not lock its owner out. */
export function NewPasswordFields({
  label = 'New password',
  password,
  confirmation,
}: {
  label?: string;
  password: FieldOf;
  confirmation: FieldOf;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        required
        autoComplete="new-password"
        hint="At least 10 characters."
        {...password}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        required
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
