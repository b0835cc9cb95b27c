import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../../contracts/site-settings-values.ts';
import { siteSettingsQuery } from '../../lib/queries/site-settings.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { SubscriberSummary } from './newsletter-page.tsx';

const subscription = {
  id: 7,
  email: 'reader@example.org',
  subscribedAt: '2026-11-01T12:00:00.000Z',
  active: true,
  lastFailure: null,
  lastFailureAt: null,
};

// The times read the chapter's zone from the settings every page has prefetched.
function render(element: ReactNode) {
  const client = createQueryClient();
  client.setQueryData(siteSettingsQuery.queryKey, defaultSiteSettings);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

describe('a subscriber on /admin/newsletter', () => {
  it('shows the last permanent delivery failure beside the address', () => {
    const html = render(
      <SubscriberSummary
        subscription={{
          ...subscription,
          lastFailure: '550 Mailbox reader@example.org refused',
          lastFailureAt: '2026-11-22T14:05:00.000Z',
        }}
      />,
    );
    expect(html).toContain('reader@example.org');
    expect(html).toContain('Delivery failed');
    expect(html).toContain('550 Mailbox reader@example.org refused');
    expect(html).toContain('dateTime="2026-11-22T14:05:00.000Z"');
    expect(html).toContain('Not mailed until they sign up again.');
  });

  it('says nothing of failures for an address whose mail arrives', () => {
    expect(render(<SubscriberSummary subscription={subscription} />)).not.toContain('Delivery failed');
  });
});
