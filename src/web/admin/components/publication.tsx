import { type ListStatus, publicationState } from '../../../contracts/admin-list.ts';
import { formatDay, timeZoneName, toDateTimeInput, toDayInput } from '../../../contracts/chapter-clock.ts';
import type { PublicationStatus } from '../../../contracts/common.ts';
import { cn } from '../../lib/cn.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { TextField } from './form-fields.tsx';

// Draft or in review until an editor publishes it; published with a future date is scheduled (shared with the server's history and audit words).
export { publicationState };

/**
 * Whether a date input's value, read on the chapter's clock, lies ahead: a day counts from its
 * start, a date-time from its minute. Both formats sort as text in time order.
 */
export function isFutureInput(value: string, zone: string, now: Date): boolean {
  const type = /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'date' : 'datetime-local';
  return value !== '' && value > nowInput(type, zone, now);
}

/** How the screens tell the editing account apart (review-workflow.tsx, `editorMode`). */
export type EditorMode = 'publish' | 'draft' | 'review' | 'read-only';

/** What an editor knows of a saved item's publication; a new item has none yet. */
export interface Publication {
  status: PublicationStatus;
  publishedDate: string;
  firstPublishedAt: string | null;
}

/**
 * Where the saved item stands for the one editing it: a list state, or `unpublished` for a draft that
 * went out before. A time still ahead only says when a schedule would have sent it out.
 */
export type EditingState = ListStatus | 'unpublished';

export function editingState(item: Publication | undefined, now: Date = new Date()): EditingState {
  if (!item) return 'draft';
  const wentOut = item.firstPublishedAt !== null && new Date(item.firstPublishedAt) <= now;
  if (item.status === 'draft' && wentOut) return 'unpublished';
  return publicationState(item.status, item.publishedDate, now);
}

/** The buttons beside an editor's save, each named by what it does. */
export const editorStepLabels = {
  submit: 'Submit for review',
  publish: 'Publish',
  schedule: 'Schedule',
  'send-back': 'Send back',
  unpublish: 'Unpublish',
  republish: 'Republish',
  'publish-as-new': 'Publish as new',
  'publish-now': 'Publish now',
  unschedule: 'Unschedule',
} as const;
export type EditorStep = keyof typeof editorStepLabels;

/**
 * An editor's actions by account and state: `save` labels the plain save (the first button, which
 * Enter presses; none when there is nothing to save) and `steps` the buttons beside it. A date
 * typed ahead (`dateAhead`) makes a draft's way out a schedule.
 */
export function editorActions(
  mode: EditorMode,
  state: EditingState,
  dateAhead: boolean,
): { save?: 'Save draft' | 'Save changes' | 'Update'; steps: EditorStep[] } {
  if (mode === 'read-only') return { steps: [] };
  if (mode === 'draft') return { save: 'Save draft', steps: ['submit'] };
  if (mode === 'review')
    return { save: 'Save changes', steps: [dateAhead ? 'schedule' : 'publish', 'send-back'] };
  if (state === 'published') return { save: 'Update', steps: ['unpublish'] };
  if (state === 'scheduled') return { save: 'Update', steps: ['publish-now', 'unschedule'] };
  if (dateAhead) return { save: 'Save draft', steps: ['schedule'] };
  return {
    save: 'Save draft',
    steps: state === 'unpublished' ? ['republish', 'publish-as-new'] : ['publish'],
  };
}

/** The date field's value for now on the chapter's clock, in the field's own format. */
export function nowInput(dateType: 'datetime-local' | 'date', zone: string, now: Date = new Date()): string {
  return dateType === 'date' ? toDayInput(now, zone) : toDateTimeInput(now, zone);
}

/**
 * The status and date field an editor's save sends (`step` undefined: the plain save, which keeps the
 * status). Only "Publish as new" and "Publish now" take today's date; "Publish" does too when the
 * field still holds the draft's old date (`openedWith`), so a story does not go out dated the day it
 * was started. Every other step keeps the date as it stands, so an unpublished story keeps its place.
 */
export function publicationOf(
  step: EditorStep | undefined,
  state: EditingState,
  date: { value: string; openedWith: string; type: 'datetime-local' | 'date' },
  zone: string,
  now: Date = new Date(),
): { status: PublicationStatus; publishedDate: string } {
  const today = nowInput(date.type, zone, now);
  switch (step) {
    case 'publish-now':
    case 'publish-as-new':
      return { status: 'published', publishedDate: today };
    case 'publish': {
      // Both input formats sort as text in time order. An empty field stays empty: an article's means
      // now, and a video's is refused with its message (admin-area §5).
      const stale = date.value !== '' && date.value === date.openedWith && date.value < today;
      return { status: 'published', publishedDate: stale ? today : date.value };
    }
    case 'schedule':
    case 'republish':
      return { status: 'published', publishedDate: date.value };
    case 'unpublish':
    case 'unschedule':
      return { status: 'draft', publishedDate: date.value };
    default: {
      const live = state === 'published' || state === 'scheduled';
      return { status: live ? 'published' : 'draft', publishedDate: date.value };
    }
  }
}

type Controlled<Value> = { value: Value; onChange: (value: Value) => void; error?: string };

/** The words of each state, on badges and in the lists' status filter. */
export const publicationStateLabels: Record<ListStatus, string> = {
  draft: 'Draft',
  'in-review': 'In review',
  scheduled: 'Scheduled',
  published: 'Published',
};

// Each pair ≥ 4.5:1 (VISUAL.md: distinct, AA-safe status colours).
const badgeColours: Record<ListStatus, string> = {
  draft: 'bg-neutral-200 text-neutral-900',
  'in-review': 'bg-sky-100 text-sky-900',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
};

export function PublicationBadge(item: { status: PublicationStatus; publishedDate: string }) {
  const state = publicationState(item.status, item.publishedDate);
  return (
    <span className={cn('inline-flex rounded px-2 py-0.5 text-xs font-semibold', badgeColours[state])}>
      {publicationStateLabels[state]}
    </span>
  );
}

/**
 * What the Publishing box says of the saved item: "Scheduled for Dec 24, 6:00 PM" (the year when not
 * this one; a video's day alone), "Published Nov 23, 2026", or the state's word.
 */
export function statusWords(
  state: EditingState,
  publishedDate: string,
  dateType: 'datetime-local' | 'date',
  zone: string,
  now: Date = new Date(),
): string {
  const date = new Date(publishedDate);
  const on = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options }).format(date);
  if (state === 'published') return `Published ${formatDay(date, zone)}`;
  if (state !== 'scheduled') return publicationStateLabels[state === 'unpublished' ? 'draft' : state];
  const yearOf = (instant: Date) => instant.toLocaleString('en-US', { timeZone: zone, year: 'numeric' });
  const when = {
    month: 'short',
    day: 'numeric',
    year: yearOf(date) === yearOf(now) ? undefined : 'numeric',
    ...(dateType === 'date' ? {} : { hour: 'numeric', minute: '2-digit' }),
  } as Intl.DateTimeFormatOptions;
  return `Scheduled for ${on(when)}`;
}

const stateNotes: Partial<Record<EditingState, string>> = {
  draft: 'Not shown on the public site until published.',
  unpublished: 'Off the public site. Republish puts it back with its date; Publish as new dates it today.',
};

/**
 * The saved item's status in words and its publish time. The status changes only by the editor's
 * buttons (`editorActions`), which say what each does; the date is the editor's to set.
 */
export function PublicationFields({
  item,
  publishedDate: { value: publishedDate, onChange: onPublishedDateChange, error },
  dateLabel = 'Publish date and time',
  dateType = 'datetime-local',
  dateError = error,
  dateHint = 'Empty means now. A future time schedules it.',
  dateRequired,
}: {
  /** The item as saved; none on a create screen. */
  item: Publication | undefined;
  publishedDate: Controlled<string>;
  dateLabel?: string;
  dateType?: 'datetime-local' | 'date';
  /** The date's message when the form names the field otherwise (the embed route's publishDate). */
  dateError?: string;
  /** The date's hint when it does not schedule (videos require a date, so empty is not "now"). */
  dateHint?: string;
  dateRequired?: boolean;
}) {
  const zone = useTimeZone();
  const state = editingState(item);
  const inReview = state === 'in-review';
  const live = state === 'published' || state === 'scheduled';
  const scheduled = live && isFutureInput(publishedDate, zone, new Date());
  const note = stateNotes[state];

  return (
    <fieldset className="grid gap-4 rounded-lg border border-rule p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">Publishing</legend>
      <div className="space-y-1">
        <p className="text-sm font-medium text-ink">Status</p>
        <p
          className={cn(
            'inline-flex rounded px-2 py-1 text-sm font-semibold',
            badgeColours[state === 'unpublished' ? 'draft' : state],
          )}
        >
          {statusWords(state, item?.publishedDate ?? '', dateType, zone)}
        </p>
        {note && <p className="text-xs text-muted">{note}</p>}
      </div>
      <TextField
        label={`${dateLabel} (${timeZoneName(zone)})`}
        type={dateType}
        value={publishedDate}
        onChange={(event) => onPublishedDateChange(event.target.value)}
        error={dateError}
        required={dateRequired}
        hint={
          inReview
            ? `A future ${dateType === 'date' ? 'day' : 'time'} schedules it; otherwise Publish sends it out now.`
            : scheduled
              ? 'Scheduled: it appears on the site by itself at this time.'
              : dateHint
        }
      />
    </fieldset>
  );
}
