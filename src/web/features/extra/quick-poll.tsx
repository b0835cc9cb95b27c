import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Poll } from '../../../contracts/poll.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiJson, serverMessage, statusOf } from '../../lib/api.ts';
import { activePollQuery } from '../../lib/queries/content.ts';
import { pollResults, votesLabel } from './poll-results.ts';

type Phase = 'voting' | 'voted' | 'already-voted';

/**
 * public-site §4's words, except when the vote was refused for too many from this network: then the
 * server's message, since trying again at once would fail again.
 */
export function voteFailureMessage(error: unknown): string {
  const limited = statusOf(error) === 429 ? serverMessage(error) : undefined;
  return limited || 'Failed to submit vote. Please try again.';
}

/** The votes this browser cast, by poll id: the option chosen, or null when it is not known. */
const VOTES_KEY = 'nabj-poll-votes';

/**
 * The option this browser voted for in the poll, read from what `rememberVote` stored: null when it
 * voted but the option is not known, undefined when it has not voted.
 */
export function votedOption(stored: string | null, pollId: number): number | null | undefined {
  try {
    const votes: unknown = JSON.parse(stored ?? '{}');
    const option =
      votes && typeof votes === 'object' ? (votes as Record<string, unknown>)[pollId] : undefined;
    return typeof option === 'number' || option === null ? option : undefined;
  } catch {
    return undefined;
  }
}

/** `stored` with this browser's vote in the poll added (the last 20 polls are kept). */
export function withVote(stored: string | null, pollId: number, optionId: number | null): string {
  let votes: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      votes = parsed as Record<string, unknown>;
  } catch {
    // A damaged value is replaced.
  }
  const kept = Object.entries(votes)
    .filter(([id]) => id !== String(pollId))
    .slice(-19);
  return JSON.stringify(Object.fromEntries([...kept, [String(pollId), optionId]]));
}

function readVote(pollId: number): number | null | undefined {
  try {
    return votedOption(localStorage.getItem(VOTES_KEY), pollId);
  } catch {
    return undefined;
  }
}

function rememberVote(pollId: number, optionId: number | null): void {
  try {
    localStorage.setItem(VOTES_KEY, withVote(localStorage.getItem(VOTES_KEY), pollId, optionId));
  } catch {
    // Storage off: the server still refuses a second vote and shows the results then.
  }
}

/**
 * public-site §4 "Poll": choose, vote, then the results. A browser that voted sees the results on
 * every later visit (docs/architecture.md, "The poll"), where the spec kept it for the visit.
 */
export function QuickPollSection() {
  const { data: poll } = useQuery(activePollQuery());
  if (!poll) return null;
  // A new poll starts a new vote.
  return <QuickPoll key={poll.id} poll={poll} />;
}

function QuickPoll({ poll }: { poll: Poll }) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<number | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>('voting');
  const name = useId();
  const choices = useRef<HTMLFieldSetElement>(null);

  // After hydration: the server renders the form for everyone, and only this browser knows its vote.
  useEffect(() => {
    const remembered = readVote(poll.id);
    if (remembered === undefined) {
      // A choice made in the server's HTML before this code arrived (see use-hydrated-field.ts).
      const picked = choices.current?.querySelector<HTMLInputElement>('input:checked');
      if (picked) setChoice(Number(picked.value));
      return;
    }
    setChoice(remembered ?? undefined);
    setPhase('already-voted');
    // The page may be a cached copy: read the standing results again.
    void queryClient.invalidateQueries({ queryKey: activePollQuery().queryKey });
  }, [poll.id, queryClient]);

  const vote = useMutation({
    mutationFn: (optionId: number) => apiJson<Poll>('POST', '/api/polls/vote', { pollId: poll.id, optionId }),
    onSuccess: (updated, optionId) => {
      queryClient.setQueryData(activePollQuery().queryKey, updated);
      rememberVote(poll.id, optionId);
      setPhase('voted');
      toast({ title: 'Vote submitted!', description: 'Thank you for participating in our poll.' });
    },
    onError: (error) => {
      // The server remembers this browser's vote: show the standing results instead of an error.
      if (statusOf(error) === 409) {
        // Which option it was is not known here: the results are shown without "(your vote)".
        rememberVote(poll.id, null);
        setChoice(undefined);
        setPhase('already-voted');
        void queryClient.invalidateQueries({ queryKey: activePollQuery().queryKey });
        return;
      }
      toast({
        title: 'Error',
        description: voteFailureMessage(error),
        variant: 'destructive',
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === undefined || vote.isPending) return;
    vote.mutate(choice);
  };

  return (
    <section
      aria-labelledby="quick-poll-title"
      className="rounded-md border border-ink bg-paper-soft p-5 sm:p-6"
    >
      <h2 id="quick-poll-title" className="font-bold font-serif text-2xl text-ink sm:text-3xl">
        Quick Poll
      </h2>
      {phase === 'voting' ? (
        <form onSubmit={submit} className="mt-4">
          <fieldset ref={choices} disabled={vote.isPending}>
            <legend className="font-serif text-ink text-lg leading-snug">{poll.question}</legend>
            <div className="mt-4 grid gap-2">
              {poll.options.map((option) => (
                <label
                  key={option.id}
                  className="flex cursor-pointer items-center gap-3 rounded-md border border-rule-strong bg-paper px-4 py-3 text-base text-ink transition-colors duration-150 has-[:checked]:border-ink has-[:checked]:bg-ink/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-offset-2"
                >
                  <input
                    type="radio"
                    name={name}
                    value={option.id}
                    checked={choice === option.id}
                    onChange={() => setChoice(option.id)}
                    className="size-4 accent-accent"
                  />
                  {option.text}
                </label>
              ))}
            </div>
          </fieldset>
          <Button
            type="submit"
            className="mt-5 w-full sm:w-auto"
            disabled={choice === undefined || vote.isPending}
          >
            {vote.isPending ? 'Submitting...' : 'Vote'}
          </Button>
        </form>
      ) : (
        <PollResults poll={poll} choice={choice} alreadyVoted={phase === 'already-voted'} />
      )}
    </section>
  );
}

function PollResults({ poll, choice, alreadyVoted }: { poll: Poll; choice?: number; alreadyVoted: boolean }) {
  const results = pollResults(poll.options);
  return (
    <div className="mt-4">
      <p className="font-serif text-ink text-lg leading-snug">{poll.question}</p>
      <p role="status" className="mt-2 flex items-center gap-1.5 text-muted text-sm">
        <CheckCircle2 aria-hidden="true" className="size-4 text-accent" />
        {alreadyVoted
          ? 'You have already voted in this poll. Here are the results so far.'
          : 'Thanks for voting! Here are the results.'}
      </p>
      <ul aria-label="Poll results" className="mt-4 grid gap-3">
        {results.map((result) => (
          <li key={result.id}>
            <div className="flex items-baseline justify-between gap-3 text-base text-ink">
              <span className={result.id === choice ? 'font-semibold' : undefined}>
                {result.text}
                {result.id === choice && <span className="text-muted text-sm"> (your vote)</span>}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{result.percent}%</span>
            </div>
            <div
              aria-hidden="true"
              className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-paper ring-1 ring-rule-strong"
            >
              <div className="h-full rounded-full bg-accent" style={{ width: `${result.percent}%` }} />
            </div>
            <p className="mt-1 text-muted text-xs">{votesLabel(result.votes)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 border-rule border-t pt-3 font-semibold text-ink text-sm">
        Total: {votesLabel(poll.totalVotes)}
      </p>
    </div>
  );
}
