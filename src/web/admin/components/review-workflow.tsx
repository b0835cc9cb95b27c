import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { PublicationStatus } from '../../../contracts/common.ts';
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
import { confirmAction } from './confirm-dialog.tsx';
import { AdminDialog, FormDialogPanel } from './form-dialog.tsx';
import { TextAreaField } from './form-fields.tsx';
import {
  type EditorMode,
  type EditorStep,
  editingState,
  editorActions,
  editorStepLabels,
  isFutureInput,
  type Publication,
  publicationOf,
} from './publication.tsx';
import { type ReviewedKind, useReviewHistory } from './review-history.tsx';

/**
 * What the signed-in account does with an item in its editor (docs/admin/review-and-budget.md), by
 * the server's own rules (contracts/permissions.ts): `publish` as ever (an editor, outside review);
 * `draft` saves and submits (a contributor's new item or own draft); `review` corrects, publishes or
 * sends back (an editor, in review); `read-only` (an item the account may not change).
 */
export function editorMode(account: Account, record: OwnedItem | undefined): EditorMode {
  if (record && !canChange(account, record)) return 'read-only';
  if (!may(account, 'publish')) return 'draft';
  return record?.status === 'in-review' ? 'review' : 'publish';
}

interface Reviewed extends OwnedItem, Publication {
  id: number;
  title: string;
  publishedDate: string;
  version: number;
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
  const step = useRef<EditorStep>(undefined);
  const done = useRef('');
  const path = listKinds[kind].adminList;

  /** Takes the review step asked for; what it did, for the toast. */
  async function takeStep(saved: Reviewed): Promise<string> {
    if (step.current === 'submit') {
      await apiJson('POST', `${path}/${saved.id}/submit`, undefined, { version: saved.version });
      return 'Submitted for review';
    }
    if (step.current !== 'publish' && step.current !== 'schedule') return '';
    // A date still ahead schedules it; any other goes out now, not dated the day it was started.
    const ahead = new Date(saved.publishedDate).getTime() > Date.now();
    const body = ahead ? { publishedDate: saved.publishedDate } : {};
    await apiJson('POST', `${path}/${saved.id}/publish`, body, { version: saved.version });
    return ahead ? 'Scheduled: it appears on the site by itself then' : 'Published';
  }

  return {
    kind,
    record,
    mode,
    /** The review step the pressed button asked for (`useEditorActions` sets it). */
    step,
    /** Whether the form shows the fields only an editor decides: the status, the date, Featured. */
    publishing: may(account, 'publish'),
    history: history.data ?? [],
    changesRequested:
      record?.status === 'draft' && lastStep?.action === 'sent-back' ? lastStep.note : undefined,
    /**
     * The request with the status the step asks for, which decides what the contract checks
     * (contracts/drafts.ts): "Submit for review" needs every field, a plain save of a draft only the
     * title. The server still stores a contributor's save as a draft (permissions.ts, savedStatus).
     */
    bodyFor: <Body extends { status?: PublicationStatus }>(body: Body): Body =>
      step.current === 'submit' ? ({ ...body, status: 'in-review' } as Body) : body,
    /** After a save by a button, the step asked for; the item as it then stands. */
    async afterSave<Saved extends Reviewed>(saved: Saved): Promise<Saved> {
      done.current = await takeStep(saved);
      return step.current === 'submit' ? { ...saved, status: 'in-review' } : saved;
    },
    /** The success toast: what the step did, else the kind's own words for a save. */
    successMessage: (savedMessage: string) => () => done.current || savedMessage,
  };
}
type ReviewWorkflow = ReturnType<typeof useReviewWorkflow>;

/** The title's hint while the form saves a draft, which needs nothing else (contracts/drafts.ts). */
export const draftHint = (status: PublicationStatus) =>
  status === 'draft' ? 'Only the title is needed to save a draft.' : undefined;

type Controlled<Value> = { value: Value; onChange: (value: Value) => void };

// The steps that send the item out (or ask for it to be) lead; the others stand beside them.
const leadingSteps = new Set<EditorStep>(['submit', 'publish', 'schedule', 'republish', 'publish-now']);

/**
 * The buttons of an article, video or graphic editor, by account and state (`editorActions`):
 * `label` for the plain save, `steps(pending)` beside it, and `onSubmit`, which gives the form the
 * status and date the pressed button means before it saves (an unpublish asks first). Review steps
 * are taken after the save (`afterSave`).
 */
export function useEditorActions(
  workflow: ReviewWorkflow,
  {
    status,
    publishedDate,
    dateType = 'datetime-local',
  }: {
    status: Controlled<PublicationStatus>;
    publishedDate: Controlled<string>;
    dateType?: 'datetime-local' | 'date';
  },
) {
  const [openedWith] = useState(publishedDate.value);
  const { mode, record } = workflow;
  const state = editingState(record);
  const zone = useTimeZone();
  const { save, steps } = editorActions(mode, state, isFutureInput(publishedDate.value, zone, new Date()));

  async function onSubmit(
    event: FormEvent<HTMLFormElement>,
    submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
  ) {
    // Enter presses the first button, the plain save, which names no step.
    const step = (event.nativeEvent as SubmitEvent).submitter?.dataset.step as EditorStep | undefined;
    if (step === 'unpublish') {
      event.preventDefault();
      const question = `Unpublish "${record?.title}"? It leaves the public site now and becomes a draft. It keeps its date, so Republish puts it back where it was.`;
      if (!(await confirmAction(question, 'Unpublish'))) return;
    }
    workflow.step.current = mode === 'publish' ? undefined : step;
    if (mode === 'publish') {
      const date = { value: publishedDate.value, openedWith, type: dateType };
      const next = publicationOf(step, state, date, zone);
      status.onChange(next.status);
      publishedDate.onChange(next.publishedDate);
    }
    await submit(event);
  }

  return {
    label: save,
    steps: (pending: boolean) =>
      steps.length === 0
        ? undefined
        : steps.map((step) =>
            step === 'send-back' ? (
              <SendBack key={step} workflow={workflow} pending={pending} />
            ) : (
              <Button
                key={step}
                type="submit"
                data-step={step}
                variant={leadingSteps.has(step) ? 'primary' : 'secondary'}
                disabled={pending}
              >
                {editorStepLabels[step]}
              </Button>
            ),
          ),
    onSubmit:
      (submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) => (event: FormEvent<HTMLFormElement>) =>
        onSubmit(event, submit),
  };
}

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

/** "Send back": a dialog asks for the note, then the item goes back to its author. */
function SendBack({ workflow: { kind, record }, pending }: { workflow: ReviewWorkflow; pending: boolean }) {
  const [sendingBack, setSendingBack] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button variant="secondary" disabled={pending} onClick={() => setSendingBack(true)}>
        Send back
      </Button>
      <AdminDialog open={sendingBack} onClose={() => setSendingBack(false)}>
        <SendBackForm kind={kind} record={record} onClose={() => setSendingBack(false)} />
      </AdminDialog>
    </>
  );
}

/** The note an editor sends back with, required; the author gets it by e-mail. */
function SendBackForm({
  kind,
  record,
  onClose,
}: {
  kind: ReviewedKind;
  record: Reviewed;
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const { field, submit, pending, dirty } = useAdminForm({
    schema: sendBackSchema,
    defaultValues: { note: '' },
    save: (body) =>
      apiJson('POST', `${listKinds[kind].adminList}/${record.id}/send-back`, body, {
        version: record.version,
      }),
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
