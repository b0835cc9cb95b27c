import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../components/form-fields.tsx';
import { useAdminMe } from './admin-session.ts';
import { useOwnEmailForm, useResendEmailLink } from './own-email-form.ts';

/**
 * Above every signed-in screen while the account has no e-mail address (docs/admin/team.md): without
 * one, a forgotten password can only be reset by the operator. It asks without blocking the work; an
 * address counts only once the link mailed to it is opened, so meanwhile the band says where the link
 * went and offers to send it again or give another address. Hidden while only the two-factor setup
 * is open. Its words avoid "e-mail address", which other screens' fields use: the e2e admin, who has
 * none, sees it on every screen, and a test looking for such a field should find that one alone.
 */
export function EmailPrompt() {
  const me = useAdminMe().data;
  const [changing, setChanging] = useState(false);
  if (!me?.emailRequired || me.twoFactorSetupRequired) return null;
  if (me.pendingEmail && !changing) {
    return <LinkSent pendingEmail={me.pendingEmail} onChange={() => setChanging(true)} />;
  }
  return <EmailForm focus={changing} onSent={() => setChanging(false)} />;
}

function Band({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className="border-amber-300 border-b bg-amber-50 px-4 py-3">
      <div className="mx-auto flex max-w-6xl flex-wrap items-start gap-x-6 gap-y-2">
        <div className="min-w-0 flex-1 basis-64 text-sm">
          <p id={labelId} className="font-semibold text-ink">
            {title}
          </p>
          <p className="break-words text-ink">{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

/** `focus`: opened by "Use another address", whose button is gone, so the box takes the focus. */
function EmailForm({ focus, onSent }: { focus: boolean; onSent: () => void }) {
  // One box that asks again on every screen: leaving it half-typed loses nothing.
  const { form, field, submit, pending } = useOwnEmailForm('', { askBeforeLeaving: false, onSent });
  useEffect(() => {
    if (focus) form.setFocus('email');
  }, [focus, form]);
  return (
    <Band
      title="Your account has no e-mail yet"
      text="Add one so you can reset your password if you forget it. We mail it a link to confirm; sending asks for your password."
    >
      <form noValidate onSubmit={submit} className="flex flex-1 basis-72 gap-2">
        <TextField
          label="Your e-mail"
          type="email"
          autoComplete="email"
          className="min-w-0 flex-1"
          {...field('email')}
        />
        <Button type="submit" variant="secondary" className="mt-6" disabled={pending}>
          {pending ? 'Sending...' : 'Send link'}
        </Button>
      </form>
    </Band>
  );
}

function LinkSent({ pendingEmail, onChange }: { pendingEmail: string; onChange: () => void }) {
  const { resend, pending } = useResendEmailLink(pendingEmail);
  return (
    <Band
      title="Confirm your e-mail"
      text={`We sent a link to ${pendingEmail}. Open it to confirm the address; until then your account has none.`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={pending} onClick={resend}>
          {pending ? 'Sending...' : 'Send again'}
        </Button>
        <Button variant="quiet" onClick={onChange}>
          Use another address
        </Button>
      </div>
    </Band>
  );
}
