import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../admin-routes.ts';
import { sectionOf } from './admin-sections.ts';

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
    expect(sectionOf('/admin/accounts/two-factor')?.label).toBe('Accounts');
    expect(sectionOf('/admin/edit-website')?.label).toBe('Dashboard');
    expect(sectionOf('/admin/no-such-screen')).toBeUndefined();
    // A path that only begins like a section's is not in it.
    expect(sectionOf('/admin/manage-articles-old')).toBeUndefined();
  });
});
