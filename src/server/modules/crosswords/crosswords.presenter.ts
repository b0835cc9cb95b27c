import type { AdminCrossword, PublicCrossword } from '../../../contracts/crossword.ts';
import type { CrosswordRow } from './crosswords.repository.ts';

/** What the public player needs; the draft flag and bookkeeping dates stay on the admin side. */
export function presentCrossword(row: CrosswordRow): PublicCrossword {
  return {
    id: row.id,
    title: row.title,
    publishedDate: row.publishedDate.toISOString(),
    puzzleData: row.puzzleData,
    clues: row.clues,
  };
}

export function presentAdminCrossword(row: CrosswordRow): AdminCrossword {
  return {
    ...presentCrossword(row),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
