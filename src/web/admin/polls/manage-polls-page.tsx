import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { type AdminPoll, NO_ACTIVE_POLL } from '../../../contracts/poll.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, statusOf } from '../../lib/api.ts';
import { activePollQuery } from '../../lib/queries/content.ts';
import { AdminPage, EmptyState, LoadingState } from '../components/admin-page.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { DeleteButton } from '../components/content-card.tsx';
import { AdminDialog } from '../components/form-dialog.tsx';
import { ListStates } from '../components/list-states.tsx';
import { Pager, usePagedList } from '../components/pager.tsx';
import { LoadFailedAlert } from '../components/query-state.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { ToggleSwitch } from '../components/toggle-switch.tsx';
import { useAdminMutation, useDeleteMutation } from '../lib/admin-mutation.ts';
import { PollForm } from './poll-dialog.tsx';
import { PollResults } from './poll-results.tsx';

/** /admin/manage-polls: the active poll (switch, Edit dialog), a new poll, and the earlier polls. */
export function ManagePollsPage() {
  const id = useId();
  const active = useQuery(activePollQuery());
  const [dialog, setDialog] = useState<'create' | 'edit'>();
  // A refetch that fails keeps the earlier data; after the switch goes off, that poll is no longer active.
  const activePoll = active.isError ? undefined : active.data;
  const pastPolls = usePagedList<AdminPoll>('/api/admin/polls', { pageSize: 10 });
  const past = pastPolls.items.filter((poll) => poll.id !== activePoll?.id);

  const setStatus = useAdminMutation<{ id: number; isActive: boolean }, AdminPoll>({
    mutationFn: ({ id, isActive }) => apiJson('PATCH', `/api/polls/${id}`, { isActive }),
    successMessage: (poll) => (poll.isActive ? 'The poll is now active' : 'The poll is no longer active'),
    failureMessage: 'Failed to update poll status.',
  });
  const remove = useDeleteMutation({
    path: '/api/admin/polls',
    successMessage: 'Poll deleted successfully',
    failureMessage: 'Failed to delete poll',
  });
  const newPollButton = (
    <Button onClick={() => setDialog('create')}>
      <Plus aria-hidden="true" />
      New Poll
    </Button>
  );

  return (
    <AdminPage
      title="Manage Polls"
      description="The quick poll on the Extra! Extra! page."
      actions={newPollButton}
    >
      <SectionCard plain title="Active Poll">
        {active.isPending ? (
          <LoadingState text="Loading poll..." />
        ) : activePoll ? (
          <article
            aria-labelledby={`${id}-question`}
            className="rounded-lg border border-rule bg-paper p-4 sm:p-6"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-3">
                <ToggleSwitch
                  id={`${id}-switch`}
                  checked
                  disabled={setStatus.isPending}
                  onCheckedChange={(isActive) => setStatus.mutate({ id: activePoll.id, isActive })}
                  aria-describedby={`${id}-switch-hint`}
                />
                <div>
                  <label htmlFor={`${id}-switch`} className="text-sm font-semibold text-ink">
                    Active
                  </label>
                  <p id={`${id}-switch-hint`} className="text-xs text-muted">
                    Shown on the Extra! Extra! page. Switch off to hide it.
                  </p>
                </div>
              </div>
              <Button variant="secondary" size="sm" onClick={() => setDialog('edit')}>
                <Pencil aria-hidden="true" />
                Edit Poll
              </Button>
            </div>
            <h3 id={`${id}-question`} className="mt-5 mb-4 text-xl font-semibold break-words text-ink">
              {activePoll.question}
            </h3>
            <PollResults options={activePoll.options} totalVotes={activePoll.totalVotes} />
          </article>
        ) : statusOf(active.error) === 404 ? (
          <EmptyState text={NO_ACTIVE_POLL}>
            <p className="mt-1 text-sm text-muted">
              The Extra! Extra! page shows no poll. Create one, or make an earlier poll active below.
            </p>
            <div className="mt-4">{newPollButton}</div>
          </EmptyState>
        ) : (
          <LoadFailedAlert query={active} fallback="The active poll could not be loaded." />
        )}
      </SectionCard>

      <SectionCard plain title="Past Polls" className="mt-10">
        <ListStates
          query={pastPolls.query}
          empty={past.length === 0 && pastPolls.page === 0 && !pastPolls.hasNext}
          loadingText="Loading polls..."
          failedText="The polls could not be loaded."
          emptyText="No past polls yet."
        >
          <ul className="grid gap-4 md:grid-cols-2">
            {past.map((poll) => (
              <li key={poll.id}>
                <article
                  aria-labelledby={`${id}-${poll.id}`}
                  className="flex h-full flex-col rounded-lg border border-rule bg-paper p-4"
                >
                  <h3 id={`${id}-${poll.id}`} className="font-semibold break-words text-ink">
                    {poll.question}
                  </h3>
                  <p className="mt-1 mb-3 text-xs text-muted">
                    <ChapterTime prefix="Created" iso={poll.createdAt} />
                  </p>
                  <PollResults options={poll.options} totalVotes={poll.totalVotes} />
                  <div className="mt-auto flex flex-wrap gap-2 pt-4">
                    <Button
                      size="sm"
                      disabled={setStatus.isPending}
                      onClick={() => setStatus.mutate({ id: poll.id, isActive: true })}
                      aria-label={`Make active: ${poll.question}`}
                    >
                      Make Active
                    </Button>
                    <DeleteButton
                      label={`Delete poll: ${poll.question}`}
                      disabled={remove.isPending}
                      onClick={async () => {
                        if (await confirmAction('Are you sure you want to delete this poll and its votes?'))
                          remove.mutate(poll.id);
                      }}
                    />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </ListStates>
        <Pager
          label="Past polls pages"
          page={pastPolls.page}
          hasNext={pastPolls.hasNext}
          onPage={pastPolls.setPage}
        />
      </SectionCard>

      <AdminDialog
        open={dialog === 'create' || (dialog === 'edit' && activePoll !== undefined)}
        onClose={() => setDialog(undefined)}
      >
        <PollForm
          poll={dialog === 'edit' ? activePoll : undefined}
          startActive={!activePoll}
          onClose={() => setDialog(undefined)}
        />
      </AdminDialog>
    </AdminPage>
  );
}
