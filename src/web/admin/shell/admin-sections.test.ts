import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../admin-routes.ts';
import { mayOpen, newItems, sectionOf, sectionsFor } from './admin-sections.ts';

describe('sectionOf', () => {
  it('puts every admin screen in a section, so the sidebar always marks one', () => {
    for (const { path } of adminRoutes) {
      expect(sectionOf(path.replace(':id', '7')), path).toBeDefined();
    }
  });

  it('marks a kind on its create and edit screens, and the Dashboard only on its own', () => {
    expect(sectionOf('/admin/edit-article/7')?.label).toBe('Articles');
    expect(sectionOf('/admin/create-embed-graphic')?.label).toBe('Graphics');
    expect(sectionOf('/admin/edit-nabj-pick/3')?.label).toBe('Picks');
    expect(sectionOf('/admin/newsletter/issues')?.label).toBe('Newsletter');
    expect(sectionOf('/admin/audit-log')?.label).toBe('Team');
    expect(sectionOf('/admin/edit-website')?.label).toBe('Dashboard');
    expect(sectionOf('/admin/no-such-screen')).toBeUndefined();
    // A path that only begins like a section's is not in it.
    expect(sectionOf('/admin/manage-articles-old')).toBeUndefined();
  });

  it("puts one's own two-factor setup in Your Account, the closer claim, not under the Team", () => {
    expect(sectionOf('/admin/accounts/two-factor')?.label).toBe('Your Account');
    expect(sectionOf('/admin/accounts')?.label).toBe('Team');
  });
});

const labels = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map(({ label }) => label);

describe('the sections of each role (docs/admin/team.md)', () => {
  it('gives a contributor the writing: their kinds, media, the story budget and their account', () => {
    expect(labels('contributor')).toEqual([
      'Dashboard',
      'Story Budget',
      'Articles',
      'Videos',
      'Graphics',
      'Media Library',
      'Your Account',
    ]);
  });

  it('gives an editor all content, review, comments, analytics and the newsletter issues', () => {
    expect(labels('editor')).toEqual([
      'Dashboard',
      'Review',
      'Story Budget',
      'Articles',
      'Videos',
      'Graphics',
      'Events',
      'Picks',
      'Members of the Month',
      'Contributors',
      'Crosswords',
      'Polls',
      'Comments',
      'Newsletter',
      'Analytics',
      'Media Library',
      'Your Account',
    ]);
    // The subscriber list is an admin's: an editor's Newsletter leads to the issue preview.
    expect(sectionsFor('editor').find(({ label }) => label === 'Newsletter')?.href).toBe(
      '/admin/newsletter/issues',
    );
  });

  it('gives an admin every section, Newsletter leading to the subscribers', () => {
    expect(labels('admin')).toEqual([...labels('editor').slice(0, -1), 'Settings', 'Team', 'Your Account']);
    expect(sectionsFor('admin').find(({ label }) => label === 'Newsletter')?.href).toBe('/admin/newsletter');
  });

  it('offers in the New menu only the kinds the role creates', () => {
    const offered = (role: Parameters<typeof mayOpen>[0]) =>
      newItems.filter(({ href }) => mayOpen(role, href)).map(({ label }) => label);
    expect(offered('contributor')).toEqual(['Article', 'Video', 'Graphic', 'Embedded graphic']);
    expect(offered('editor')).toEqual(newItems.map(({ label }) => label));
  });
});

describe('mayOpen', () => {
  it('refuses a role the screens of a section above it, by address too', () => {
    expect(mayOpen('contributor', '/admin/edit-article/7')).toBe(true);
    expect(mayOpen('contributor', '/admin/create-embed-graphic')).toBe(true);
    expect(mayOpen('contributor', '/admin/accounts/two-factor')).toBe(true);
    expect(mayOpen('contributor', '/admin/settings')).toBe(false);
    expect(mayOpen('contributor', '/admin/edit-event/3')).toBe(false);
    expect(mayOpen('contributor', '/admin/comments')).toBe(false);
    expect(mayOpen('editor', '/admin/review')).toBe(true);
    expect(mayOpen('editor', '/admin/audit-log')).toBe(false);
    expect(mayOpen('editor', '/admin/accounts')).toBe(false);
  });

  it('holds a stricter screen of a section to its own role', () => {
    // The Website Editor lists events; the subscriber list is an admin's.
    expect(mayOpen('contributor', '/admin')).toBe(true);
    expect(mayOpen('contributor', '/admin/edit-website')).toBe(false);
    expect(mayOpen('editor', '/admin/edit-website')).toBe(true);
    expect(mayOpen('editor', '/admin/newsletter/issues')).toBe(true);
    expect(mayOpen('editor', '/admin/newsletter')).toBe(false);
    expect(mayOpen('admin', '/admin/newsletter')).toBe(true);
  });

  it('lets an admin open every screen, and leaves an unknown address to the 404', () => {
    for (const { path } of adminRoutes) expect(mayOpen('admin', path.replace(':id', '7')), path).toBe(true);
    expect(mayOpen('contributor', '/admin/no-such-screen')).toBe(true);
  });
});
