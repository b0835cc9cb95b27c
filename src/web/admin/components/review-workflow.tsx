import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  type Account,
  canChange,
  isAuthorOrEditor,
  may,
  type OwnedItem,
} from '../../../contracts/permissions.ts';
import { sendBackSchema } from '../../../contracts/review.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { useAdminForm } from '../lib/admin-form.ts';
import { listKinds } from '../lib/content-kinds.ts';
import { useAccount } from '../shell/use-role.ts';
import { AdminDialog, FormDialogPanel } from './form-dialog.tsx';
import { TextAreaField } from './form-fields.tsx';
import { isFutureInput } from './publication.tsx';
import { type ReviewedKind, useReviewHistory } from './review-history.tsx';

/**
 * What the signed-in account does with an item in its editor (docs/admin/review-and-budget.md), by
 * the server's own rules (contracts/permissions.ts): `publish` as ever (an editor, outside review);
 * `draft` saves and submits (a contributor's new item or own draft); `review` corrects, publishes or
 * sends back (an editor, in review); `read-only` (an item the account may not change).
 */
export function editorMode(account: Account, record: OwnedItem | undefined) {
  if (record && !canChange(account, record)) return 'read-only';
  if (!may(account, 'publish')) return 'draft';
  return record?.status === 'in-review' ? 'review' : 'publish';
}

interface Reviewed extends OwnedItem {
  id: number;
  publishedDate: string;
}

/**
 * The review part of an article, video or graphic editor. A button of the form names a step
 * ("Submit for review", "Publish"): the form saves first, so nothing typed is lost, then takes it.
 */
export function useReviewWorkflow(kind: ReviewedKind, record: Reviewed | undefined) {
  const account = useAccount();
  const mode = editorMode(account, record);
  // Another's published item is the contributor's to read, not its review history.
  const history = useReviewHistory(kind, record && isAuthorOrEditor(account, record) ? record.id : undefined);
  // The last step, when it sent the item back, holds the note the author works from.
  const lastStep = history.data?.at(-1);
  const step = useRef<string>(undefined);
  const done = useRef('');
  const path = listKinds[kind].adminList;

  /** Takes the step asked for; what it did, for the toast. */
  async function takeStep(saved: Reviewed): Promise<string> {
    if (step.current === 'submit') {
      await apiJson('POST', `${path}/${saved.id}/submit`);
      return 'Submitted for review';
    }
    if (step.current !== 'publish') return '';
    // A date still ahead schedules it; any other goes out now, not dated the day it was started.
    const ahead = new Date(saved.publishedDate).getTime() > Date.now();
    await apiJson('POST', `${path}/${saved.id}/publish`, ahead ? { publishedDate: saved.publishedDate } : {});
    return ahead ? 'Scheduled: it appears on the site by itself then' : 'Published';
  }

  return {
    kind,
    record,
    mode,
    /** Whether the form shows the fields only an editor decides: the status, the date, Featured. */
    publishing: may(account, 'publish'),
    history: history.data ?? [],
    changesRequested:
      record?.status === 'draft' && lastStep?.action === 'sent-back' ? lastStep.note : undefined,
    /** The form's submit, told which button pressed it (Enter presses the first: a plain save). */
    onSubmit:
      (submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) =>
      (event: FormEvent<HTMLFormElement>) => {
        step.current = (event.nativeEvent as SubmitEvent).submitter?.dataset.reviewStep;
        return submit(event);
      },
    /** The save, then the step asked for. */
    async afterSave<Saved extends Reviewed>(saving: Promise<Saved>): Promise<Saved> {
      const saved = await saving;
      done.current = await takeStep(saved);
      return saved;
    },
    /** The success toast: what the step did, else the kind's own words for a save. */
    successMessage: (savedMessage: string) => () => done.current || savedMessage,
    /** The form's submit label; none when there is nothing to save. */
    saveLabel: (publishLabel: string) =>
      ({ publish: publishLabel, draft: 'Save draft', review: 'Save changes', 'read-only': undefined })[mode],
  };
}
type ReviewWorkflow = ReturnType<typeof useReviewWorkflow>;

/** What the editor says first about where the item stands in review. */
export function ReviewNotice({ workflow }: { workflow: ReviewWorkflow }) {
  const { mode, record, changesRequested: note } = workflow;
  const text =
    mode === 'read-only'
      ? record?.status === 'in-review'
        ? 'In review: an editor will publish it or send it back.'
        : 'Published: only an editor can change it now.'
      : mode === 'review'
        ? 'In review: correct it if need be (a save keeps it in review), then publish it or send it back.'
        : undefined;
  if (!text && !note) return null;
  return (
    <div
      role="status"
      className="space-y-1 rounded-lg border border-sky-700 bg-sky-50 p-4 text-sm text-sky-950"
    >
      {text && <p className="font-semibold">{text}</p>}
      {note && (
        <p className="whitespace-pre-line">
          <span className="font-semibold">Changes requested: </span>
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * The review buttons beside the form's save, when its mode has any: "Submit for review" for the author
 * of a draft, "Publish" or "Schedule" (`publishedDate`, as typed, still ahead) and "Send back" for an
 * editor of an item in review.
 */
export function reviewSteps(workflow: ReviewWorkflow, publishedDate: string, pending: boolean) {
  if (workflow.mode === 'draft') {
    return (
      <Button type="submit" data-review-step="submit" disabled={pending}>
        Submit for review
      </Button>
    );
  }
  if (workflow.mode !== 'review') return undefined;
  return <ReviewDecision workflow={workflow} publishedDate={publishedDate} pending={pending} />;
}

function ReviewDecision({
  workflow: { kind, record },
  publishedDate,
  pending,
}: {
  workflow: ReviewWorkflow;
  publishedDate: string;
  pending: boolean;
}) {
  const [sendingBack, setSendingBack] = useState(false);
  const zone = useTimeZone();
  if (!record) return null;
  return (
    <>
      <Button type="submit" data-review-step="publish" disabled={pending}>
        {isFutureInput(publishedDate, zone, new Date()) ? 'Schedule' : 'Publish'}
      </Button>
      <Button variant="secondary" disabled={pending} onClick={() => setSendingBack(true)}>
        Send back
      </Button>
      <AdminDialog open={sendingBack} onClose={() => setSendingBack(false)}>
        <SendBackForm kind={kind} id={record.id} onClose={() => setSendingBack(false)} />
      </AdminDialog>
    </>
  );
}

/** The note an editor sends back with, required; the author gets it by e-mail. */
function SendBackForm({ kind, id, onClose }: { kind: ReviewedKind; id: number; onClose: () => void }) {
  const [, navigate] = useLocation();
  const { field, submit, pending, dirty } = useAdminForm({
    schema: sendBackSchema,
    defaultValues: { note: '' },
    save: (body) => apiJson('POST', `${listKinds[kind].adminList}/${id}/send-back`, body),
    successMessage: 'Sent back to the author with your note',
    failureMessage: 'Failed to send it back',
    // The dialog asks before its note is dropped; the editor behind it has its own question.
    askBeforeLeaving: false,
    onSaved: () => {
      onClose();
      navigate('/admin/review');
    },
  });
  return (
    <FormDialogPanel
      title="Send back to the author"
      description="It becomes a draft again, theirs to change, and they get your note by e-mail."
      dirty={dirty}
      discardQuestion="Discard your note?"
      onClose={onClose}
      onSubmit={(event) => {
        // React bubbles a portal's events through its owners: unstopped, this submit saves the editor too.
        event.stopPropagation();
        void submit(event);
      }}
      submitLabel="Send back"
      pendingLabel="Sending..."
      pending={pending}
    >
      <TextAreaField label="What needs changing" required rows={5} maxLength={5000} {...field('note')} />
    </FormDialogPanel>
  );
}
