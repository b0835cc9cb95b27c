import { type OwnEmail, ownEmailSchema } from '../../../contracts/admin-auth.ts';
import { serverMessage, statusOf } from '../../lib/api.ts';
import { useAdminForm } from '../lib/admin-form.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { sensitiveApiJson } from './reauthentication.ts';

/** PUT /api/admin/accounts/me/email, after the password again: the address waits for its mailed link. */
const askForEmail = (body: OwnEmail) =>
  sensitiveApiJson<{ message: string }>('PUT', '/api/admin/accounts/me/email', body);

/**
 * Asking for one's own new (or first) address: the Your Account card and the prompt of an account
 * that has none. Nothing changes until the link mailed to it is opened, so once sent the form goes
 * back to `current`, and the screens show the waiting address from /api/admin/me.
 */
export function useOwnEmailForm(current: string, { askBeforeLeaving = true, onSent = () => {} } = {}) {
  return useAdminForm({
    schema: ownEmailSchema,
    defaultValues: { email: current },
    save: askForEmail,
    successMessage: (result) => result.message,
    failureMessage: 'Failed to send the confirmation link',
    onSaved: (_, form) => {
      form.reset({ email: current });
      onSent();
    },
    onError: (error, form) => {
      // 409: another account or an invitation has it; say so beside the field as well as in the toast.
      if (statusOf(error) === 409) form.setError('email', { message: serverMessage(error) });
    },
    askBeforeLeaving,
  });
}

/** "Send again": a new link to the waiting address (the one mailed before stops working). */
export function useResendEmailLink(pendingEmail: string) {
  const mutation = useAdminMutation({
    mutationFn: () => askForEmail({ email: pendingEmail }),
    successMessage: (result) => result.message,
    failureMessage: 'Failed to send the confirmation link',
  });
  return { resend: () => mutation.mutate(undefined), pending: mutation.isPending };
}
