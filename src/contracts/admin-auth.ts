import { z } from 'zod';

// admin-area §5: both fields required, with one message for either.
export const LOGIN_FIELDS_REQUIRED = 'Username and password required';

export const loginBodySchema = z.object({
  username: z.string({ error: LOGIN_FIELDS_REQUIRED }).trim().min(1, LOGIN_FIELDS_REQUIRED).max(200),
  password: z.string({ error: LOGIN_FIELDS_REQUIRED }).min(1, LOGIN_FIELDS_REQUIRED).max(1000),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * The newsroom's roles, least to most: a contributor writes drafts and submits them for review, an
 * editor runs all content, an admin also runs settings, accounts and subscribers.
 */
export const adminRoles = ['contributor', 'editor', 'admin'] as const;
export type AdminRole = (typeof adminRoles)[number];
export const adminRoleSchema = z.enum(adminRoles);

/** Whether `role` may do what `needed` may. */
export function roleAtLeast(role: AdminRole, needed: AdminRole): boolean {
  return adminRoles.indexOf(role) >= adminRoles.indexOf(needed);
}

export const ROLE_NOT_ALLOWED = 'Your role does not allow this action';

export const INVALID_ACCOUNT_EMAIL = 'Enter a valid e-mail address';
/** An account's address as stored: trimmed and lower-cased, so one address is one account. */
export const accountEmailSchema = z
  .string({ error: INVALID_ACCOUNT_EMAIL })
  .trim()
  .toLowerCase()
  .max(254, INVALID_ACCOUNT_EMAIL)
  .pipe(z.email({ error: INVALID_ACCOUNT_EMAIL }));
export const EMAIL_TAKEN = 'Another account already uses this e-mail address';

export const adminMeSchema = z.object({
  /** The account's id: the `createdBy` of what it made, so the screens know its own (permissions.ts). */
  id: z.number(),
  username: z.string(),
  role: adminRoleSchema,
  twoFactorEnabled: z.boolean(),
  /** Every admin must use two-factor sign-in and this one has not set it up: only the setup is open. */
  twoFactorSetupRequired: z.boolean(),
  /** The account has no e-mail address yet: PUT /api/admin/accounts/me/email asks for one. */
  emailRequired: z.boolean(),
  /** A new address asked for and not yet confirmed by its mailed link; null when none is waiting. */
  pendingEmail: z.string().nullable(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

/** POST /api/admin/login when the password was right but an authentication code must follow. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Names this half-finished sign-in for POST /api/admin/login/two-factor; lives 5 minutes. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export const loginResultSchema = z.union([adminMeSchema, twoFactorChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const CODE_REQUIRED = 'Authentication code required';
const codeField = z.string({ error: CODE_REQUIRED }).trim().min(1, CODE_REQUIRED).max(100);

export const twoFactorLoginSchema = z.object({
  challenge: z.string({ error: 'Sign in again' }).min(1, 'Sign in again').max(200),
  /** A 6-digit code from the app, or a recovery code. */
  code: codeField,
});
export type TwoFactorLogin = z.infer<typeof twoFactorLoginSchema>;

export const INVALID_CODE = 'Invalid authentication code';
export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please sign in again.';
export const TWO_FACTOR_SETUP_REQUIRED =
  'Two-factor sign-in is required for every admin. Set it up on /admin/accounts/two-factor first.';
export const TWO_FACTOR_ALREADY_ON = 'Two-factor sign-in is already on';
export const TWO_FACTOR_NOT_STARTED = 'Start the two-factor setup first';
export const TWO_FACTOR_OFF = 'Two-factor sign-in is not on';
export const OWN_TWO_FACTOR_FIRST = 'Turn on two-factor sign-in for your own account first';
export const WRONG_CONFIRMATION = 'The password or authentication code is not correct';
export const WRONG_PASSWORD = 'The password is not correct';

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  /** The installation's rule: every admin must use two-factor sign-in. */
  requiredForEveryone: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmSchema = z.object({ code: codeField });
export type TwoFactorConfirm = z.infer<typeof twoFactorConfirmSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const PASSWORD_REQUIRED = 'Enter your password';

/**
 * POST /api/admin/reauthenticate: the password again, and a code from the app (or a recovery code)
 * when two-factor sign-in is on, before a sensitive action.
 */
export const reauthenticationSchema = z.object({
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(1000),
  code: z.string().trim().max(100).optional(),
});
export type Reauthentication = z.infer<typeof reauthenticationSchema>;
/** The same with two-factor sign-in on: the code is required too. */
export const reauthenticationWithCodeSchema = reauthenticationSchema.extend({ code: codeField });

export const reauthenticatedSchema = z.object({
  /** Until when the sensitive actions are open without asking again. */
  reauthenticatedUntil: z.string(),
});
export type Reauthenticated = z.infer<typeof reauthenticatedSchema>;

/** The 403 of a sensitive action whose session has not confirmed the password in the last minutes. */
export const REAUTHENTICATION_REQUIRED = 'Confirm your password to continue';
/** The machine-readable `reason` of that 403, so the admin screens know to ask for the password. */
export const REAUTHENTICATION_REASON = 'reauthentication-required';

export const twoFactorRequirementSchema = z.object({
  required: z.boolean({ error: 'required must be true or false' }),
});
export type TwoFactorRequirement = z.infer<typeof twoFactorRequirementSchema>;

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const TOO_MANY_LOGIN_ATTEMPTS =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const NOT_SIGNED_IN = 'Not signed in';

const USERNAME_RULE = 'Username must be 2 to 64 letters, digits, dots, dashes or underscores';
const PASSWORD_RULE = 'Password must be at least 10 characters';
const passwordRule = z.string({ error: PASSWORD_RULE }).min(10, PASSWORD_RULE).max(1000);

/** A new account's username and password: accepting an invitation, or `npm run admin -- create`. */
export const newAdminSchema = z.object({
  username: z
    .string({ error: USERNAME_RULE })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{2,64}$/, USERNAME_RULE),
  password: passwordRule,
});

/** The current password is confirmed by the re-authentication every sensitive action needs. */
export const passwordChangeSchema = z.object({
  newPassword: passwordRule,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const adminAccountSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: adminRoleSchema,
  /** Null for an account made before addresses were asked for, until its owner gives one. */
  email: z.string().nullable(),
  /** The contributor profile whose byline the account's new items take. */
  contributorId: z.number().nullable(),
  createdAt: z.string(),
  twoFactorEnabled: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** PATCH /api/admin/accounts/:id: the role, the byline, or both. */
export const accountUpdateSchema = z
  .object({
    role: adminRoleSchema.optional(),
    contributorId: z.number().int().positive().nullable().optional(),
  })
  .refine((body) => body.role !== undefined || body.contributorId !== undefined, {
    message: 'Give a role or a contributor profile',
  });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** PUT /api/admin/accounts/me/email: asks for the address; it counts once its mailed link is opened. */
export const ownEmailSchema = z.object({ email: accountEmailSchema });
export type OwnEmail = z.infer<typeof ownEmailSchema>;
export const EMAIL_UNCHANGED = 'This is already your e-mail address';
export const EMAIL_INVITED = 'This address has a pending invitation, so no account can take it meanwhile';
export const EMAIL_CONFIRMATION_SENT =
  'A link is on its way to the new address. Your address changes when you open it, within 24 hours.';

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const CONTRIBUTOR_NOT_FOUND = 'Contributor profile not found';
export const LAST_ADMIN = 'The last admin cannot be demoted or removed';

/** POST /api/admin/password-reset: the answer is the same whether or not an account uses the address. */
export const passwordResetRequestSchema = z.object({ email: accountEmailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export const PASSWORD_RESET_REQUESTED =
  'If an account uses this address, a link to choose a new password is on its way. It works for one hour.';
export const TOO_MANY_RESET_REQUESTS = 'Too many requests. Please wait 15 minutes and try again.';

const INVALID_LINK = 'This link is invalid or has expired';
/** The token of a link sent by e-mail (an invitation, a password reset, a new address). */
export const linkTokenSchema = z.string({ error: INVALID_LINK }).min(1, INVALID_LINK).max(200, INVALID_LINK);
export const INVALID_RESET_LINK = 'This link is invalid or has expired. Ask for a new one.';

/** POST /api/admin/password-reset/confirm. */
export const passwordResetConfirmSchema = z.object({ token: linkTokenSchema, password: passwordRule });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
export const PASSWORD_RESET_DONE = 'Password changed. Sign in with your new password.';

/** POST /api/admin/email-change/confirm: the token of the link mailed to the new address. */
export const emailChangeConfirmSchema = z.object({ token: linkTokenSchema });
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;
export const EMAIL_CHANGE_DONE = 'Your e-mail address is confirmed.';
export const INVALID_EMAIL_LINK =
  'This link is invalid or has expired. Give the address again on your account page for a new one.';

export const auditEntrySchema = z.object({
  id: z.number(),
  username: z.string(),
  action: z.string(),
  target: z.string(),
  /** The event in plain words ("Ana Diaz unpublished 'Main Street's New Murals'"); '' in older entries. */
  summary: z.string(),
  /** The admin address of the item it names, when there is one. */
  link: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
