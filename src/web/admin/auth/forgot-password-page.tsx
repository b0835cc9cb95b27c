import { passwordResetRequestSchema } from '../../../contracts/admin-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { FormAlert, TextField } from '../components/form-fields.tsx';
import { useSignedOutForm } from './signed-out-form.ts';
import { DoneNotice, SignedOutLink, SignedOutPage } from './signed-out-page.tsx';

/**
 * "Forgot password?": the address of the account, then the server's one answer, the same whether or
 * not an account uses it (docs/admin/team.md), so the screen tells nobody which addresses are known.
 */
export function ForgotPasswordPage() {
  const { field, submit, pending, done, refusal } = useSignedOutForm({
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
      {done ? (
        <DoneNotice message={done.message} />
      ) : (
        <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
          <TextField label="E-mail address" type="email" autoComplete="email" {...field('email')} />
          <FormAlert message={refusal} />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Sending...' : 'Send the link'}
          </Button>
        </form>
      )}
    </SignedOutPage>
  );
}
