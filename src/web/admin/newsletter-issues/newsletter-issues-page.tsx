import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { timeZoneName } from '../../../contracts/chapter-clock.ts';
import type { NewsletterPreview, NewsletterSend } from '../../../contracts/newsletter.ts';
import { newsletterDayName, testSendSchema } from '../../../contracts/newsletter.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { TextField } from '../components/form-fields.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { StackedTable } from '../components/stacked-table.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { mayOpen } from '../shell/admin-sections.ts';
import { useRole } from '../shell/use-role.ts';

function Schedule() {
  const settings = useSiteSettings();
  const role = useRole();
  return (
    <p className="text-sm text-muted">
      Goes out every {newsletterDayName(settings.newsletterSendDay)} at{' '}
      {String(settings.newsletterSendHour).padStart(2, '0')}:00 ({timeZoneName(settings.timeZone)}) to every
      confirmed subscriber{settings.newsletterSkipEmptyWeeks ? ', except in weeks with nothing new' : ''}.
      Double opt-in is {settings.newsletterDoubleOptIn ? 'on' : 'off'}.{' '}
      {mayOpen(role, '/admin/settings') && (
        <Link href="/admin/settings" className="text-accent underline underline-offset-4">
          Change in Settings
        </Link>
      )}
    </p>
  );
}

function Preview() {
  const preview = useQuery<NewsletterPreview>({ queryKey: ['/api/admin/newsletter/preview'] });
  const [asText, setAsText] = useState(false);
  return (
    <QueryState query={preview} loading="Loading the next issue..." failed="The preview could not be made.">
      {({ subject, html, text, newItems, upcomingEvents }) => (
        <div className="space-y-3">
          <p className="text-sm">
            <span className="font-semibold">Subject:</span> {subject}
          </p>
          <p className="text-sm text-muted">
            {newItems} new {newItems === 1 ? 'item' : 'items'} this week, {upcomingEvents} upcoming{' '}
            {upcomingEvents === 1 ? 'event' : 'events'}.
            {newItems === 0 && ' With nothing new, this week is skipped (see Settings).'}
          </p>
          <div className="flex gap-2">
            {[false, true].map((textView) => (
              <Button
                key={String(textView)}
                size="sm"
                variant={asText === textView ? 'primary' : 'secondary'}
                onClick={() => setAsText(textView)}
                aria-pressed={asText === textView}
              >
                {textView ? 'Plain text' : 'HTML'}
              </Button>
            ))}
          </div>
          {asText ? (
            // The name is on a region around the text: a pre cannot be named.
            <section
              aria-label="Plain-text preview of the next issue"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable, so keyboard users can scroll a long issue.
              tabIndex={0}
              className="max-h-[36rem] overflow-auto rounded-lg border border-rule bg-paper p-4"
            >
              <pre className="whitespace-pre-wrap text-sm">{text}</pre>
            </section>
          ) : (
            // The mail's HTML is drawn with no script and no access to this page.
            <iframe
              title="Preview of the next issue"
              sandbox=""
              srcDoc={html}
              className="h-[36rem] w-full rounded-lg border border-rule bg-paper"
            />
          )}
        </div>
      )}
    </QueryState>
  );
}

function TestSend() {
  const { field, submit, pending } = useAdminForm({
    schema: testSendSchema,
    defaultValues: { email: '' },
    save: (body) => apiJson<{ message: string }>('POST', '/api/admin/newsletter/test-send', body),
    successMessage: (result) => result.message,
    failureMessage: 'The test could not be sent.',
    askBeforeLeaving: false,
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label="Send a test to"
        type="email"
        autoComplete="email"
        className="sm:w-80"
        {...field('email')}
      />
      <Button type="submit" disabled={pending} className="sm:mt-6">
        {pending ? 'Sending...' : 'Send test'}
      </Button>
    </form>
  );
}

const statusLabels: Record<NewsletterSend['status'], string> = {
  sending: 'Sending',
  sent: 'Sent',
  skipped: 'Skipped (nothing new)',
};

function PastIssues() {
  const sends = useQuery<NewsletterSend[]>({ queryKey: ['/api/admin/newsletter/sends'] });
  return (
    <QueryState query={sends} loading="Loading past issues..." failed="Past issues could not be loaded.">
      {(rows) =>
        rows.length === 0 ? (
          <p className="text-muted">No issue has gone out yet.</p>
        ) : (
          <StackedTable
            framed
            caption="Past issues with their delivered and failed counts"
            rowKey={(send) => send.id}
            rows={rows}
            columns={[
              { header: 'Issue', cell: (send) => <ChapterTime iso={send.startedAt} /> },
              { header: 'Subject', cell: (send) => send.subject },
              { header: 'Status', cell: (send) => statusLabels[send.status] },
              { header: 'Delivered', cell: (send) => send.delivered, numeric: true },
              { header: 'Failed', cell: (send) => send.failed, numeric: true },
            ]}
          />
        )
      }
    </QueryState>
  );
}

/**
 * /admin/newsletter/issues: the weekly newsletter's next issue, a test send, and what went out. An
 * editor previews and tests; the subscribers and the past issues' figures are an admin's.
 */
export function NewsletterIssuesPage() {
  const seesSubscribers = mayOpen(useRole(), '/admin/newsletter');
  return (
    <AdminPage
      title="Newsletter Issues"
      description={<Schedule />}
      back={seesSubscribers ? { href: '/admin/newsletter', label: 'Back to Newsletter' } : null}
    >
      <SectionCard plain title="Next issue">
        <div className="space-y-4">
          <TestSend />
          <Preview />
        </div>
      </SectionCard>
      {seesSubscribers && (
        <SectionCard plain title="Past issues" className="mt-10">
          <PastIssues />
        </SectionCard>
      )}
    </AdminPage>
  );
}
