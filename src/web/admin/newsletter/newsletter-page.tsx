import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, MailPlus, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  newsletterDayName,
  type PendingSubscription,
  type Subscription,
  type SubscriptionStats,
} from '../../../contracts/newsletter.ts';
import { Button } from '../../components/ui/button.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiJson, serverMessage } from '../../lib/api.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';
import { AdminPage, EmptyState, LoadFailedState } from '../components/admin-page.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { dangerButton } from '../components/content-card.tsx';
import { Pager, usePagedList } from '../components/pager.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { useSettledValue } from '../lib/settled-value.ts';
import { exportSubscriptionsCsv, toastParts } from './export-csv.ts';

const SUBSCRIBERS_PER_PAGE = 25;

const listClass = 'divide-y divide-rule rounded-lg border border-rule bg-paper';
const rowClass = 'flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3';

/** An address and its date, and the last permanent delivery failure when its mail bounced. */
export function SubscriberSummary({ subscription }: { subscription: Subscription }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-all text-ink">{subscription.email}</p>
      <p className="text-xs text-muted">
        Subscribed <ChapterTime withTime iso={subscription.subscribedAt} />
      </p>
      {subscription.lastFailureAt && (
        <p className="mt-1 text-xs break-words text-danger">
          Delivery failed <ChapterTime withTime iso={subscription.lastFailureAt} />:{' '}
          {subscription.lastFailure}. Not mailed until they sign up again.
        </p>
      )}
    </div>
  );
}

/** /admin/newsletter: counters, the active subscribers (search, pages, Unsubscribe) and the CSV export. */
export function NewsletterPage() {
  const { newsletterSendDay } = useSiteSettings();
  const stats = useQuery<SubscriptionStats>({ queryKey: ['/api/newsletter/subscriptions/stats'] });
  const [search, setSearch] = useState('');
  const q = useSettledValue(search.trim());
  const { query, items, page, setPage, hasNext } = usePagedList<Subscription>(
    '/api/newsletter/subscriptions',
    {
      pageSize: SUBSCRIBERS_PER_PAGE,
      filters: { q: q || undefined },
      keysetId: (subscription) => subscription.id,
    },
  );

  const exportCsv = useMutation({
    mutationFn: exportSubscriptionsCsv,
    onSuccess: (text) => toast(toastParts(text)),
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to export the subscriptions.',
        variant: 'destructive',
      }),
  });

  const unsubscribe = useAdminMutation<number, undefined>({
    mutationFn: (id) => apiJson('DELETE', `/api/newsletter/subscriptions/${id}`),
    successTitle: 'Subscription removed',
    successMessage: 'The email has been unsubscribed successfully.',
    failureMessage: 'Failed to unsubscribe the email.',
  });

  return (
    <AdminPage
      title="Newsletter Subscribers"
      description={`Who gets the ${newsletterDayName(newsletterSendDay)} newsletter.`}
      actions={
        <>
          <Button variant="secondary" asChild>
            <Link href="/admin/newsletter/issues">Issues: preview, test, history</Link>
          </Button>
          <Button onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
            <Download aria-hidden="true" />
            {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        </>
      }
    >
      <dl aria-label="Subscriber counts" className="grid gap-3 sm:grid-cols-3">
        <StatCard label="Total Subscribers" value={stats.data?.total} />
        <StatCard label="This Week" value={stats.data?.thisWeek} note="Subscribed in the last 7 days" />
        <StatCard
          label="This Month"
          value={stats.data?.thisMonth}
          note="Subscribed since this date last month"
        />
      </dl>
      {stats.isError && (
        <LoadFailedState
          error={stats.error}
          fallback="The counts could not be loaded."
          className="mt-2 text-sm text-danger"
        />
      )}

      <section aria-labelledby="subscribers-heading" className="mt-8">
        <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="subscribers-heading" className="text-lg font-semibold text-ink">
            Active Subscribers
          </h2>
          <SearchField
            id="subscriber-search"
            label="Search subscribers by email"
            placeholder="Search by email"
            value={search}
            onChange={setSearch}
            className="sm:max-w-xs"
          />
        </div>

        <QueryState
          query={query}
          loading="Loading subscribers..."
          failed="The subscribers could not be loaded."
        >
          {() =>
            items.length === 0 ? (
              <EmptyState text={q ? `No active subscriber matches “${q}”.` : 'No active subscribers yet.'} />
            ) : (
              <ul
                aria-label="Active subscribers"
                aria-busy={query.isPlaceholderData || undefined}
                className={listClass}
              >
                {items.map((subscription) => (
                  <li key={subscription.id} className={rowClass}>
                    <SubscriberSummary subscription={subscription} />
                    <Button
                      variant="secondary"
                      size="sm"
                      className={dangerButton}
                      disabled={unsubscribe.isPending && unsubscribe.variables === subscription.id}
                      aria-label={`Unsubscribe ${subscription.email}`}
                      onClick={async () => {
                        const confirmed = await confirmAction(
                          `Unsubscribe ${subscription.email}? They will no longer receive the newsletter.`,
                          'Unsubscribe',
                        );
                        if (confirmed) unsubscribe.mutate(subscription.id);
                      }}
                    >
                      <UserMinus aria-hidden="true" />
                      Unsubscribe
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <Pager label="Subscriber pages" page={page} hasNext={hasNext} onPage={setPage} />
      </section>

      <PendingSignUps />
    </AdminPage>
  );
}

/** Double opt-in sign-ups not yet confirmed: they receive nothing, so a lost mail can be sent again. */
function PendingSignUps() {
  const { query, items, page, setPage, hasNext } = usePagedList<PendingSubscription>(
    '/api/newsletter/subscriptions/pending',
    { pageSize: SUBSCRIBERS_PER_PAGE },
  );
  const resend = useAdminMutation<number, { message: string }>({
    mutationFn: (id) => apiJson('POST', `/api/newsletter/subscriptions/${id}/resend-confirmation`),
    successTitle: 'Confirmation sent',
    successMessage: (result) => result.message,
    failureMessage: 'Failed to send the confirmation again.',
  });

  return (
    <SectionCard
      plain
      title="Waiting for confirmation"
      description="They signed up but have not followed the link in their confirmation e-mail yet, so they receive nothing. Not counted above."
      className="mt-10"
    >
      <QueryState query={query} loading="Loading sign-ups..." failed="The sign-ups could not be loaded.">
        {() =>
          items.length === 0 ? (
            <EmptyState text="No sign-up is waiting for its confirmation." />
          ) : (
            <ul aria-label="Pending sign-ups" className={listClass}>
              {items.map((pending) => (
                <li key={pending.id} className={rowClass}>
                  <div className="min-w-0">
                    <p className="font-medium break-all text-ink">{pending.email}</p>
                    <p className="text-xs text-muted">
                      {pending.confirmationSentAt ? (
                        <>
                          Confirmation sent <ChapterTime withTime iso={pending.confirmationSentAt} />
                        </>
                      ) : (
                        'No confirmation has gone out yet'
                      )}
                    </p>
                    {pending.lastFailureAt && (
                      <p className="mt-1 text-xs break-words text-danger">
                        Delivery failed: {pending.lastFailure}
                      </p>
                    )}
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={resend.isPending && resend.variables === pending.id}
                    aria-label={`Resend the confirmation to ${pending.email}`}
                    onClick={() => resend.mutate(pending.id)}
                  >
                    <MailPlus aria-hidden="true" />
                    Resend confirmation
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Pager label="Pending sign-up pages" page={page} hasNext={hasNext} onPage={setPage} />
    </SectionCard>
  );
}
