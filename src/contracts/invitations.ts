import { z } from 'zod';
import { accountEmailSchema, adminRoleSchema, linkTokenSchema, newAdminSchema } from './admin-auth.ts';

/** POST /api/admin/invitations. */
export const invitationCreateSchema = z.object({ email: accountEmailSchema, role: adminRoleSchema });
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;

/** A pending invitation as GET /api/admin/invitations lists it. */
export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: adminRoleSchema,
  /** The admin who sent it; null once that account is removed. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  /** Past it the link no longer works; resending makes a new one. */
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/admin/invitations/accept?token=: what the accept page shows. */
export const invitationLookupSchema = z.object({ token: linkTokenSchema });
export const invitationPreviewSchema = z.object({ email: z.string(), role: adminRoleSchema });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/admin/invitations/accept: the username and password follow today's account rules. */
export const invitationAcceptSchema = newAdminSchema.extend({ token: linkTokenSchema });
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVALID_INVITATION = 'This invitation is invalid or has expired. Ask an admin for a new one.';
/** The sender was removed or is no longer an admin: their invitations no longer work. */
export const INVITATION_SENDER_GONE =
  'The admin who sent this invitation can no longer invite. Ask an admin for a new one.';
export const ALREADY_INVITED = 'This address already has a pending invitation. Resend it instead.';
export const USERNAME_TAKEN = 'This username is taken. Choose another.';
export const TOO_MANY_INVITATION_TRIES = 'Too many tries. Please wait a few minutes and try again.';
