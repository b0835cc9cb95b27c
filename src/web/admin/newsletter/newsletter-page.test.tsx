import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubscriberSummary } from './newsletter-page.tsx';

const subscription = {
  id: 7,
  email: 'reader@example.org',
  subscribedAt: '2026-11-01T12:00:00.000Z',
  active: true,
  lastFailure: null,
  lastFailureAt: null,
};

describe('a subscriber on /admin/newsletter', () => {
  it('shows the last permanent delivery failure beside the address', () => {
    const html = renderToStaticMarkup(
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
    expect(renderToStaticMarkup(<SubscriberSummary subscription={subscription} />)).not.toContain(
      'Delivery failed',
    );
  });
});
