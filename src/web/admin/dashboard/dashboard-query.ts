import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../contracts/dashboard.ts';

/** Counts and recent items for both dashboards; marked stale by every admin write. */
export function useDashboard() {
  return useQuery<Dashboard>({ queryKey: ['/api/admin/dashboard'] });
}
