import { INVALID_RESET_LINK, passwordResetConfirmSchema } from '../../../contracts/admin-auth.ts';
import { apiJson } from '../../lib/api.ts';
import { NewPasswordFields, withPasswordConfirmation } from './new-password-fields.tsx';
import { type DeadEnd, MailedLinkPage, SignedOutForm, useSignedOutForm } from './signed-out-form.tsx';
import { ButtonLink, SignedOutLink } from './signed-out-page.tsx';

const resetFormSchema = withPasswordConfirmation(passwordResetConfirmSchema);

// A used, expired or altered link: the form cannot help, a new link can.
const deadEnd: DeadEnd = {
  message: INVALID_RESET_LINK,
  next: (
    <ButtonLink href="/admin/forgot-password" variant="secondary">
      Ask for a new link
    </ButtonLink>
  ),
};

/** The link of a password-reset mail: a new password, then sign in (two-factor still asks its code). */
export function ResetPasswordPage() {
  return (
    <MailedLinkPage
      title="Choose a New Password"
      subtitle="Choosing it signs your account out everywhere."
      links={<SignedOutLink href="/admin/login">Back to sign in</SignedOutLink>}
      deadEnd={deadEnd}
      form={(token) => <ResetForm token={token} />}
    />
  );
}

function ResetForm({ token }: { token: string }) {
  const { field, ...state } = useSignedOutForm({
    schema: resetFormSchema,
    defaultValues: { token, password: '', confirmPassword: '' },
    send: ({ password }) =>
      apiJson<{ message: string }>('POST', '/api/admin/password-reset/confirm', { token, password }),
  });
  return (
    <SignedOutForm
      state={state}
      submitLabel="Save the new password"
      pendingLabel="Saving..."
      next={<ButtonLink href="/admin/login">Sign in</ButtonLink>}
      deadEnd={deadEnd}
    >
      <NewPasswordFields password={field('password')} confirmation={field('confirmPassword')} />
    </SignedOutForm>
  );
}
