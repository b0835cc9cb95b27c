import { passwordResetRequestSchema } from '../../../contracts/admin-auth.ts';
import { apiJson } from '../../lib/api.ts';
import { TextField } from '../components/form-fields.tsx';
import { SignedOutForm, useSignedOutForm } from './signed-out-form.tsx';
import { SignedOutLink, SignedOutPage } from './signed-out-page.tsx';

/**
 * "Forgot password?": the address of the account, then the server's one answer, the same whether or
 * not an account uses it (docs/admin/team.md), so the screen tells nobody which addresses are known.
 */
export function ForgotPasswordPage() {
  const { field, ...state } = useSignedOutForm({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
    send: (body) => apiJson<{ message: string }>('POST', '/api/admin/password-reset', body),
  });
  return (
    <SignedOutPage
      title="Forgot Password"
      subtitle="We mail a link to choose a new one to your account's e-mail address."
      links={<SignedOutLink href="/admin/login">Back to sign in</SignedOutLink>}
    >
      <SignedOutForm state={state} submitLabel="Send the link" pendingLabel="Sending...">
        <TextField label="E-mail address" type="email" autoComplete="email" {...field('email')} />
      </SignedOutForm>
    </SignedOutPage>
  );
}
