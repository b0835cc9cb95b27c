import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { createQueryClient } from '../../lib/query-client.ts';
import { MANAGE_PAGE_SIZE } from '../components/pager.tsx';
import { type DashboardKind, dashboardKinds } from '../lib/content-kinds.ts';
import { ContentList } from './website-editor-page.tsx';

// Rendered as on the server, with the tab's first page already read and empty: the e2e server
// always holds other tests' content, so only here can the empty texts be seen.
function renderEmptyTab(kind: DashboardKind) {
  const queryClient = createQueryClient();
  queryClient.setQueryData([dashboardKinds[kind].adminList, { limit: MANAGE_PAGE_SIZE + 1, offset: 0 }], []);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath="/admin/edit-website">
        <ContentList kind={kind} />
      </Router>
    </QueryClientProvider>,
  );
}

describe('Website Editor list tabs', () => {
  it.each([
    ['article', 'No articles found. Create your first article!', '/admin/create-article'],
    ['video', 'No videos found. Upload your first video!', '/admin/create-video'],
    ['graphic', 'No graphics found. Upload your first graphic!', '/admin/create-graphic'],
    ['event', 'No events found. Create your first event!', '/admin/create-event'],
  ] as const)('an empty %s tab says "%s" and links to its create screen', (kind, text, href) => {
    const html = renderEmptyTab(kind);
    expect(html).toContain(text);
    expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain('Loading');
  });
});
