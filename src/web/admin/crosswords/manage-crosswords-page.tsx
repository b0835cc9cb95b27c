import { CheckCircle2 } from 'lucide-react';
import { type AdminCrossword, BLOCK_CELL, readPuzzleData } from '../../../contracts/crossword.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { ChapterTime } from '../components/chapter-time.tsx';
import { Badge } from '../components/content-card.tsx';
import { ContentListPage, type ListView } from '../components/content-list/content-list-page.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';

const crosswordList: ListView<AdminCrossword> = {
  kind: 'crossword',
  title: (crossword) => crossword.title,
  picture: (crossword) => {
    const data = readPuzzleData(crossword.puzzleData);
    return data && <MiniGrid grid={data.grid} />;
  },
  badges: ({ isActive }) => (
    <Badge className={isActive ? 'bg-emerald-100 text-emerald-900' : 'bg-neutral-200 text-neutral-900'}>
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  ),
  date: (crossword) => <ChapterTime iso={crossword.createdAt} />,
  meta: (crossword) => {
    const data = readPuzzleData(crossword.puzzleData);
    return (
      <>
        {data ? `${data.rows} × ${data.cols} grid` : 'Grid data unreadable'} ·{' '}
        <ChapterTime prefix="Published" iso={crossword.publishedDate} />
      </>
    );
  },
  text: (crossword) => readPuzzleData(crossword.puzzleData)?.notes ?? '',
  // admin-area §2: Activate is offered only on inactive puzzles.
  actions: (crossword) => !crossword.isActive && <ActivateButton crossword={crossword} />,
};

/** /admin/manage-crosswords (admin-area §2): every puzzle, the active one marked, Activate on the others. */
export function ManageCrosswordsPage() {
  return <ContentListPage view={crosswordList} />;
}

function ActivateButton({ crossword }: { crossword: AdminCrossword }) {
  const activate = useAdminMutation<number, AdminCrossword>({
    mutationFn: (id) => apiJson('PATCH', `/api/admin/crosswords/${id}/activate`),
    successMessage: 'Crossword puzzle is now active',
    failureMessage: 'Failed to activate crossword puzzle',
  });
  return (
    <Button
      size="sm"
      disabled={activate.isPending}
      onClick={() => activate.mutate(crossword.id)}
      aria-label={`Activate ${crossword.title}`}
    >
      <CheckCircle2 aria-hidden="true" />
      {activate.isPending ? 'Activating...' : 'Activate'}
    </Button>
  );
}

/** A picture of the grid's pattern (blocks and open squares), letters left out so the list does not spoil it. */
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
