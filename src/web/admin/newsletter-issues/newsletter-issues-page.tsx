import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { NewsletterPreview, NewsletterSend } from '../../../contracts/newsletter.ts';
import { newsletterDayName, testSendSchema } from '../../../contracts/newsletter.ts';
import type { SiteSettings } from '../../../contracts/site-settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { formatShortDate } from '../../lib/format.ts';
import { AdminPage, LoadingState } from '../components/admin-page.tsx';
import { TextField } from '../components/form-fields.tsx';
import { useAdminForm } from '../lib/admin-form.ts';

function Schedule() {
  const settings = useQuery<SiteSettings>({ queryKey: ['/api/site-settings'] });
  if (!settings.data) return null;
  const {
    newsletterSendDay,
    newsletterSendHour,
    newsletterTimeZone,
    newsletterSkipEmptyWeeks,
    newsletterDoubleOptIn,
  } = settings.data;
  return (
    <p className="text-sm text-muted">
      Goes out every {newsletterDayName(newsletterSendDay)} at {String(newsletterSendHour).padStart(2, '0')}
      :00 ({newsletterTimeZone}) to every confirmed subscriber
      {newsletterSkipEmptyWeeks ? ', except in weeks with nothing new' : ''}. Double opt-in is{' '}
      {newsletterDoubleOptIn ? 'on' : 'off'}.{' '}
      <Link href="/admin/settings" className="text-accent underline underline-offset-4">
        Change in Settings
      </Link>
    </p>
  );
}

function Preview() {
  const preview = useQuery<NewsletterPreview>({ queryKey: ['/api/admin/newsletter/preview'] });
  const [asText, setAsText] = useState(false);
  if (preview.isPending) return <LoadingState text="Loading the next issue..." />;
  if (preview.isError) {
    return (
      <p role="alert" className="text-danger">
        The preview could not be made.
      </p>
    );
  }
  const { subject, html, text, newItems, upcomingEvents } = preview.data;
  return (
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
        <Button
          size="sm"
          variant={asText ? 'secondary' : 'primary'}
          onClick={() => setAsText(false)}
          aria-pressed={!asText}
        >
          HTML
        </Button>
        <Button
          size="sm"
          variant={asText ? 'primary' : 'secondary'}
          onClick={() => setAsText(true)}
          aria-pressed={asText}
        >
          Plain text
        </Button>
      </div>
      {asText ? (
        // Focusable, so keyboard users can scroll a long issue.
        <pre
          tabIndex={0}
          aria-label="Plain-text preview of the next issue"
          className="max-h-[36rem] overflow-auto whitespace-pre-wrap rounded-lg border border-rule bg-paper p-4 text-sm"
        >
          {text}
        </pre>
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
  if (sends.isPending) return <LoadingState text="Loading past issues..." />;
  if (sends.isError) {
    return (
      <p role="alert" className="text-danger">
        Past issues could not be loaded.
      </p>
    );
  }
  if (sends.data.length === 0) return <p className="text-muted">No issue has gone out yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-rule bg-paper">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Past issues with their delivered and failed counts</caption>
        <thead className="border-b border-rule bg-paper-soft">
          <tr>
            {['Issue', 'Subject', 'Status', 'Delivered', 'Failed'].map((column, index) => (
              <th key={column} scope="col" className={index < 3 ? 'px-3 py-2' : 'px-3 py-2 text-right'}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sends.data.map((send) => (
            <tr key={send.id} className="border-b border-rule last:border-0">
              <td className="px-3 py-2 whitespace-nowrap">{formatShortDate(send.startedAt)}</td>
              <td className="px-3 py-2">{send.subject}</td>
              <td className="px-3 py-2">{statusLabels[send.status]}</td>
              <td className="px-3 py-2 text-right tabular-nums">{send.delivered}</td>
              <td className="px-3 py-2 text-right tabular-nums">{send.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/newsletter/issues: the weekly newsletter's next issue, a test send, and what went out. */
export function NewsletterIssuesPage() {
  return (
    <AdminPage
      title="Newsletter Issues"
      description={<Schedule />}
      back={{ href: '/admin/newsletter', label: 'Back to Newsletter' }}
    >
      <section aria-labelledby="next-issue" className="space-y-4">
        <h2 id="next-issue" className="text-lg font-semibold">
          Next issue
        </h2>
        <TestSend />
        <Preview />
      </section>
      <section aria-labelledby="past-issues" className="mt-10 space-y-4">
        <h2 id="past-issues" className="text-lg font-semibold">
          Past issues
        </h2>
        <PastIssues />
      </section>
    </AdminPage>
  );
}
