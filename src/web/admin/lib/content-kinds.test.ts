import { describe, expect, it } from 'vitest';
import { contentKindNames, contentKinds } from '../../../contracts/content-kinds.ts';
import { describeAction } from '../accounts/audit-entry.ts';
import { adminSections, sectionsFor } from '../shell/admin-sections.ts';
import { type ListKind, listKinds } from './content-kinds.ts';

/**
 * The registry's guard on the admin side (src/server/content-kinds.test.ts is the server's): every
 * kind has its section in the sidebar, with the registry's role, and its writes named in the audit log.
 */
describe.each(contentKindNames)('the %s kind in the admin', (kind) => {
  const { api, several, label, role } = contentKinds[kind];

  it('has a sidebar section, shown from the registry role up', () => {
    const section = adminSections.find((entry) => entry.href.endsWith(several));
    expect(section, `a section for ${several}`).toBeDefined();
    expect(section!.role).toBe(role);
    expect(sectionsFor(role)).toContainEqual(expect.objectContaining({ label: section!.label }));
  });

  // Contributors are managed in dialogs on one screen, not through a list description.
  it.skipIf(kind === 'contributor')('lists and edits through its own admin API', () => {
    const described = listKinds[kind as ListKind];
    expect(described.adminList).toBe(`/api/admin/${api}`);
    expect(described.role).toBe(role);
  });

  it('names its writes in the audit log', () => {
    expect(describeAction(`POST /api/admin/${api}`)).toBe(`Created ${kind === 'pick' ? 'NABJ pick' : label}`);
    expect(describeAction(`DELETE /api/admin/${api}/:id`)).toMatch(/^Deleted /);
  });
});
