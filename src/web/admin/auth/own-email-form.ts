import { type OwnEmail, ownEmailSchema } from '../../../contracts/admin-auth.ts';
import { serverMessage, statusOf } from '../../lib/api.ts';
import { useAdminForm } from '../lib/admin-form.ts';
import { sensitiveApiJson } from './reauthentication.ts';

/**
 * Saving one's own address (PUT /api/admin/accounts/me/email, after the password again): the
 * Your Account card and the prompt of an account that has none.
 */
export function useOwnEmailForm(current: string, { askBeforeLeaving = true } = {}) {
  return useAdminForm({
    schema: ownEmailSchema,
    defaultValues: { email: current },
    save: async (body: OwnEmail) => {
      await sensitiveApiJson<{ message: string }>('PUT', '/api/admin/accounts/me/email', body);
      return body;
    },
    successMessage: 'E-mail address saved',
    failureMessage: 'Failed to save your e-mail address',
    // The form now holds the address as stored (trimmed, lower-case), so it is no longer "unsaved".
    onSaved: (saved, form) => form.reset(saved),
    onError: (error, form) => {
      // 409: another account uses it; say so beside the field as well as in the toast.
      if (statusOf(error) === 409) form.setError('email', { message: serverMessage(error) });
    },
    askBeforeLeaving,
  });
}
