import { useQuery } from '@tanstack/react-query';
import { serverMessage, statusOf } from '../../lib/api.ts';
import { AdminPage, LoadingState, NotFoundState } from '../components/admin-page.tsx';
import { FormAlert } from '../components/form-fields.tsx';
import { MANAGE_MEMBERS, MemberForm, memberFormValuesOf } from './member-form.tsx';
import { adminMemberQuery } from './member-queries.ts';

const BACK = { href: MANAGE_MEMBERS, label: 'Back to Members' };

/** /admin/edit-member/:id (admin-area §2: "Loading member...", "Member not found"). */
export function EditMemberPage({ params }: { params: Record<string, string | undefined> }) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const member = useQuery({ ...adminMemberQuery(id), enabled: valid });

  if (!valid || statusOf(member.error) === 404) return <NotFoundState title="Member not found" back={BACK} />;
  if (member.isPending) return <LoadingState text="Loading member..." />;
  return (
    <AdminPage title="Edit Member of the Month" back={BACK} width="form">
      {member.isError ? (
        <FormAlert message={serverMessage(member.error) ?? 'Failed to load member'} />
      ) : (
        <MemberForm id={id} initial={memberFormValuesOf(member.data)} />
      )}
    </AdminPage>
  );
}
