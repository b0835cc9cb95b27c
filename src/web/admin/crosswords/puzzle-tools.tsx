import { Download, FileUp, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, TextAreaField } from '../components/form-fields.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { downloadFile } from '../lib/download-file.ts';
import type { EditorPuzzle } from './editor-state.ts';
import {
  exportPuzzleJson,
  fromIpuz,
  INVALID_IPUZ,
  INVALID_JSON,
  importPuzzleJson,
  ipuzFileName,
  toIpuz,
} from './puzzle-files.ts';

/**
 * Pasted JSON (admin-area §5) and .ipuz files, in and out. What comes in is handed to `onImport`,
 * which asks before replacing work; what cannot be read gets the spec's alert, on the page.
 */
export function PuzzleTools({
  puzzle,
  onImport,
}: {
  puzzle: EditorPuzzle;
  onImport: (puzzle: EditorPuzzle, source: 'JSON' | 'ipuz') => void;
}) {
  const [json, setJson] = useState('');
  const [problem, setProblem] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);

  const importJson = () => {
    const imported = importPuzzleJson(json, puzzle);
    setProblem(imported ? undefined : INVALID_JSON);
    if (imported) onImport(imported, 'JSON');
  };

  const importFile = async (file: File) => {
    const imported = fromIpuz(await file.text());
    setProblem(imported ? undefined : INVALID_IPUZ);
    if (!imported) return;
    // An ipuz file without a title or notes keeps the editor's.
    onImport(
      { ...imported, title: imported.title || puzzle.title, notes: imported.notes || puzzle.notes },
      'ipuz',
    );
  };

  return (
    <SectionCard title="Import and export">
      <div className="space-y-3">
        <TextAreaField
          label="Puzzle JSON"
          rows={5}
          value={json}
          onChange={(event) => setJson(event.target.value)}
          spellCheck={false}
          hint="Paste a puzzle's JSON (it needs a grid) and import it, or export this puzzle here to copy it."
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={importJson}>
            <Upload aria-hidden="true" />
            Import JSON
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setJson(exportPuzzleJson(puzzle))}>
            <Download aria-hidden="true" />
            Export JSON
          </Button>
        </div>
      </div>
      <div className="mt-5 border-rule border-t pt-4">
        <p className="text-muted text-sm">
          .ipuz is the open crossword file format most crossword apps and editors read and write.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              downloadFile(
                new Blob([JSON.stringify(toIpuz(puzzle), null, 2)], { type: 'application/json' }),
                ipuzFileName(puzzle.title),
              )
            }
          >
            <Download aria-hidden="true" />
            Export .ipuz
          </Button>
          <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
            <FileUp aria-hidden="true" />
            Import .ipuz
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".ipuz,application/json"
            hidden
            aria-label="Import .ipuz file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so choosing the same file again still fires a change.
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </div>
      </div>
      <div className="mt-3">
        <FormAlert message={problem} />
      </div>
    </SectionCard>
  );
}
