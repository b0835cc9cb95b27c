import { AdminPage } from '../components/admin-page.tsx';
import { MANAGE_MEMBERS, MemberForm } from './member-form.tsx';

/** /admin/create-member: a new member of the month; the newest one is the one the site shows. */
export function CreateMemberPage() {
  return (
    <AdminPage
      title="Create Member of the Month"
      description="The member created last is the one featured on the site."
      back={{ href: MANAGE_MEMBERS, label: 'Back to Members' }}
      width="form"
    >
      <MemberForm />
    </AdminPage>
  );
}
