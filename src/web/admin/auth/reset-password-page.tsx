import {
  INVALID_RESET_LINK,
  type PasswordResetConfirm,
  passwordResetConfirmSchema,
} from '../../../contracts/admin-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { FormAlert } from '../components/form-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useLinkToken, useSignedOutForm, withPasswordConfirmation } from './signed-out-form.ts';
import {
  ButtonLink,
  DeadEnd,
  DoneNotice,
  SignedOutLink,
  SignedOutPage,
  SignInButton,
} from './signed-out-page.tsx';

const resetFormSchema = withPasswordConfirmation(passwordResetConfirmSchema);

const askAgain = (
  <ButtonLink href="/admin/forgot-password" variant="secondary">
    Ask for a new link
  </ButtonLink>
);

/** The link of a password-reset mail: a new password, then sign in (two-factor still asks its code). */
export function ResetPasswordPage() {
  const token = useLinkToken();
  return (
    <SignedOutPage
      title="Choose a New Password"
      subtitle="Choosing it signs your account out everywhere."
      links={<SignedOutLink href="/admin/login">Back to sign in</SignedOutLink>}
    >
      {token === undefined ? (
        <DeadEnd message={INVALID_RESET_LINK} next={askAgain} />
      ) : (
        <ResetForm token={token} />
      )}
    </SignedOutPage>
  );
}

function ResetForm({ token }: { token: string }) {
  const { field, submit, pending, done, refusal } = useSignedOutForm({
    schema: resetFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    bodyOf: (values) => ({ ...values, token }),
    send: ({ password }: PasswordResetConfirm) =>
      apiJson<{ message: string }>('POST', '/api/admin/password-reset/confirm', { token, password }),
  });
  if (done) return <DoneNotice message={done.message} next={<SignInButton />} />;
  // A used, expired or altered link: the form cannot help, a new link can.
  if (refusal === INVALID_RESET_LINK) return <DeadEnd message={refusal} next={askAgain} />;
  return (
    <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
      <NewPasswordFields password={field('password')} confirmation={field('confirmPassword')} />
      <FormAlert message={refusal} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Saving...' : 'Save the new password'}
      </Button>
    </form>
  );
}
