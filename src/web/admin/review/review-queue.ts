import { useQuery } from '@tanstack/react-query';
import type { ReviewQueueItem } from '../../../contracts/review.ts';

/** Every item waiting for an editor, oldest submission first; stale after any admin write. */
export function useReviewQueue({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<ReviewQueueItem[]>({ queryKey: ['/api/admin/review-queue'], enabled });
}
