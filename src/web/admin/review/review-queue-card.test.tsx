import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { AdminRole } from '../../../contracts/admin-auth.ts';
import type { ReviewQueueItem } from '../../../contracts/review.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { ReviewQueueCard } from './review-queue-card.tsx';

// Rendered as on the server, from answers already in the cache: a fetch would fail the test.
function render(role: AdminRole, queue: ReviewQueueItem[]) {
  const client = createQueryClient(() => Promise.reject(new Error('nothing is fetched here')));
  client.setQueryData(['/api/admin/me'], { username: 'sam', role, twoFactorEnabled: false });
  client.setQueryData(['/api/admin/review-queue'], queue);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Router ssrPath="/admin">
        <ReviewQueueCard />
      </Router>
    </QueryClientProvider>,
  );
}

const waiting = (id: number, kind: ReviewQueueItem['kind'] = 'article'): ReviewQueueItem => ({
  kind,
  id,
  title: `Story ${id}`,
  author: 'casey',
  submittedAt: new Date(Date.now() - id * 3600_000).toISOString(),
});

describe('the dashboard Review queue card', () => {
  it('is not shown to a contributor, who has no queue', () => {
    expect(render('contributor', [waiting(1)])).toBe('');
  });

  it('counts what waits and lists the three waiting longest, each to its editor', () => {
    const html = render('editor', [waiting(4), waiting(3, 'video'), waiting(2, 'graphic'), waiting(1)]);
    expect(html).toContain('4 items wait for an editor.');
    expect(html).toContain('href="/admin/edit-article/4"');
    expect(html).toContain('href="/admin/edit-video/3"');
    expect(html).toContain('href="/admin/edit-graphic/2"');
    expect(html).not.toContain('Story 1<');
    expect(html).toContain('href="/admin/review"');
  });

  it('says when nothing waits', () => {
    expect(render('admin', [])).toContain('Nothing is waiting for review.');
  });
});
