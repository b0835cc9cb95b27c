import type { ComponentProps } from 'react';
import { z } from 'zod';
import { TextField } from '../components/form-fields.tsx';

type FieldOf = Omit<ComponentProps<typeof TextField>, 'label'>;

/**
 * A contract's new password (`password` names it), plus its second box `confirmPassword`: the one
 * rule only the form can check.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  { password = 'password', message = 'The two passwords do not match' } = {},
) {
  return schema
    .extend({ confirmPassword: z.string() })
    .refine((values: Record<string, unknown>) => values[password] === values.confirmPassword, {
      message,
      path: ['confirmPassword'],
    });
}

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
