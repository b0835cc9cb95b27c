import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../../contracts/site-settings.ts';
import { siteSettingsQuery } from '../../lib/queries/site-settings.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { NewsletterSignUp } from './home-page.tsx';

/** The home page's sign-up block as the server renders it, with the saved settings prefetched. */
function render(newsletterSendDay: number) {
  const client = createQueryClient(() => Promise.reject(new Error('no network in this test')));
  client.setQueryData(siteSettingsQuery.queryKey, { ...defaultSiteSettings, newsletterSendDay });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <NewsletterSignUp />
    </QueryClientProvider>,
  );
}

describe('the newsletter sign-up on the home page', () => {
  it('names Sunday, the default send day (public-site §9)', () => {
    const html = render(0);
    expect(html).toContain('The week’s stories, every Sunday');
    expect(html).toContain('Sign up for our Sunday newsletter');
  });

  it('names the send day saved in the settings', () => {
    const html = render(5);
    expect(html).toContain('The week’s stories, every Friday');
    expect(html).toContain('Sign up for our Friday newsletter');
    expect(html).not.toContain('Sunday');
  });
});
