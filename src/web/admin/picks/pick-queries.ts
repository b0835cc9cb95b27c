import { queryOptions } from '@tanstack/react-query';
import type { NabjPick } from '../../../contracts/pick.ts';

export const adminPickQuery = (id: number) =>
  queryOptions<NabjPick>({ queryKey: ['/api/admin/nabj-picks', id] });
