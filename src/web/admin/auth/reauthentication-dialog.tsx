import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type Reauthenticated,
  type Reauthentication,
  reauthenticationSchema,
  reauthenticationWithCodeSchema,
} from '../../../contracts/admin-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, serverMessage, statusOf } from '../../lib/api.ts';
import { AdminDialog } from '../components/form-dialog.tsx';
import { FormAlert, TextField } from '../components/form-fields.tsx';
import { contractResolver, focusFirstInvalid, registerField, showServerErrors } from '../lib/admin-form.ts';
import { useAdminMe } from './admin-session.ts';
import { CodeField } from './code-field.tsx';
import { reauthentication } from './reauthentication.ts';

/** Mount once in the admin app, inside the authentication check. */
export function ReauthenticationDialogHost() {
  // Mounted only while asked, so every request starts with empty fields.
  return (
    <AdminDialog
      open={reauthentication.useQuestion() !== null}
      onClose={() => reauthentication.answer(false)}
    >
      <ReauthenticationForm onConfirmed={() => reauthentication.answer(true)} />
    </AdminDialog>
  );
}

function ReauthenticationForm({ onConfirmed }: { onConfirmed: () => void }) {
  const needsCode = useAdminMe().data?.twoFactorEnabled === true;
  const [problem, setProblem] = useState<string>();
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
      setProblem(statusOf(error) === 400 ? undefined : (serverMessage(error) ?? 'Please try again.'));
    },
  });

  return (
    <>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in" />
      <Dialog.Content
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (focusedBefore instanceof HTMLElement) focusedBefore.focus();
        }}
        className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-paper p-6 shadow-raised data-[state=open]:animate-fade-in"
      >
        <Dialog.Title className="text-lg font-semibold text-ink">Confirm Your Password</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-muted">
          {needsCode
            ? 'Changing an account needs your password and a code from your authenticator app. You will not be asked again for 5 minutes.'
            : 'Changing an account needs your password. You will not be asked again for 5 minutes.'}
        </Dialog.Description>
        <form
          noValidate
          onSubmit={(event) => {
            setProblem(undefined);
            void form.handleSubmit((body) => confirm.mutate(body), focusFirstInvalid)(event);
          }}
          className="mt-4 space-y-4"
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
          <FormAlert message={problem} />
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? 'Confirming...' : 'Confirm'}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </>
  );
}
