import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../admin-routes.ts';
import { adminSections, mayOpen, newItems, sectionOf, sectionsFor } from './admin-sections.ts';

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
  it("gives a contributor an editor's sections but review, the other kinds, comments, newsletter and analytics", () => {
    const otherKinds = ['Events', 'Picks', 'Members of the Month', 'Contributors', 'Crosswords', 'Polls'];
    const notTheirs = ['Review', ...otherKinds, 'Comments', 'Newsletter', 'Analytics'];
    expect(labels('contributor')).toEqual(labels('editor').filter((label) => !notTheirs.includes(label)));
    expect(labels('contributor')).toEqual(
      expect.arrayContaining(['Story Budget', 'Media Library', 'Your Account']),
    );
  });

  it('gives an editor every section but Settings and the Team, Newsletter leading to the issues', () => {
    const all = adminSections.map(({ label }) => label);
    expect(labels('editor')).toEqual(all.filter((label) => label !== 'Settings' && label !== 'Team'));
    expect(labels('editor')).toEqual(expect.arrayContaining(['Review', 'Events', 'Comments', 'Analytics']));
    // The subscriber list is an admin's: an editor's Newsletter leads to the issue preview.
    expect(sectionsFor('editor').find(({ label }) => label === 'Newsletter')?.href).toBe(
      '/admin/newsletter/issues',
    );
  });

  it('gives an admin every section, Newsletter leading to the subscribers', () => {
    expect(sectionsFor('admin')).toEqual(adminSections);
  });

  it('offers in the New menu only the kinds the role creates', () => {
    const offered = (role: Parameters<typeof mayOpen>[0]) =>
      newItems.filter(({ href }) => mayOpen(role, href)).map(({ label }) => label);
    expect(offered('contributor')).toEqual(['Article', 'Video', 'Graphic', 'Embedded graphic']);
    expect(offered('editor')).toEqual(newItems.map(({ label }) => label));
  });
});

describe('mayOpen', () => {
  // A role is refused the screens of a section above it, by address too; a stricter screen of a
  // section (the Website Editor lists events, the subscriber list is an admin's) keeps its own role.
  it.each([
    ['contributor', '/admin', true],
    ['contributor', '/admin/edit-article/7', true],
    ['contributor', '/admin/create-embed-graphic', true],
    ['contributor', '/admin/accounts/two-factor', true],
    ['contributor', '/admin/settings', false],
    ['contributor', '/admin/edit-event/3', false],
    ['contributor', '/admin/comments', false],
    ['contributor', '/admin/edit-website', false],
    ['editor', '/admin/edit-website', true],
    ['editor', '/admin/review', true],
    ['editor', '/admin/newsletter/issues', true],
    ['editor', '/admin/newsletter', false],
    ['editor', '/admin/audit-log', false],
    ['editor', '/admin/accounts', false],
    ['admin', '/admin/newsletter', true],
    // An unknown address is the 404's to answer.
    ['contributor', '/admin/no-such-screen', true],
  ] as const)('as %s, %s: %s', (role, path, allowed) => {
    expect(mayOpen(role, path)).toBe(allowed);
  });

  it('lets an admin open every screen', () => {
    for (const { path } of adminRoutes) expect(mayOpen('admin', path.replace(':id', '7')), path).toBe(true);
  });
});
