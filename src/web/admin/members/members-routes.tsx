import type { AdminMemberOfTheMonth } from '../../../contracts/member-of-the-month.ts';
import type { AdminRoute } from '../admin-route.ts';
import { createRoute, editRoute, listRoute } from '../components/kind-editor.tsx';
import { listKinds } from '../lib/content-kinds.ts';
import { memberList } from './manage-members-page.tsx';
import { MemberForm } from './member-form.tsx';

const { manageDescription } = listKinds.member;
const back = { href: '/admin/manage-members', label: 'Back to Members' };

/** Members of the month (admin-area §2): the newest one is the one the site shows. */
export const membersRoutes: AdminRoute[] = [
  createRoute(
    '/admin/create-member',
    { title: 'Create Member of the Month', description: manageDescription, back },
    () => <MemberForm />,
  ),
  editRoute(
    '/admin/edit-member/:id',
    'member',
    { title: 'Edit Member of the Month', back, notFound: 'Member not found' },
    (member: AdminMemberOfTheMonth) => <MemberForm member={member} />,
  ),
  listRoute('/admin/manage-members', memberList),
];
