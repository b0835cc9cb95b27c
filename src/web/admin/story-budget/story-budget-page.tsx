import { useQuery } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Pitch } from '../../../contracts/story-budget.ts';
import { Button } from '../../components/ui/button.tsx';
import { AdminPage, EmptyState } from '../components/admin-page.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { AdminDialog } from '../components/form-dialog.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useDeleteMutation } from '../lib/admin-mutation.ts';
import { BudgetBoard, cardId } from './budget-board.tsx';
import { AssignDialog, PitchDialog } from './budget-dialogs.tsx';
import { BudgetToolbar, useBudgetFilters } from './budget-filters.tsx';
import { BUDGET_PATH, budgetQuery } from './budget-queries.ts';

type OpenDialog = { pitch?: Pitch; assign: false } | { pitch: Pitch; assign: true };

/**
 * /admin/budget: the story budget (docs/admin/review-and-budget.md). Everyone pitches; an editor
 * assigns; each card stands in the column of its item's stage, read by the server.
 */
export function StoryBudgetPage() {
  const { filters, filtered, clear } = useBudgetFilters();
  const board = useQuery(budgetQuery(filters));
  const wholeBoard = useQuery(budgetQuery());
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setDialog(undefined);
  // After a save the card may stand in another column, a new element: focus follows it there.
  // An object, so saving the same card twice moves focus twice.
  const [saved, setSaved] = useState<{ id: number }>();
  useEffect(() => {
    if (!saved) return;
    // After the dialog has given focus back to where it was opened from.
    const timer = setTimeout(() => document.getElementById(cardId(saved.id))?.focus(), 0);
    return () => clearTimeout(timer);
  }, [saved]);
  const onSaved = (pitch: Pitch) => {
    close();
    setSaved({ id: pitch.id });
  };
  const remove = useDeleteMutation({
    path: BUDGET_PATH,
    successMessage: 'Pitch deleted',
    failureMessage: 'The pitch could not be deleted',
  });

  async function askToDelete(pitch: Pitch) {
    const question = pitch.item
      ? `Delete the pitch "${pitch.title}"? Its draft stays.`
      : `Delete the pitch "${pitch.title}"?`;
    if (await confirmAction(question)) remove.mutate(pitch.id);
  }

  return (
    <AdminPage
      title="Story budget"
      description="Story ideas for the weeks ahead, from pitch to published. Cards move as their drafts do."
      actions={
        <Button onClick={() => setDialog({ assign: false })}>
          <Lightbulb aria-hidden="true" />
          Pitch a story
        </Button>
      }
    >
      <BudgetToolbar board={wholeBoard.data ?? []} onClear={filtered ? clear : undefined} />
      <QueryState
        query={board}
        loading="Loading the story budget..."
        failed="The story budget could not be loaded."
      >
        {(cards) =>
          cards.length === 0 && filtered ? (
            <EmptyState text="No pitches match these filters.">
              <Button variant="secondary" className="mt-4" onClick={clear}>
                Clear filters
              </Button>
            </EmptyState>
          ) : cards.length === 0 ? (
            <EmptyState text="No story ideas yet. Pitch the first one." />
          ) : (
            <BudgetBoard
              cards={cards}
              actions={{
                onEdit: (pitch) => setDialog({ pitch, assign: false }),
                onAssign: (pitch) => setDialog({ pitch, assign: true }),
                onDelete: (pitch) => void askToDelete(pitch),
                deletingId: remove.isPending ? remove.variables : undefined,
              }}
            />
          )
        }
      </QueryState>
      <AdminDialog open={dialog !== undefined} onClose={close}>
        {dialog?.assign ? (
          <AssignDialog pitch={dialog.pitch} onClose={close} onSaved={onSaved} />
        ) : (
          <PitchDialog pitch={dialog?.pitch} onClose={close} onSaved={onSaved} />
        )}
      </AdminDialog>
    </AdminPage>
  );
}
