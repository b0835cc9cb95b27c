import { useState } from 'react';
import type { ListStatus } from '../../../contracts/admin-list.ts';
import { timeZoneName, toDateTimeInput, toDayInput } from '../../../contracts/chapter-clock.ts';
import type { PublicationStatus } from '../../../contracts/common.ts';
import { cn } from '../../lib/cn.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { SelectField, TextField } from './form-fields.tsx';

/**
 * Draft or in review until an editor publishes it; published with a future date is scheduled and
 * goes live by itself then. An item in review keeps the date it had, which says nothing yet.
 */
export function publicationState(
  status: PublicationStatus,
  publishedDate: string,
  now: Date = new Date(),
): ListStatus {
  if (status !== 'published') return status;
  return new Date(publishedDate).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** A date input's value for `now` on the chapter's clock; both formats sort as text in time order. */
function inputNow(value: string, zone: string, now: Date): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? toDayInput(now, zone) : toDateTimeInput(now, zone);
}

/**
 * Whether a date input's value, read on the chapter's clock, lies ahead: a day counts from its
 * start, a date-time from its minute.
 */
export function isFutureInput(value: string, zone: string, now: Date): boolean {
  return value !== '' && value > inputNow(value, zone, now);
}

/** What the submit of a publishable form does; `saved` is the item as stored. */
export function publishActionLabel(
  status: PublicationStatus,
  publishedDate: string,
  zone: string,
  saved?: { status: PublicationStatus; publishedDate: string },
  now: Date = new Date(),
): 'Save draft' | 'Schedule' | 'Update' | 'Publish' {
  if (status === 'draft') return 'Save draft';
  if (isFutureInput(publishedDate, zone, now)) return 'Schedule';
  const live = saved && publicationState(saved.status, saved.publishedDate, now) === 'published';
  return live ? 'Update' : 'Publish';
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
 * Status and publish time. A draft switched to Published with its old saved date gets now, so it does
 * not go out dated the day it was started (sorted below older stories); a date the editor set is kept.
 */
export function PublicationFields({
  status: { value: status, onChange: onStatusChange },
  publishedDate: { value: publishedDate, onChange: onPublishedDateChange, error },
  dateLabel = 'Publish date and time',
  dateType = 'datetime-local',
  dateError = error,
  dateHint = 'Empty means now. A future time schedules it.',
  dateRequired,
  inReview = false,
}: {
  status: Controlled<PublicationStatus>;
  publishedDate: Controlled<string>;
  dateLabel?: string;
  dateType?: 'datetime-local' | 'date';
  /** The date's message when the form names the field otherwise (the embed route's publishDate). */
  dateError?: string;
  /** The date's hint when it does not schedule (videos require a date, so empty is not "now"). */
  dateHint?: string;
  dateRequired?: boolean;
  /** An item in review: its status moves only by the review buttons, so the date alone is shown. */
  inReview?: boolean;
}) {
  const zone = useTimeZone();
  const [openedAsDraft] = useState(status === 'draft');
  const [dateSet, setDateSet] = useState(false);
  const scheduled = status === 'published' && isFutureInput(publishedDate, zone, new Date());

  function changeStatus(next: PublicationStatus) {
    onStatusChange(next);
    if (next !== 'published' || !openedAsDraft || dateSet || publishedDate === '') return;
    const now = inputNow(publishedDate, zone, new Date());
    if (publishedDate < now) onPublishedDateChange(now);
  }

  return (
    <fieldset className="grid gap-4 rounded-lg border border-rule p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">Publishing</legend>
      {!inReview && (
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => changeStatus(event.target.value as PublicationStatus)}
          options={[
            { value: 'published', label: 'Published' },
            { value: 'draft', label: 'Draft' },
          ]}
          hint={status === 'draft' ? 'Not shown on the public site until published.' : undefined}
        />
      )}
      <TextField
        label={`${dateLabel} (${timeZoneName(zone)})`}
        type={dateType}
        value={publishedDate}
        onChange={(event) => {
          setDateSet(true);
          onPublishedDateChange(event.target.value);
        }}
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
