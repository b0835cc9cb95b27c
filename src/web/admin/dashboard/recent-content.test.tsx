import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { AdminRole } from '../../../contracts/admin-auth.ts';
import type { Dashboard } from '../../../contracts/dashboard.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { RecentContent } from './recent-content.tsx';

// Rendered as on the server, for a signed-in account: the router is told the path.
const render = (
  recent: Dashboard['recent'],
  account: { id: number; role: AdminRole } = { id: 1, role: 'editor' },
) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/admin/me'], { ...account, username: 'someone' });
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath="/admin">
        <RecentContent recent={recent} />
      </Router>
    </QueryClientProvider>,
  );
};

const empty = { articles: [], videos: [], graphics: [], events: [] };
const published = {
  status: 'published' as const,
  publishedDate: '2026-01-05T12:00:00.000Z',
  createdBy: 1,
};

describe('Recent Content - Quick Edit', () => {
  it('shows the empty text of each kind (admin-area §2)', () => {
    const html = render(empty);
    for (const text of ['No articles yet', 'No videos yet', 'No graphics yet', 'No events yet']) {
      expect(html).toContain(text);
    }
  });

  it('draws a video thumbnail as a muted video and an image as an image', () => {
    const html = render({
      ...empty,
      graphics: [
        {
          id: 1,
          title: 'Clip',
          type: 'illustration',
          thumbnailUrl: '/uploads/a.mov',
          thumbnailMimeType: '',
          ...published,
        },
        {
          id: 2,
          title: 'Still',
          type: 'photography',
          thumbnailUrl: '/uploads/b.webp',
          thumbnailMimeType: 'image/webp',
          ...published,
        },
        {
          id: 3,
          title: 'Typed',
          type: 'photography',
          thumbnailUrl: '/uploads/c',
          thumbnailMimeType: 'video/webm',
          ...published,
        },
      ],
    });
    expect(html).toMatch(/<video[^>]*src="\/uploads\/a\.mov"[^>]*>/);
    expect(html).toMatch(/<video[^>]*src="\/uploads\/c"[^>]*>/);
    expect(html).toMatch(/<video[^>]*muted/);
    expect(html).toMatch(/<img[^>]*src="\/uploads\/b\.webp"/);
  });

  it('gives each item an edit link and each list a View All link', () => {
    const html = render({
      ...empty,
      articles: [{ id: 7, title: 'Budget vote', author: 'Ada', ...published }],
      events: [{ id: 9, title: 'Meeting', date: '2031-02-03T18:00:00.000Z' }],
    });
    expect(html).toContain('href="/admin/edit-article/7"');
    expect(html).toContain('href="/admin/edit-event/9"');
    expect(html).toContain('Ada');
    expect(html).toContain('href="/admin/manage-articles"');
  });

  it("offers a contributor Edit on their own draft and View on another's published story", () => {
    const html = render(
      {
        ...empty,
        articles: [
          { id: 7, title: 'Mine', author: 'Ada', ...published, status: 'draft', createdBy: 5 },
          { id: 8, title: 'Theirs', author: 'Bo', ...published, createdBy: 6 },
        ],
      },
      { id: 5, role: 'contributor' },
    );
    expect(html).toContain('aria-label="Edit Mine"');
    expect(html).toContain('aria-label="View Theirs"');
    expect(html).not.toContain('aria-label="Edit Theirs"');
  });

  it("leaves out a kind the answer does not hold (a contributor's events)", () => {
    const { events: _, ...withoutEvents } = empty;
    const html = render(withoutEvents);
    expect(html).toContain('No articles yet');
    expect(html).not.toContain('Events');
    expect(html).not.toContain('No events yet');
  });
});
