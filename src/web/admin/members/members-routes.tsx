import type { AdminMemberOfTheMonth } from '../../../contracts/member-of-the-month.ts';
import type { AdminRoute } from '../admin-route.ts';
import { editorRoutes, listRoute } from '../components/kind-editor.tsx';
import { listKinds } from '../lib/content-kinds.ts';
import { memberList } from './manage-members-page.tsx';
import { MemberForm } from './member-form.tsx';

const { manageDescription } = listKinds.member;
const back = { href: '/admin/manage-members', label: 'Back to Members' };

/** Members of the month (admin-area §2): the newest one is the one the site shows. */
export const membersRoutes: AdminRoute[] = [
  ...editorRoutes<AdminMemberOfTheMonth>(
    'member',
    [
      {
        path: '/admin/create-member',
        title: 'Create Member of the Month',
        description: manageDescription,
        back,
        form: () => <MemberForm />,
      },
    ],
    {
      path: '/admin/edit-member/:id',
      title: 'Edit Member of the Month',
      back,
      notFound: 'Member not found',
      form: (member) => <MemberForm member={member} />,
    },
  ),
  listRoute('/admin/manage-members', memberList),
];
