import { queryOptions } from '@tanstack/react-query';
import type { BudgetAssignee, budgetQuerySchema, Pitch } from '../../../contracts/story-budget.ts';

export const BUDGET_PATH = '/api/admin/budget';

/** The board's filters as the address holds them (docs/api/story-budget.md: assignee id, kind, due). */
export type BudgetFilters = Partial<Record<keyof typeof budgetQuerySchema.shape, string>>;

/** The board, filtered on the server; with no filter it is the one read of the whole board. */
export const budgetQuery = (filters: BudgetFilters = {}) =>
  queryOptions<Pitch[]>({
    queryKey: Object.values(filters).some(Boolean) ? [BUDGET_PATH, filters] : [BUDGET_PATH],
  });

/** The accounts an editor may assign a pitch to (no e-mail addresses). */
export const assigneesQuery = queryOptions<BudgetAssignee[]>({ queryKey: [`${BUDGET_PATH}/assignees`] });
