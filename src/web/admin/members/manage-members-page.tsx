import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminMemberOfTheMonth } from '../../../contracts/member-of-the-month.ts';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { AdminPage, EmptyState, LoadingState } from '../components/admin-page.tsx';
import { CardImage } from '../components/card-image.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { Badge, CardGrid, ContentCard } from '../components/content-card.tsx';
import { FormAlert } from '../components/form-fields.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../components/pager.tsx';
import { useDeleteMutation } from '../lib/admin-mutation.ts';
import { MEMBERS_PATH } from './member-queries.ts';

/** /admin/manage-members: every member of the month, the one featured now first (admin-area §2). */
export function ManageMembersPage() {
  const paged = usePagedList<AdminMemberOfTheMonth>(MEMBERS_PATH, { pageSize: MANAGE_PAGE_SIZE });
  const members = paged.query;
  const remove = useDeleteMutation({
    path: MEMBERS_PATH,
    successMessage: 'Member deleted successfully',
    failureMessage: 'Failed to delete member',
  });

  async function confirmDelete(member: AdminMemberOfTheMonth) {
    if (await confirmAction(`Are you sure you want to delete ${member.name} (${member.month})?`)) {
      remove.mutate(member.id);
    }
  }

  return (
    <AdminPage
      title="Members of the Month"
      description="The member created last is the one featured on the site."
      back={{ href: '/admin', label: 'Back to Dashboard' }}
      actions={
        <Button asChild>
          <Link href="/admin/create-member">
            <Plus aria-hidden="true" />
            Create Member
          </Link>
        </Button>
      }
    >
      {members.isPending ? (
        <LoadingState text="Loading members..." />
      ) : members.isError ? (
        <FormAlert message={serverMessage(members.error) ?? 'Failed to load members'} />
      ) : paged.items.length === 0 ? (
        <EmptyState
          text="No members of the month yet."
          action={{ href: '/admin/create-member', label: 'Create the first member of the month' }}
        />
      ) : (
        <CardGrid>
          {paged.items.map((member, index) => (
            <ContentCard
              key={member.id}
              media={<CardImage src={member.imageUrl} alt={`Portrait of ${member.name}`} />}
              badges={
                <>
                  <Badge>{member.month}</Badge>
                  {paged.page === 0 && index === 0 && <Badge className="bg-green-800">Featured now</Badge>}
                </>
              }
              title={member.name}
              text={member.bio}
              meta={
                <>
                  <p>
                    {member.major} · {member.year}
                  </p>
                  <p className="line-clamp-2 italic">“{member.quote}”</p>
                </>
              }
              editHref={`/admin/edit-member/${member.id}`}
              onDelete={() => void confirmDelete(member)}
              deleting={remove.isPending && remove.variables === member.id}
            />
          ))}
        </CardGrid>
      )}
      <Pager label="Member pages" page={paged.page} hasNext={paged.hasNext} onPage={paged.setPage} />
    </AdminPage>
  );
}
