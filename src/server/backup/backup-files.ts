import fs from 'node:fs';
import path from 'node:path';

// nabj-usc-20261126-031500.tar.gz: the time in UTC, so names sort as the archives were made.
const ARCHIVE_NAME = /^nabj-usc-\d{8}-\d{6}\.tar\.gz$/;

/** The name `npm run backup` gives an archive made at `time`. */
export function archiveName(time: Date): string {
  const stamp = time.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return `nabj-usc-${stamp}.tar.gz`;
}

/** The archives `npm run backup` named in `dir`, newest first. */
export function archivesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort()
    .reverse();
}

/** Removes all but the newest `keep` archives in `dir` (any other file is left); returns those removed. */
export function pruneArchives(dir: string, keep: number): string[] {
  const removed = archivesIn(dir).slice(keep);
  for (const name of removed) fs.rmSync(path.join(dir, name));
  return removed;
}
