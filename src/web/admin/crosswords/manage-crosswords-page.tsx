import { CheckCircle2, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { type AdminCrossword, BLOCK_CELL, readPuzzleData } from '../../../contracts/crossword.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { AdminPage, EmptyState, LoadingState } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { CardGrid, ContentCard } from '../components/content-card.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../components/pager.tsx';
import { useAdminMutation, useDeleteMutation } from '../lib/admin-mutation.ts';

const DELETE_CROSSWORD_QUESTION = 'Are you sure you want to delete this crossword puzzle?';
const CREATE_LINK = { href: '/admin/create-crossword', label: 'Create Crossword' };

/** /admin/manage-crosswords (admin-area §2): every puzzle, the active one marked, Activate on the others. */
export function ManageCrosswordsPage() {
  const paged = usePagedList<AdminCrossword>('/api/admin/crosswords', { pageSize: MANAGE_PAGE_SIZE });
  const crosswords = paged.query;
  const activate = useAdminMutation<number, AdminCrossword>({
    mutationFn: (id) => apiJson('PATCH', `/api/admin/crosswords/${id}/activate`),
    successMessage: 'Crossword puzzle is now active',
    failureMessage: 'Failed to activate crossword puzzle',
  });
  const remove = useDeleteMutation({
    path: '/api/admin/crosswords',
    successMessage: 'Crossword puzzle deleted successfully',
    failureMessage: 'Failed to delete crossword puzzle',
  });

  const onDelete = async (id: number) => {
    if (await confirmAction(DELETE_CROSSWORD_QUESTION)) remove.mutate(id);
  };

  return (
    <AdminPage
      title="Manage Crosswords"
      description="The active puzzle is the one readers play on the Extra! Extra! page."
      back={{ href: '/admin', label: 'Back to Dashboard' }}
      actions={
        <Button asChild>
          <Link href={CREATE_LINK.href}>
            <Plus aria-hidden="true" />
            {CREATE_LINK.label}
          </Link>
        </Button>
      }
    >
      {crosswords.isPending ? (
        <LoadingState text="Loading crosswords..." />
      ) : crosswords.isError ? (
        <div role="alert" className="rounded-lg border border-danger bg-paper px-6 py-10 text-center">
          <p className="text-ink">The crosswords could not be loaded.</p>
          <Button variant="secondary" className="mt-4" onClick={() => crosswords.refetch()}>
            Try again
          </Button>
        </div>
      ) : paged.items.length === 0 ? (
        <EmptyState text="No crossword puzzles yet." action={CREATE_LINK} />
      ) : (
        <CardGrid>
          {paged.items.map((crossword) => {
            const data = readPuzzleData(crossword.puzzleData);
            const activating = activate.isPending && activate.variables === crossword.id;
            return (
              <ContentCard
                key={crossword.id}
                media={data && <MiniGrid grid={data.grid} />}
                badges={<ActiveBadge active={crossword.isActive} />}
                title={crossword.title}
                text={data?.notes || undefined}
                meta={
                  <>
                    <p>Published {formatDate(crossword.publishedDate)}</p>
                    <p>{data ? `${data.rows} × ${data.cols} grid` : 'Grid data unreadable'}</p>
                  </>
                }
                editHref={`/admin/edit-crossword/${crossword.id}`}
                onDelete={() => onDelete(crossword.id)}
                deleting={remove.isPending && remove.variables === crossword.id}
                extraActions={
                  // admin-area §2: Activate is offered only on inactive puzzles.
                  !crossword.isActive && (
                    <Button
                      size="sm"
                      disabled={activate.isPending}
                      onClick={() => activate.mutate(crossword.id)}
                      aria-label={`Activate ${crossword.title}`}
                    >
                      <CheckCircle2 aria-hidden="true" />
                      {activating ? 'Activating...' : 'Activate'}
                    </Button>
                  )
                }
              />
            );
          })}
        </CardGrid>
      )}
      <Pager label="Crossword pages" page={paged.page} hasNext={paged.hasNext} onPage={paged.setPage} />
    </AdminPage>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex rounded px-2 py-0.5 font-semibold text-xs',
        active ? 'bg-emerald-100 text-emerald-900' : 'bg-neutral-200 text-neutral-900',
      )}
    >
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

/** A picture of the grid's pattern (blocks and open squares), letters left out so the card does not spoil it. */
function MiniGrid({ grid }: { grid: readonly (readonly string[])[] }) {
  const rows = grid.length;
  const cols = grid[0]?.length ?? 0;
  const openSquares = grid
    .flatMap((cells, r) =>
      cells.map((cell, c) => (cell === BLOCK_CELL ? '' : `M${c + 0.05} ${r + 0.05}h0.9v0.9h-0.9z`)),
    )
    .join('');
  return (
    <svg
      aria-hidden="true"
      viewBox={`-0.5 -0.5 ${cols + 1} ${rows + 1}`}
      className="absolute inset-0 m-auto h-[85%] w-auto"
      shapeRendering="crispEdges"
    >
      <rect x={0} y={0} width={cols} height={rows} className="fill-ink" />
      <path d={openSquares} className="fill-paper" />
    </svg>
  );
}
