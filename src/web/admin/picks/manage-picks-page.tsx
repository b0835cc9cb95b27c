import { ExternalLink, Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { NabjPick } from '../../../contracts/pick.ts';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { formatShortDate } from '../../lib/format.ts';
import { externalHref } from '../../lib/links.ts';
import { AdminPage, EmptyState, LoadingState } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { CardGrid, ContentCard } from '../components/content-card.tsx';
import { FormAlert } from '../components/form-fields.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../components/pager.tsx';
import { useDeleteMutation } from '../lib/admin-mutation.ts';
import { PickImage, PickTypeBadge } from './pick-visuals.tsx';

/** /admin/manage-nabj-picks: every pick as a card, with a working edit (admin-area §2). */
export function ManagePicksPage() {
  const paged = usePagedList<NabjPick>('/api/admin/nabj-picks', { pageSize: MANAGE_PAGE_SIZE });
  const picks = paged.query;
  const remove = useDeleteMutation({
    path: '/api/admin/nabj-picks',
    successMessage: 'NABJ pick deleted successfully',
    failureMessage: 'Failed to delete NABJ pick',
  });

  async function confirmDelete(pick: NabjPick) {
    if (await confirmAction('Are you sure you want to delete this NABJ pick?')) remove.mutate(pick.id);
  }

  return (
    <AdminPage
      title="Manage NABJ's Picks"
      back={{ href: '/admin', label: 'Back to Dashboard' }}
      actions={
        <Button asChild>
          <Link href="/admin/create-nabj-pick">
            <Plus aria-hidden="true" />
            Create Pick Topic
          </Link>
        </Button>
      }
    >
      {picks.isPending ? (
        <LoadingState text="Loading picks..." />
      ) : picks.isError ? (
        <FormAlert message={serverMessage(picks.error) ?? 'Failed to load NABJ picks'} />
      ) : paged.items.length === 0 ? (
        <EmptyState
          text="No NABJ picks yet."
          action={{ href: '/admin/create-nabj-pick', label: 'Create your first pick topic' }}
        />
      ) : (
        <CardGrid>
          {paged.items.map((pick) => (
            <ContentCard
              key={pick.id}
              media={<PickImage pick={pick} />}
              badges={<PickTypeBadge type={pick.type} />}
              title={pick.title}
              text={pick.description}
              meta={
                <>
                  <p>by {pick.recommendedBy}</p>
                  <p>Added {formatShortDate(pick.publishedDate)}</p>
                </>
              }
              editHref={`/admin/edit-nabj-pick/${pick.id}`}
              onDelete={() => void confirmDelete(pick)}
              deleting={remove.isPending && remove.variables === pick.id}
              extraActions={
                externalHref(pick.url) ? (
                  <Button variant="quiet" size="sm" asChild>
                    <a href={externalHref(pick.url)} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden="true" />
                      Open link
                      <span className="sr-only"> to {pick.title} (opens in a new tab)</span>
                    </a>
                  </Button>
                ) : undefined
              }
            />
          ))}
        </CardGrid>
      )}
      <Pager label="Pick pages" page={paged.page} hasNext={paged.hasNext} onPage={paged.setPage} />
    </AdminPage>
  );
}
