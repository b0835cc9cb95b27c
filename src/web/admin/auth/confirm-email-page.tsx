import { emailChangeConfirmSchema, INVALID_EMAIL_LINK } from '../../../contracts/admin-auth.ts';
import { apiJson } from '../../lib/api.ts';
import { type DeadEnd, MailedLinkPage, SignedOutForm, useSignedOutForm } from './signed-out-form.tsx';
import { ButtonLink, SignedOutLink } from './signed-out-page.tsx';

// A used, expired or replaced link: a new one comes from the account page.
const deadEnd: DeadEnd = {
  message: INVALID_EMAIL_LINK,
  next: (
    <ButtonLink href="/admin/account" variant="secondary">
      Go to your account
    </ButtonLink>
  ),
};

/**
 * The link of the mail to a new address (docs/admin/team.md). Opening it changes nothing: the button
 * does, so a mail scanner that follows links cannot confirm an address. It works signed in or not.
 */
export function ConfirmEmailPage() {
  return (
    <MailedLinkPage
      title="Confirm Your E-Mail Address"
      subtitle="Your account's address changes to the one this link was mailed to."
      links={<SignedOutLink href="/admin/login">Go to sign in</SignedOutLink>}
      deadEnd={deadEnd}
      form={(token) => <ConfirmForm token={token} />}
    />
  );
}

function ConfirmForm({ token }: { token: string }) {
  // No field to fill: the token is the whole request.
  const state = useSignedOutForm({
    schema: emailChangeConfirmSchema,
    defaultValues: { token },
    send: (body) => apiJson<{ message: string }>('POST', '/api/admin/email-change/confirm', body),
  });
  return (
    <SignedOutForm
      state={state}
      submitLabel="Confirm the address"
      pendingLabel="Confirming..."
      next={<ButtonLink href="/admin/account">Go to your account</ButtonLink>}
      deadEnd={deadEnd}
    >
      <p className="text-sm text-ink">
        Confirm it, and the links to choose a new password go there from now on.
      </p>
    </SignedOutForm>
  );
}
