import { useQuery } from '@tanstack/react-query';
import type { AdminRole } from '../../../contracts/admin-auth.ts';
import { type Invitation, invitationCreateSchema } from '../../../contracts/invitations.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, serverMessage, statusOf } from '../../lib/api.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { sensitiveApiJson } from '../auth/reauthentication.ts';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { SelectField, TextField } from '../components/form-fields.tsx';
import { ListStates } from '../components/list-states.tsx';
import { SectionCard, SectionForm } from '../components/section-card.tsx';
import { StackedTable } from '../components/stacked-table.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { useAdminMutation, useDeleteMutation } from '../lib/admin-mutation.ts';
import { expiryText, INVITATIONS_PATH, roleLabel, roleOptions } from './team.ts';

/** The invitations not yet accepted or revoked, each with Resend and Revoke. */
export function InvitationsSection() {
  const zone = useTimeZone();
  const invitations = useQuery<Invitation[]>({ queryKey: [INVITATIONS_PATH] });
  // Resending keeps the address and role, so it is not sensitive; only sending a new one is.
  const resend = useAdminMutation({
    mutationFn: (invitation: Invitation) =>
      apiJson<{ message: string }>('POST', `${INVITATIONS_PATH}/${invitation.id}/resend`),
    successMessage: 'Invitation sent again. The earlier link no longer works.',
    failureMessage: 'Failed to resend the invitation',
  });
  const revoke = useDeleteMutation({
    path: INVITATIONS_PATH,
    successMessage: 'Invitation revoked',
    failureMessage: 'Failed to revoke the invitation',
  });

  async function confirmRevoke(invitation: Invitation) {
    const question = `Revoke the invitation to ${invitation.email}? Its link stops working.`;
    if (await confirmAction(question, 'Revoke')) revoke.mutate(invitation.id);
  }

  const busy = (invitation: Invitation) =>
    (resend.isPending && resend.variables.id === invitation.id) ||
    (revoke.isPending && revoke.variables === invitation.id);

  return (
    <SectionCard
      title="Pending Invitations"
      description="Each link works once, within 72 hours. Resending mails a new link and ends the old one."
    >
      <ListStates
        query={invitations}
        empty={invitations.data?.length === 0}
        loadingText="Loading invitations..."
        failedText="The invitations could not be loaded."
        emptyText="No invitations are waiting."
      >
        <StackedTable
          caption="Pending invitations"
          rowKey={(invitation) => invitation.id}
          rows={invitations.data ?? []}
          columns={[
            {
              header: 'E-mail',
              cell: (invitation) => <span className="font-medium">{invitation.email}</span>,
            },
            { header: 'Role', cell: (invitation) => roleLabel(invitation.role) },
            {
              header: 'Invited by',
              cell: (invitation) =>
                invitation.invitedBy ?? <span className="text-muted">A removed account</span>,
            },
            { header: 'Expires', cell: (invitation) => expiryText(invitation.expiresAt, zone) },
            {
              header: 'Actions',
              cell: (invitation) => (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy(invitation)}
                    onClick={() => resend.mutate(invitation)}
                  >
                    Resend<span className="sr-only"> the invitation to {invitation.email}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy(invitation)}
                    onClick={() => void confirmRevoke(invitation)}
                  >
                    Revoke<span className="sr-only"> the invitation to {invitation.email}</span>
                  </Button>
                </div>
              ),
            },
          ]}
        />
      </ListStates>
    </SectionCard>
  );
}

/**
 * The invitation form: an address and the role it will have. On the page rather than in a dialog, as
 * sending opens the password dialog, and a dialog under it would take that for a click outside.
 */
export function InviteForm() {
  const { field, submit, pending } = useAdminForm({
    schema: invitationCreateSchema,
    defaultValues: { email: '', role: 'contributor' as AdminRole },
    // Sending can make another admin, so the password dialog comes first when it is due.
    save: (body) => sensitiveApiJson<Invitation>('POST', INVITATIONS_PATH, body),
    successMessage: (invitation) => `Invitation sent to ${invitation.email}`,
    failureMessage: 'Failed to send the invitation',
    onSaved: (_, form) => form.reset(),
    onError: (error, form) => {
      // 409: the address has an account or a pending invitation; say which beside the field.
      if (statusOf(error) === 409)
        form.setError('email', { message: serverMessage(error) }, { shouldFocus: true });
    },
  });
  return (
    <SectionForm
      title="Invite Someone"
      description="They get an e-mail with a link where they choose their username and password."
      onSubmit={submit}
      pending={pending}
      submitLabel="Send Invitation"
      pendingLabel="Sending..."
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField label="E-mail address" type="email" required autoComplete="off" {...field('email')} />
        <SelectField
          label="Role"
          options={roleOptions}
          hint="Contributors write drafts for review; editors run all content; admins also run the site and the team."
          {...field('role')}
        />
      </div>
    </SectionForm>
  );
}
