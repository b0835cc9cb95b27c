import { useQuery } from '@tanstack/react-query';
import {
  INVALID_INVITATION,
  type InvitationAccept,
  type InvitationPreview,
  invitationAcceptSchema,
} from '../../../contracts/invitations.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, serverMessage } from '../../lib/api.ts';
import { LoadingState } from '../components/admin-page.tsx';
import { FormAlert, TextField } from '../components/form-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useLinkToken, useSignedOutForm, withPasswordConfirmation } from './signed-out-form.ts';
import { DeadEnd, DoneNotice, SignedOutLink, SignedOutPage, SignInButton } from './signed-out-page.tsx';

const acceptFormSchema = withPasswordConfirmation(invitationAcceptSchema);

/** The link of an invitation mail: who is invited as what, then the new account's username and password. */
export function InvitationPage() {
  const token = useLinkToken();
  // The link names the invitation; an unknown, used or expired one answers 404 with the server's words.
  const invitation = useQuery<InvitationPreview>({
    queryKey: ['/api/admin/invitations/accept', { token }],
    enabled: token !== undefined,
  });
  return (
    <SignedOutPage
      title="Join the Newsroom"
      links={<SignedOutLink href="/admin/login">Go to sign in</SignedOutLink>}
    >
      {token === undefined ? (
        <DeadEnd message={INVALID_INVITATION} />
      ) : invitation.isError ? (
        <DeadEnd message={serverMessage(invitation.error) ?? INVALID_INVITATION} />
      ) : invitation.data ? (
        <AcceptForm token={token} invitation={invitation.data} />
      ) : (
        <LoadingState text="Opening your invitation..." />
      )}
    </SignedOutPage>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { field, submit, pending, done, refusal } = useSignedOutForm({
    schema: acceptFormSchema,
    defaultValues: { username: '', password: '', confirmPassword: '' },
    bodyOf: (values) => ({ ...values, token }),
    send: async ({ username, password }: InvitationAccept) => ({
      ...(await apiJson<{ message: string }>('POST', '/api/admin/invitations/accept', {
        token,
        username,
        password,
      })),
      username,
    }),
    // 409: the username is taken; the link still works, so another name can be tried.
    fieldOf: (status) => (status === 409 ? 'username' : undefined),
  });
  if (done) return <DoneNotice message={done.message} next={<SignInButton username={done.username} />} />;
  if (refusal === INVALID_INVITATION) return <DeadEnd message={refusal} />;
  return (
    <>
      <p className="mt-2 text-sm text-ink">
        You&apos;re invited as <strong>{invitation.role}</strong> with the address{' '}
        <strong className="break-words">{invitation.email}</strong>. Choose how you will sign in.
      </p>
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <TextField
          label="Username"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="2 to 64 letters, digits, dots, dashes or underscores."
          {...field('username')}
        />
        <NewPasswordFields
          label="Password"
          password={field('password')}
          confirmation={field('confirmPassword')}
        />
        <FormAlert message={refusal} />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Creating...' : 'Create my account'}
        </Button>
      </form>
    </>
  );
}
