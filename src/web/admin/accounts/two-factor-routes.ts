// A file of its own, so the login guard and Your Account can name it without an import cycle.
/** Where an admin goes who must set up two-factor sign-in before anything else. */
export const TWO_FACTOR_PATH = '/admin/accounts/two-factor';

/** One's own two-factor sign-in in the API: its status, and (below it) its setup and confirmation. */
export const TWO_FACTOR_API = '/api/admin/accounts/me/two-factor';
