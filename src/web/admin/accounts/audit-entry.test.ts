import { describe, expect, it } from 'vitest';
import { describeAction, describeTarget, entrySentence } from './audit-entry.ts';

describe('describeAction', () => {
  it('puts method and record into words', () => {
    expect(describeAction('POST /api/admin/articles')).toBe('Created article');
    expect(describeAction('PUT /api/admin/broadcast/:id')).toBe('Updated video');
    expect(describeAction('DELETE /api/admin/member-of-the-month/:id')).toBe('Deleted member of the month');
    expect(describeAction('POST /api/admin/budget')).toBe('Created story pitch');
  });

  it('names the review steps, assignments and bulk changes, which are posts that create nothing', () => {
    expect(describeAction('POST /api/admin/articles/:id/submit')).toBe('Submitted article for review');
    expect(describeAction('POST /api/admin/broadcast/:id/send-back')).toBe(
      'Sent video back with changes requested',
    );
    expect(describeAction('POST /api/admin/graphics/:id/publish')).toBe('Published graphic');
    expect(describeAction('POST /api/admin/budget/:id/assign')).toBe('Assigned story pitch');
    expect(describeAction('POST /api/admin/articles/bulk')).toBe('Changed several articles at once');
    expect(describeAction('PUT /api/admin/site-settings')).toBe('Changed the site settings');
  });

  it('names the writes the method does not explain', () => {
    expect(describeAction('POST /api/admin/accounts')).toBe('Added an admin');
    expect(describeAction('DELETE /api/admin/accounts/:id')).toBe('Removed an account');
    expect(describeAction('POST /api/admin/invitations/:id/resend')).toBe('Resent an invitation');
    expect(describeAction('DELETE /api/admin/invitations/:id')).toBe('Revoked an invitation');
    expect(describeAction('PUT /api/admin/accounts/me/password')).toBe('Changed own password');
    expect(describeAction('PATCH /api/admin/crosswords/:id/activate')).toBe('Activated crossword');
    expect(describeAction('DELETE /api/newsletter/subscriptions/:id')).toBe('Unsubscribed an address');
    // Not "Created/Deleted admin account", which the method and path alone would say.
    expect(describeAction('POST /api/admin/accounts/me/two-factor/confirm')).toBe(
      'Turned on two-factor sign-in',
    );
    expect(describeAction('DELETE /api/admin/accounts/me/two-factor')).toBe('Turned off two-factor sign-in');
    expect(describeAction('POST /api/admin/reauthenticate')).toBe('Confirmed own password');
  });

  it('never shows a route, even one it does not know', () => {
    expect(describeAction('POST /api/admin/something-new')).toBe('Made a change in the admin');
  });
});

describe('describeTarget', () => {
  it('reads the stored target', () => {
    expect(describeTarget('id 12')).toBe('#12');
    expect(describeTarget('new id 13')).toBe('#13 (new)');
    expect(describeTarget('')).toBe('—');
    expect(describeTarget('id 4, optionId 2')).toBe('id 4, optionId 2');
  });
});

describe('entrySentence', () => {
  const entry = {
    id: 1,
    username: 'maya',
    action: 'PUT /api/admin/articles/:id',
    target: 'id 9',
    link: null,
    at: '',
  };

  it('reads the summary the server wrote', () => {
    const summary = "Maya Brooks unpublished 'Main Street's New Murals'";
    expect(entrySentence({ ...entry, summary })).toBe(summary);
  });

  it('puts an older entry into words, without its route', () => {
    expect(entrySentence({ ...entry, summary: '' })).toBe('maya updated article #9');
    const settings = { ...entry, summary: '', action: 'PUT /api/admin/site-settings', target: '' };
    expect(entrySentence(settings)).toBe('maya changed the site settings');
  });
});
