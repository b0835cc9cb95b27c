import { z } from 'zod';

// admin-area §5: both fields required, with one message for either.
export const LOGIN_FIELDS_REQUIRED = 'Username and password required';

export const loginBodySchema = z.object({
  username: z.string({ error: LOGIN_FIELDS_REQUIRED }).trim().min(1, LOGIN_FIELDS_REQUIRED).max(200),
  password: z.string({ error: LOGIN_FIELDS_REQUIRED }).min(1, LOGIN_FIELDS_REQUIRED).max(1000),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const adminMeSchema = z.object({ username: z.string() });
export type AdminMe = z.infer<typeof adminMeSchema>;

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const TOO_MANY_LOGIN_ATTEMPTS =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const NOT_SIGNED_IN = 'Not signed in';

const USERNAME_RULE = 'Username must be 2 to 64 letters, digits, dots, dashes or underscores';
const PASSWORD_RULE = 'Password must be at least 10 characters';

export const newAdminSchema = z.object({
  username: z
    .string({ error: USERNAME_RULE })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{2,64}$/, USERNAME_RULE),
  password: z.string({ error: PASSWORD_RULE }).min(10, PASSWORD_RULE).max(1000),
});
export type NewAdmin = z.infer<typeof newAdminSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: z.string({ error: PASSWORD_RULE }).min(10, PASSWORD_RULE).max(1000),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const adminAccountSchema = z.object({ id: z.number(), username: z.string(), createdAt: z.string() });
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const ADMIN_EXISTS = 'An admin with this username already exists';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';

export const auditEntrySchema = z.object({
  id: z.number(),
  username: z.string(),
  action: z.string(),
  target: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
