import type { ComponentProps } from 'react';
import { TextField } from '../components/form-fields.tsx';

/** The authenticator app's code (or a recovery code): at sign-in, at setup, confirming the password. */
export function CodeField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label="Authentication code"
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={20}
      {...props}
    />
  );
}
