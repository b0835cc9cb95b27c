import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type Reauthenticated,
  type Reauthentication,
  reauthenticationSchema,
  reauthenticationWithCodeSchema,
} from '../../../contracts/admin-auth.ts';
import { apiJson, serverMessage, statusOf } from '../../lib/api.ts';
import { AdminDialog, FormDialogPanel } from '../components/form-dialog.tsx';
import { FormAlert, TextField } from '../components/form-fields.tsx';
import { contractResolver, registerField, showServerErrors } from '../lib/admin-form.ts';
import { useAdminMe } from './admin-session.ts';
import { CodeField } from './code-field.tsx';
import { reauthentication } from './reauthentication.ts';

/** Mount once in the admin app, inside the authentication check. */
export function ReauthenticationDialogHost() {
  const cancel = () => reauthentication.answer(false);
  // Mounted only while asked, so every request starts with empty fields.
  return (
    <AdminDialog open={reauthentication.useQuestion() !== null} onClose={cancel}>
      <ReauthenticationForm onConfirmed={() => reauthentication.answer(true)} onCancel={cancel} />
    </AdminDialog>
  );
}

function ReauthenticationForm({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const needsCode = useAdminMe().data?.twoFactorEnabled === true;
  // The dialog has no trigger of its own for Radix to return the focus to: it goes back to where it was.
  const [focusedBefore] = useState(() => document.activeElement);
  const form = useForm<{ password: string; code: string }, unknown, Reauthentication>({
    defaultValues: { password: '', code: '' },
    resolver: needsCode
      ? zodResolver(reauthenticationWithCodeSchema)
      : contractResolver(reauthenticationSchema, ({ password }) => ({ password })),
  });
  const confirm = useMutation({
    mutationFn: (body: Reauthentication) =>
      apiJson<Reauthenticated>('POST', '/api/admin/reauthenticate', body),
    onSuccess: onConfirmed,
    onError: (error) => {
      showServerErrors(form, error);
      // A refusal without a field to show it by (too many attempts) goes above the buttons.
      if (statusOf(error) !== 400)
        form.setError('root', { message: serverMessage(error) ?? 'Please try again.' });
    },
  });

  return (
    <FormDialogPanel
      title="Confirm Your Password"
      description={
        needsCode
          ? 'Changing an account needs your password and a code from your authenticator app. You will not be asked again for 5 minutes.'
          : 'Changing an account needs your password. You will not be asked again for 5 minutes.'
      }
      onClose={onCancel}
      onSubmit={form.handleSubmit((body) => confirm.mutate(body))}
      submitLabel="Confirm"
      pendingLabel="Confirming..."
      pending={confirm.isPending}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (focusedBefore instanceof HTMLElement) focusedBefore.focus();
      }}
    >
      <TextField
        label="Password"
        type="password"
        required
        autoComplete="current-password"
        {...registerField(form, 'password')}
      />
      {needsCode && (
        <CodeField
          required
          inputMode="numeric"
          hint="The 6-digit code from your app, or a recovery code."
          {...registerField(form, 'code')}
        />
      )}
      <FormAlert message={form.formState.errors.root?.message} />
    </FormDialogPanel>
  );
}
