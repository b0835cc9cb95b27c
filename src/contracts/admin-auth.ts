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
