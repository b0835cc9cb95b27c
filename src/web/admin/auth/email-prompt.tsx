import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../components/form-fields.tsx';
import { useAdminMe } from './admin-session.ts';
import { useOwnEmailForm } from './own-email-form.ts';

/**
 * Above every signed-in screen while the account has no e-mail address (docs/admin/team.md): without
 * one, a forgotten password can only be reset by the operator. It asks without blocking the work;
 * saving refreshes /api/admin/me, which takes it away. Hidden while only the two-factor setup is open.
 * Its words avoid "e-mail address", which other screens' fields use: the e2e admin, who has none, sees
 * it on every screen, and a test looking for such a field should find that one alone.
 */
export function EmailPrompt() {
  const me = useAdminMe().data;
  if (!me?.emailRequired || me.twoFactorSetupRequired) return null;
  return <EmailForm />;
}

function EmailForm() {
  const labelId = useId();
  // One box that asks again on every screen: leaving it half-typed loses nothing.
  const { field, submit, pending } = useOwnEmailForm('', { askBeforeLeaving: false });
  return (
    <section aria-labelledby={labelId} className="border-amber-300 border-b bg-amber-50 px-4 py-3">
      <div className="mx-auto flex max-w-6xl flex-wrap items-start gap-x-6 gap-y-2">
        <div className="min-w-0 flex-1 basis-64 text-sm">
          <p id={labelId} className="font-semibold text-ink">
            Your account has no e-mail yet
          </p>
          <p className="text-ink">
            Add one so you can reset your password if you forget it. Saving asks for your password.
          </p>
        </div>
        <form noValidate onSubmit={submit} className="flex flex-1 basis-72 gap-2">
          <TextField
            label="Your e-mail"
            type="email"
            autoComplete="email"
            className="min-w-0 flex-1"
            {...field('email')}
          />
          <Button type="submit" variant="secondary" className="mt-6" disabled={pending}>
            {pending ? 'Saving...' : 'Save address'}
          </Button>
        </form>
      </div>
    </section>
  );
}
