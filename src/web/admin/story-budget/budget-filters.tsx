import { FilterX } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { budgetDue, budgetQuerySchema, type Pitch } from '../../../contracts/story-budget.ts';
import { Button } from '../../components/ui/button.tsx';
import { ChoiceFilter } from '../components/content-list/list-controls.tsx';
import type { BudgetFilters } from './budget-queries.ts';
import { kindOptions } from './budget-words.ts';

const dueLabels: Record<(typeof budgetDue)[number], string> = {
  overdue: 'Overdue',
  'this-week': 'Due this week',
  later: 'Due later',
};
const dueOptions = budgetDue.map((due) => ({ value: due, label: dueLabels[due] }));

/**
 * The board's filters, kept in the address so a reload or a shared link shows the same board. A value
 * the server would refuse (an edited address) is left out rather than failing the whole board.
 */
export function useBudgetFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const valid = (key: keyof BudgetFilters) => {
    const value = searchParams.get(key) || undefined;
    return budgetQuerySchema.shape[key].safeParse(value).success ? value : undefined;
  };
  const filters: BudgetFilters = { assignee: valid('assignee'), kind: valid('kind'), due: valid('due') };
  return {
    filters,
    filtered: Object.values(filters).some(Boolean),
    clear: () => setSearchParams(new URLSearchParams(), { replace: true }),
  };
}

/**
 * Assignee, kind and due date above the board. The assignees offered are those of the whole board,
 * which every role may read (the accounts list is an editor's).
 */
export function BudgetToolbar({ board, onClear }: { board: Pitch[]; onClear?: () => void }) {
  const assignees = new Map<number, string>();
  for (const card of board) if (card.assigneeId !== null) assignees.set(card.assigneeId, card.assignee ?? '');
  const assigneeOptions = [...assignees]
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([id, name]) => ({ value: String(id), label: name }));
  return (
    <search className="mb-6 grid gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto] lg:items-end">
      <ChoiceFilter label="Assignee" param="assignee" options={assigneeOptions} all="Everyone" />
      <ChoiceFilter label="Kind" param="kind" options={kindOptions} all="All kinds" />
      <ChoiceFilter label="Due" param="due" options={dueOptions} all="Any date" />
      {onClear && (
        <Button variant="quiet" className="justify-self-start" onClick={onClear}>
          <FilterX aria-hidden="true" />
          Clear filters
        </Button>
      )}
    </search>
  );
}
