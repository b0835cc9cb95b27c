import { contentKindNames, contentKinds } from '../../../contracts/content-kinds.ts';

/** What each first path segment of an admin write is called on screen: a content kind by its label. */
const nouns: Record<string, string> = {
  ...Object.fromEntries(contentKindNames.map((kind) => [contentKinds[kind].api, contentKinds[kind].label])),
  'nabj-picks': 'NABJ pick',
  polls: 'poll',
  comments: 'comment',
  media: 'media file',
  newsletter: 'newsletter subscription',
  'site-settings': 'site settings',
  accounts: 'admin account',
  budget: 'story pitch',
};

const verbs: Record<string, string> = {
  POST: 'Created',
  PUT: 'Updated',
  PATCH: 'Changed',
  DELETE: 'Deleted',
};

/** Steps on an existing item, named by the path's last segment ("…/articles/:id/submit"). */
const steps: Record<string, (noun: string) => string> = {
  submit: (noun) => `Submitted ${noun} for review`,
  'send-back': (noun) => `Sent ${noun} back with changes requested`,
  publish: (noun) => `Published ${noun}`,
  assign: (noun) => `Assigned ${noun}`,
  bulk: (noun) => `Changed several ${noun}s at once`,
};

/** Writes whose meaning the method and noun do not carry. */
const special: Record<string, string> = {
  'POST /api/admin/login': 'Signed in',
  'POST /api/admin/logout': 'Signed out',
  'POST /api/admin/reauthenticate': 'Confirmed own password',
  // Lines kept from before accounts came only from invitations.
  'POST /api/admin/accounts': 'Added an admin',
  'PATCH /api/admin/accounts/:id': 'Changed an account',
  'DELETE /api/admin/accounts/:id': 'Removed an account',
  'PUT /api/admin/accounts/me/email': 'Changed own e-mail address',
  'POST /api/admin/invitations': 'Invited someone',
  'POST /api/admin/invitations/:id/resend': 'Resent an invitation',
  'DELETE /api/admin/invitations/:id': 'Revoked an invitation',
  'PUT /api/admin/accounts/me/password': 'Changed own password',
  'POST /api/admin/accounts/me/sessions/end-others': 'Signed out own other sessions',
  'POST /api/admin/accounts/me/two-factor/setup': 'Started two-factor setup',
  'POST /api/admin/accounts/me/two-factor/confirm': 'Turned on two-factor sign-in',
  'DELETE /api/admin/accounts/me/two-factor': 'Turned off two-factor sign-in',
  'PUT /api/admin/accounts/two-factor-requirement': 'Changed the two-factor rule for every admin',
  'POST /api/admin/upload': 'Uploaded a file',
  'POST /api/admin/upload-slides': 'Uploaded slides',
  'POST /api/graphics/embed': 'Created embedded graphic',
  'PATCH /api/admin/crosswords/:id/activate': 'Activated crossword',
  'PUT /api/polls/:id/options': 'Updated poll options',
  'PATCH /api/polls/:id': 'Switched poll on or off',
  'DELETE /api/newsletter/subscriptions/:id': 'Unsubscribed an address',
};

/** "PUT /api/admin/articles/:id" → "Updated article"; an action not known here reads as stored. */
export function describeAction(action: string): string {
  if (special[action]) return special[action];
  const [method = '', path = ''] = action.split(' ');
  const segments = path.replace(/^\/api\/(admin\/)?/, '').split('/');
  const noun = nouns[segments[0] ?? ''];
  const step = steps[segments.at(-1) ?? ''];
  if (noun && method === 'POST' && step && segments.length > 1) return step(noun);
  return noun && verbs[method] ? `${verbs[method]} ${noun}` : action;
}

/** "id 12" → "#12", "new id 13" → "#13 (new)"; anything else as stored; nothing → a dash. */
export function describeTarget(target: string): string {
  return target.replace(/^new id (\d+)$/, '#$1 (new)').replace(/^id (\S+)$/, '#$1') || '—';
}
