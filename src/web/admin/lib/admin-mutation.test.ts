import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './admin-mutation.ts';

describe('refreshAfterWrite', () => {
  it('reads a list again that was still on its first load when the write landed', async () => {
    const queryClient = new QueryClient();
    let rows = ['old file'];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const list = new QueryObserver(queryClient, {
      queryKey: ['/api/admin/media'],
      // The server reads its rows when asked; the answer arrives later.
      queryFn: async () => {
        const read = [...rows];
        await answered;
        return read;
      },
    });
    const stop = list.subscribe(() => {});
    rows = ['new file', 'old file'];
    const refreshing = refreshAfterWrite(queryClient, { queryKey: ['/api/admin/media'] });
    answer();
    await refreshing;
    expect(queryClient.getQueryData(['/api/admin/media'])).toEqual(['new file', 'old file']);
    stop();
  });
});
