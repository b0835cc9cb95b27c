import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { formatDateTime, formatDay } from '../../../contracts/chapter-clock.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { FieldDiff } from '../articles/field-diff.tsx';
import { copyText } from '../lib/copy-text.ts';
import { myText } from './conflict-fields.ts';
import type { EditorView } from './use-editor.ts';

/** A time of today on the chapter's clock as "8:43 PM EST"; of another day with its date. */
export function timeOfDay(at: Date, zone: string, now = new Date()): string {
  const day = (instant: Date) => formatDay(instant, zone);
  if (day(at) !== day(now)) return formatDateTime(at, zone);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

const saveStateWords = {
  idle: () => '',
  saving: () => 'Saving…',
  saved: (at: Date, zone: string) => `Saved ${timeOfDay(at, zone)}`,
  failed: () => 'Not saved yet: your changes are kept in this browser',
};

/** "Saving…", then "Saved 8:43 PM", in the action bar; read out politely as it changes. */
export function SaveStatus({ view }: { view: EditorView }) {
  const { saveState } = view;
  const zone = useTimeZone();
  const text =
    saveState.state === 'saved'
      ? saveStateWords.saved(saveState.at, zone)
      : saveStateWords[saveState.state]();
  return (
    <p aria-live="polite" className="text-sm text-muted sm:ml-auto">
      {text}
    </p>
  );
}

/** The offer of what this browser kept when the editor was last left unsaved. */
export function RecoveryNotice({ view }: { view: EditorView }) {
  const { offer } = view;
  const zone = useTimeZone();
  if (!offer) return null;
  return (
    <section
      aria-label="Unsaved changes"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-700 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="mr-auto font-semibold">{`Restore unsaved changes from ${timeOfDay(new Date(offer.savedAt), zone)}?`}</p>
      <Button size="sm" onClick={offer.restore}>
        Restore
      </Button>
      <Button size="sm" variant="secondary" onClick={offer.discard}>
        Discard
      </Button>
    </section>
  );
}

/**
 * A save refused because someone else saved first: the fields that differ, theirs beside the writer's,
 * and a choice, so no one's words go without one. It stays until one is made.
 */
export function ConflictDialog({ view }: { view: EditorView }) {
  const { conflict } = view;
  const content = useRef<HTMLDivElement>(null);
  return (
    <AlertDialog.Root open={conflict !== undefined}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content
          ref={content}
          // The view itself takes the focus, so its title is read first and no choice is made by Enter.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-lg bg-paper shadow-raised sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg"
        >
          <div className="border-rule border-b px-5 py-4">
            <AlertDialog.Title className="text-lg font-semibold text-ink">
              Someone else saved this since you opened it
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-muted">
              Nothing was overwritten. Compare your version with the one saved now, then choose which to keep.
            </AlertDialog.Description>
          </div>
          <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-4">
            {conflict?.fields.length === 0 && (
              <p className="text-sm text-ink">The saved version reads the same as yours.</p>
            )}
            {conflict?.fields.map((field) => (
              <FieldDiff
                key={field.name}
                label={field.label}
                before={field.theirs}
                after={field.mine}
                headings={['Saved now', 'Yours']}
              />
            ))}
          </div>
          <div className="flex flex-col-reverse gap-2 border-rule border-t px-5 py-4 sm:flex-row sm:justify-end">
            <Button
              variant="quiet"
              onClick={() =>
                conflict &&
                void copyText(myText(conflict.fields), { copied: 'Your text is copied', name: 'text' })
              }
            >
              Copy my text
            </Button>
            <Button variant="secondary" onClick={conflict?.takeTheirs}>
              Take theirs
            </Button>
            <AlertDialog.Action asChild>
              <Button onClick={conflict?.keepMine}>Keep mine</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
