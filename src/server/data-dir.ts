import fs from 'node:fs';
import path from 'node:path';

/**
 * What the site keeps in DATA_DIR is for the user it runs as only: the database (password hashes,
 * two-factor keys, subscribers' addresses), the uploads, the outbox's mails (confirmation links)
 * and backups (docs/security.md, files on disk).
 */

const GROUP_AND_OTHERS = 0o077;

/** Every file and folder this process creates from now on is its owner's alone (umask 077). */
export function createOwnerOnly(): void {
  process.umask(GROUP_AND_OTHERS);
}

export interface ModeRepair {
  /** Files and folders looked at, DATA_DIR included. */
  checked: number;
  /** Of those, the ones that had group or other bits and lost them. */
  repaired: number;
  /** What could not be changed (another user's file, say), with the reason. */
  failed: string[];
}

/**
 * Creates DATA_DIR (owner-only) if missing, and takes the group and other bits off it and off
 * everything below it that earlier versions, another umask or a copy left open. Symbolic links are
 * left alone (a chmod would change what they point to, which may lie outside DATA_DIR).
 */
export function repairDataDirModes(dataDir: string): ModeRepair {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const result: ModeRepair = { checked: 0, repaired: 0, failed: [] };
  const check = (target: string, stats: fs.Stats) => {
    result.checked++;
    if ((stats.mode & GROUP_AND_OTHERS) === 0) return;
    try {
      fs.chmodSync(target, stats.mode & 0o7777 & ~GROUP_AND_OTHERS);
      result.repaired++;
    } catch (error) {
      result.failed.push(`${target}: ${(error as Error).message}`);
    }
  };
  const folders = [dataDir];
  check(dataDir, fs.statSync(dataDir));
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      result.failed.push(`${folder}: ${(error as Error).message}`);
      continue;
    }
    for (const entry of entries) {
      if (entry.isSymbolicLink()) continue;
      const target = path.join(folder, entry.name);
      let stats: fs.Stats;
      try {
        stats = fs.lstatSync(target);
      } catch {
        continue; // Gone meanwhile.
      }
      check(target, stats);
      if (stats.isDirectory()) folders.push(target);
    }
  }
  return result;
}
