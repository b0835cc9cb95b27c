import { useQuery } from '@tanstack/react-query';
import { EditorShell, positiveId } from '../components/editor-shell.tsx';
import { MANAGE_MEMBERS, MemberForm } from './member-form.tsx';
import { adminMemberQuery } from './member-queries.ts';

/** /admin/edit-member/:id (admin-area §2: "Loading member...", "Member not found"). */
export function EditMemberPage({ params }: { params: Record<string, string | undefined> }) {
  const id = positiveId(params.id);
  return (
    <EditorShell
      title="Edit Member of the Month"
      back={{ href: MANAGE_MEMBERS, label: 'Back to Members' }}
      query={useQuery({ ...adminMemberQuery(id ?? 0), enabled: id !== undefined })}
      invalidId={id === undefined}
      loadingText="Loading member..."
      notFoundTitle="Member not found"
    >
      {(member) => <MemberForm key={member.id} member={member} />}
    </EditorShell>
  );
}
