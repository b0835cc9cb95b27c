import { type EditorPuzzle, newPuzzle, samePuzzle } from './editor-state.ts';
import { importPuzzleJson, parseJson } from './puzzle-files.ts';

/*
 * admin-area §9: a new puzzle not saved yet is kept in this browser, so a reload, a crash or a closed
 * tab loses nothing. One backup per browser (the create screen is one screen); edits of saved puzzles
 * are not backed up. Cleared after a successful save, or when the editor discards it.
 */

export const BACKUP_STORAGE_KEY = 'nabj-crossword-editor-backup';

export interface Backup {
  puzzle: EditorPuzzle;
  /** ISO time of the last change kept. */
  savedAt: string;
}

/** The stored text of a backup, or undefined when there is nothing worth keeping (the untouched new puzzle). */
export function backupText(puzzle: EditorPuzzle, now: Date): string | undefined {
  if (samePuzzle(puzzle, newPuzzle())) return undefined;
  return JSON.stringify({ version: 1, savedAt: now.toISOString(), puzzle });
}

/** A stored backup read back through the JSON import's checks; undefined when absent or broken. */
export function readBackup(raw: string | null): Backup | undefined {
  const stored = parseJson(raw ?? '') as { version?: unknown; savedAt?: unknown; puzzle?: unknown } | null;
  const { version, savedAt, puzzle } = stored ?? {};
  if (version !== 1 || typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return undefined;
  const restored = importPuzzleJson(JSON.stringify(puzzle), { ...newPuzzle(), title: '', notes: '' });
  return restored ? { puzzle: restored, savedAt } : undefined;
}

/** The backup kept in this browser, if any. */
export function loadBackup(): Backup | undefined {
  try {
    return readBackup(window.localStorage.getItem(BACKUP_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Keeps `puzzle` as the backup; no puzzle (saved, discarded) or the untouched new one clears it. */
export function keepBackup(puzzle?: EditorPuzzle) {
  try {
    const text = puzzle && backupText(puzzle, new Date());
    if (text) window.localStorage.setItem(BACKUP_STORAGE_KEY, text);
    else window.localStorage.removeItem(BACKUP_STORAGE_KEY);
  } catch {
    // Private browsing may refuse storage: the editor still works, only without a backup.
  }
}
