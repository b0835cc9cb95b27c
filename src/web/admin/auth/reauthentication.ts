import { REAUTHENTICATION_REASON } from '../../../contracts/admin-auth.ts';
import { apiJson, bodyFieldOf, statusOf } from '../../lib/api.ts';
import { pendingQuestion } from '../lib/pending-question.ts';

/** Asked by sensitiveApiJson, answered by the dialog (reauthentication-dialog.tsx). */
export const reauthentication = pendingQuestion<true, boolean>(false);

/** The admin closed the password dialog: the action was not sent again, and nothing changed. */
export class ReauthenticationCancelled extends Error {
  constructor() {
    super('The password was not confirmed');
  }
}

/** A 403 whose `reason` says the session must confirm the password before this action. */
function asksForPassword(error: unknown): boolean {
  return statusOf(error) === 403 && bodyFieldOf(error, 'reason') === REAUTHENTICATION_REASON;
}

/**
 * apiJson for a sensitive admin call (docs/security.md, re-authentication). When the server answers
 * that the password must be confirmed first, the dialog asks for it (and the code, with two-factor
 * sign-in on) and the call is made once more; closing the dialog rejects with ReauthenticationCancelled.
 */
export async function sensitiveApiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  try {
    return await apiJson<T>(method, path, body);
  } catch (error) {
    if (!asksForPassword(error)) throw error;
    if (!(await reauthentication.ask(true))) throw new ReauthenticationCancelled();
    return apiJson<T>(method, path, body);
  }
}
