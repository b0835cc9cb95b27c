import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('the query client of a server render', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves no timer behind its reads, so nothing keeps the render alive afterwards', async () => {
    vi.useFakeTimers();
    const client = createQueryClient(async (path) => ({ path }));
    await client.prefetchQuery({ queryKey: ['/api/site-settings'] });
    await client.prefetchQuery({ queryKey: ['/api/articles', { limit: 6 }] });
    // Notifications go out on a zero-delay timer; only those may have been waiting.
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(client.getQueryData(['/api/site-settings'])).toEqual({ path: '/api/site-settings' });
  });
});
