import { useQuery } from '@tanstack/react-query';
import { Eye, PencilLine } from 'lucide-react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  type AdminCrossword,
  CROSSWORD_MAX_SIZE,
  CROSSWORD_MIN_SIZE,
  CROSSWORD_NOT_FOUND,
  type CrosswordInput,
  clueKey,
  crosswordInputSchema,
  findMissingClues,
  hasMissingClues,
  numberGrid,
  UNTITLED_CROSSWORD,
} from '../../../contracts/crossword.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiJson, statusOf } from '../../lib/api.ts';
import { AdminPage, LoadingState, NotFoundState } from '../components/admin-page.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { positiveId } from '../components/editor-shell.tsx';
import { CheckboxField, FormAlert, TextAreaField, TextField } from '../components/form-fields.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { focusFirstInvalid } from '../lib/admin-form.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import { EditingNote } from '../presence/presence-notes.tsx';
import { CrosswordPreview } from './crossword-preview.tsx';
import { type Backup, keepBackup, loadBackup } from './editor-backup.ts';
import {
  clampSize,
  type EditorPuzzle,
  editorReducer,
  initialEditorState,
  newPuzzle,
  type PuzzleText,
  samePuzzle,
  squaresLostByResize,
} from './editor-state.ts';
import { GridEditor } from './grid-editor.tsx';
import { fromStoredCrossword, toCrosswordBody } from './puzzle-files.ts';
import { PuzzleTools } from './puzzle-tools.tsx';

const MANAGE_CROSSWORDS = { href: '/admin/manage-crosswords', label: 'Back to Crosswords' };
const SAVE_FAILED = 'Save failed. Check console/API.';
const LOAD_FAILED = 'Failed to load crossword data';

const gridSides = [
  { side: 'rows', label: 'Rows' },
  { side: 'cols', label: 'Columns' },
] as const;

/** /admin/create-crossword: a new puzzle, or the one backed up in this browser before a reload. */
export function CreateCrosswordPage() {
  const [backup] = useState(loadBackup);
  return <CrosswordEditor initial={backup?.puzzle ?? newPuzzle()} backup={backup} />;
}

export function EditCrosswordPage({ params }: { params: Record<string, string | undefined> }) {
  const id = positiveId(params.id);
  const crossword = useQuery({
    queryKey: ['/api/admin/crosswords', id],
    enabled: id !== undefined,
    select: (stored: AdminCrossword) => {
      const puzzle = fromStoredCrossword(stored);
      return puzzle && { puzzle, version: stored.version };
    },
  });

  if (id === undefined || statusOf(crossword.error) === 404) {
    return <NotFoundState title={CROSSWORD_NOT_FOUND} back={MANAGE_CROSSWORDS} />;
  }
  if (crossword.isPending) {
    return (
      <AdminPage title="Edit Crossword" back={MANAGE_CROSSWORDS}>
        <LoadingState text="Loading crossword..." />
      </AdminPage>
    );
  }
  // A failed read and stored JSON the editor cannot open both leave nothing to edit.
  if (!crossword.data) return <NotFoundState title={LOAD_FAILED} back={MANAGE_CROSSWORDS} />;
  return (
    <CrosswordEditor key={id} id={id} initial={crossword.data.puzzle} version={crossword.data.version} />
  );
}

/**
 * The editor of a saved puzzle (`id`, saved over the `version` it was read at) or of a new one, which
 * may start from a `backup`.
 */
function CrosswordEditor({
  id,
  version,
  initial,
  backup,
}: {
  id?: number;
  version?: number;
  initial: EditorPuzzle;
  backup?: Backup;
}) {
  const creating = id === undefined;
  const [, navigate] = useLocation();
  const [state, dispatch] = useReducer(editorReducer, initial, initialEditorState);
  const { puzzle } = state;
  const [restored, setRestored] = useState(backup);
  const [previewing, setPreviewing] = useState(false);
  // The size boxes hold what is typed until Apply Size; otherwise they show the grid's size.
  const [sizeDraft, setSizeDraft] = useState<{ rows: string; cols: string }>();
  const sizeBoxes = sizeDraft ?? { rows: String(puzzle.rows), cols: String(puzzle.cols) };
  const [showMissing, setShowMissing] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [missingAttempt, setMissingAttempt] = useState(0);

  const edit = (changes: PuzzleText) => dispatch({ type: 'edit', changes });
  const numbered = useMemo(() => numberGrid(puzzle.grid), [puzzle.grid]);
  const numbers = new Map(numbered.cells.map((cell) => [`${cell.row}:${cell.col}`, cell.number]));

  useUnsavedChangesPrompt(!samePuzzle(puzzle, creating ? newPuzzle() : initial));

  // admin-area §9: every change to a new puzzle is kept in this browser until it is saved.
  useEffect(() => {
    if (creating) keepBackup(puzzle);
  }, [creating, puzzle]);

  const save = useAdminMutation<CrosswordInput, AdminCrossword>({
    mutationFn: (body) =>
      creating
        ? apiJson('POST', '/api/admin/crosswords', body)
        : apiJson('PUT', `/api/admin/crosswords/${id}`, body, { version }),
    successMessage: creating
      ? 'Crossword puzzle created successfully'
      : 'Crossword puzzle updated successfully',
    failureMessage: creating ? 'Failed to create crossword puzzle' : 'Failed to update crossword puzzle',
    onSuccess: () => {
      if (creating) keepBackup();
      navigate(MANAGE_CROSSWORDS.href);
    },
    onError: (error) => {
      const status = statusOf(error);
      // A refusal (4xx) is explained by the toast; no answer or a server fault gets the spec's alert,
      // drawn on the page above the buttons.
      if (status === undefined || status >= 500) {
        console.error('Saving the crossword failed', error);
        setFormError(SAVE_FAILED);
      }
    },
  });

  const submit = () => {
    const body = toCrosswordBody(puzzle);
    const checked = crosswordInputSchema.safeParse(body);
    setFormError(checked.error?.issues[0]?.message);
    if (checked.success) save.mutate(body);
    else if (hasMissingClues(findMissingClues(puzzle.grid, puzzle.clues))) {
      // The first empty clue box takes focus so the editor can fill it in.
      setShowMissing(true);
      setMissingAttempt((count) => count + 1);
      focusFirstInvalid();
    }
  };

  const applySize = async () => {
    const rows = clampSize(sizeBoxes.rows, puzzle.rows);
    const cols = clampSize(sizeBoxes.cols, puzzle.cols);
    setSizeDraft(undefined);
    const lost = squaresLostByResize(puzzle, rows, cols);
    const question = `The new size cuts off ${lost} filled ${lost === 1 ? 'square' : 'squares'}. Resize anyway?`;
    if (lost > 0 && !(await confirmAction(question, 'Resize'))) return;
    dispatch({ type: 'resize', rows, cols });
  };

  const importPuzzle = async (imported: EditorPuzzle, source: 'JSON' | 'ipuz') => {
    const hasWork =
      puzzle.grid.some((row) => row.some((cell) => cell !== '')) ||
      Object.values(puzzle.clues).some((text) => text.trim());
    const question = 'Replace the current grid and clues with the imported puzzle?';
    if (hasWork && !(await confirmAction(question, 'Replace'))) return;
    dispatch({ type: 'load', puzzle: imported });
    setSizeDraft(undefined);
    setShowMissing(false);
    toast({
      title: 'Imported',
      description: `${imported.rows} × ${imported.cols} puzzle loaded from ${source}.`,
    });
  };

  const discardBackup = async () => {
    if (!(await confirmAction('Discard the restored crossword and start a new one?', 'Discard'))) return;
    setRestored(undefined);
    dispatch({ type: 'load', puzzle: newPuzzle() });
    setSizeDraft(undefined);
  };

  const saveButton = (
    <Button onClick={submit} disabled={save.isPending}>
      {save.isPending
        ? creating
          ? 'Creating...'
          : 'Saving...'
        : creating
          ? 'Save Crossword'
          : 'Save Changes'}
    </Button>
  );

  return (
    <AdminPage
      title={creating ? 'Create Crossword' : 'Edit Crossword'}
      description="Build the grid, number it automatically and write a clue for every entry."
      back={MANAGE_CROSSWORDS}
      actions={
        <>
          <Button variant="secondary" aria-pressed={previewing} onClick={() => setPreviewing((on) => !on)}>
            {previewing ? <PencilLine aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {previewing ? 'Back to Editor' : 'Preview'}
          </Button>
          {saveButton}
        </>
      }
    >
      {id !== undefined && <EditingNote kind="crossword" id={id} />}
      {restored && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm"
        >
          <p className="mr-auto">
            Restored your unsaved crossword from <ChapterTime iso={restored.savedAt} withTime />. It is kept
            in this browser until you save it.
          </p>
          <Button variant="secondary" size="sm" onClick={discardBackup}>
            Discard and start over
          </Button>
        </div>
      )}

      {previewing ? (
        <CrosswordPreview puzzle={puzzle} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div className="min-w-0 space-y-6">
            <SectionCard title="Details">
              <TextField
                label="Title"
                value={puzzle.title}
                maxLength={200}
                onChange={(event) => edit({ title: event.target.value })}
                hint={`Left empty, it is saved as "${UNTITLED_CROSSWORD}".`}
              />
              <TextAreaField
                label="Notes"
                rows={2}
                value={puzzle.notes}
                maxLength={2000}
                onChange={(event) => edit({ notes: event.target.value })}
                hint="Shown to readers above the grid."
                className="mt-4"
              />
            </SectionCard>

            <SectionCard title="Grid">
              <div className="flex flex-wrap items-end gap-3">
                {gridSides.map(({ side, label }) => (
                  <TextField
                    key={side}
                    label={label}
                    type="number"
                    inputMode="numeric"
                    min={CROSSWORD_MIN_SIZE}
                    max={CROSSWORD_MAX_SIZE}
                    className="w-24"
                    value={sizeBoxes[side]}
                    onChange={(event) => setSizeDraft({ ...sizeBoxes, [side]: event.target.value })}
                  />
                ))}
                <Button variant="secondary" onClick={applySize}>
                  Apply Size
                </Button>
              </div>
              <p className="mt-1 text-muted text-xs">
                {CROSSWORD_MIN_SIZE} to {CROSSWORD_MAX_SIZE} squares a side; other values are brought into
                range.
              </p>
              <div className="mt-4 space-y-4">
                <CheckboxField
                  label="Symmetry"
                  hint="Rotational (180°): a block added or removed is mirrored on the opposite square."
                  checked={state.symmetry}
                  onChange={(event) => dispatch({ type: 'setSymmetry', on: event.target.checked })}
                />
                <GridEditor state={state} dispatch={dispatch} numbers={numbers} />
              </div>
            </SectionCard>

            <PuzzleTools puzzle={puzzle} onImport={importPuzzle} />
          </div>

          <SectionCard
            title="Clues"
            description="Every numbered entry needs a clue before the puzzle can be saved."
          >
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {(['across', 'down'] as const).map((direction) => (
                <fieldset key={direction} className="min-w-0 space-y-3">
                  <legend className="mb-2 border-ink border-b-2 pb-1 font-semibold text-ink text-sm uppercase tracking-wider">
                    {direction === 'across' ? 'Across' : 'Down'}
                  </legend>
                  {numbered[direction].length === 0 && <p className="text-muted text-sm">No entries.</p>}
                  {numbered[direction].map((entry) => {
                    const key = clueKey(direction, entry.number);
                    const text = puzzle.clues[key] ?? '';
                    return (
                      <TextField
                        key={key}
                        label={`${entry.number} ${direction === 'across' ? 'Across' : 'Down'}`}
                        value={text}
                        maxLength={500}
                        onChange={(event) => edit({ clues: { ...puzzle.clues, [key]: event.target.value } })}
                        hint={`${entry.answer.replaceAll('_', '·')} (${entry.length})`}
                        aria-invalid={showMissing && !text.trim() ? true : undefined}
                      />
                    );
                  })}
                </fieldset>
              ))}
            </div>
          </SectionCard>
        </div>
      )}

      <div className="mt-6 space-y-3">
        {/* A new key for each refused attempt, so a screen reader announces the alert again. */}
        <FormAlert key={missingAttempt} message={formError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" asChild>
            <Link href={MANAGE_CROSSWORDS.href}>Cancel</Link>
          </Button>
          {saveButton}
        </div>
      </div>
    </AdminPage>
  );
}
