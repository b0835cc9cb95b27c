import { useQuery } from '@tanstack/react-query';
import {
  INVALID_INVITATION,
  type InvitationPreview,
  invitationAcceptSchema,
} from '../../../contracts/invitations.ts';
import { apiJson, serverMessage } from '../../lib/api.ts';
import { LoadingState } from '../components/admin-page.tsx';
import { TextField } from '../components/form-fields.tsx';
import { NewPasswordFields, withPasswordConfirmation } from './new-password-fields.tsx';
import { SignedOutForm, useLinkToken, useSignedOutForm } from './signed-out-form.tsx';
import { ButtonLink, Outcome, SignedOutLink, SignedOutPage } from './signed-out-page.tsx';

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
      {token === undefined || invitation.isError ? (
        <Outcome refusal={serverMessage(invitation.error) ?? INVALID_INVITATION} />
      ) : invitation.data ? (
        <AcceptForm token={token} invitation={invitation.data} />
      ) : (
        <LoadingState text="Opening your invitation..." />
      )}
    </SignedOutPage>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { field, ...state } = useSignedOutForm({
    schema: acceptFormSchema,
    defaultValues: { token, username: '', password: '', confirmPassword: '' },
    send: async ({ username, password }) => ({
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
  // The sign-in page opens with the new username filled in.
  const signIn = `/admin/login?${new URLSearchParams({ username: state.done?.username ?? '' })}`;
  return (
    <SignedOutForm
      state={state}
      submitLabel="Create my account"
      pendingLabel="Creating..."
      next={<ButtonLink href={signIn}>Sign in</ButtonLink>}
      deadEnd={{ message: INVALID_INVITATION }}
    >
      <p className="text-sm text-ink">
        You&apos;re invited as <strong>{invitation.role}</strong> with the address{' '}
        <strong className="break-words">{invitation.email}</strong>. Choose how you will sign in.
      </p>
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
    </SignedOutForm>
  );
}
