import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database may be opened by one process at a time: two PGlites writing the same files
 * corrupt them for good (docs/operations.md#one-process-per-data-directory). Whoever opens it
 * (db/client.ts, for the server and every script) first creates `<folder>.lock` exclusively and
 * writes who it is; the next opener reads that and refuses, unless the process named is gone.
 */

/** Another process has the embedded database open; the message names it and says what to do. */
export class DatabaseInUseError extends Error {}

interface Holder {
  pid: number;
  host: string;
  /** Linux's id of the running kernel, which changes at every boot. */
  boot?: string;
  /** When the process started, in clock ticks after boot (Linux), so a reused pid is not taken for it. */
  start?: string;
  since: string;
  command: string;
}

export interface DatabaseLock {
  /** Removes the lock file; the next opener may go ahead. */
  release(): void;
}

const heldHere = new Set<string>();

const LINUX_BOOT_ID = '/proc/sys/kernel/random/boot_id';

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * When process `pid` started, from Linux's /proc: null when no such process runs (or only its
 * exit status is left, a zombie), undefined where there is no /proc to ask.
 */
function processStart(pid: number): string | null | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === undefined) return null;
  // Fields after the command name, which is in parentheses and may hold spaces: state is the 3rd
  // field, starttime the 22nd.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[0] === 'Z' ? null : fields[19];
}

function thisProcess(): Holder {
  return {
    pid: process.pid,
    host: os.hostname(),
    boot: readText(LINUX_BOOT_ID)?.trim(),
    start: processStart(process.pid) ?? undefined,
    since: new Date().toISOString(),
    command: process.argv.slice(1).join(' '),
  };
}

function parseHolder(text: string): Holder | undefined {
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) && typeof holder.host === 'string' ? holder : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(holder: Holder): boolean {
  // Another machine's (or container's) processes cannot be seen from here: assume it runs.
  if (holder.host !== os.hostname()) return true;
  // Not held by this process (checked first), so left by an earlier one that had the same id, as
  // the first process of a restarted container has.
  if (holder.pid === process.pid) return false;
  const boot = readText(LINUX_BOOT_ID)?.trim();
  if (holder.boot && boot && holder.boot !== boot) return false;
  const start = processStart(holder.pid);
  if (start !== undefined) return start !== null && (!holder.start || start === holder.start);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Removes a lock file whose process is gone, but only if it still holds `text`: when two openers
 * find the same dead lock, the second must not remove the one the first has just put in its place.
 * (Exported for its test, which plays that second opener.)
 */
export function removeStale(lockPath: string, text: string) {
  const aside = `${lockPath}.${randomUUID()}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) !== text) fs.renameSync(aside, lockPath);
  else fs.rmSync(aside, { force: true });
}

function inUse(folder: string, lockPath: string, holder: Holder): DatabaseInUseError {
  const where = holder.host === os.hostname() ? '' : ` on ${holder.host}`;
  return new DatabaseInUseError(
    `The embedded database in ${folder} is in use by process ${holder.pid}${where} (${holder.command}, since ${holder.since}). ` +
      'Only one process may open it at a time. While the server runs, `npm run admin` and `npm run backup` go through it; ' +
      `stop it before any other command. If no such process runs, remove ${lockPath}.`,
  );
}

// A lock file is empty only between its creation and the write just after; one that stays empty
// this long was left by a process that died in between.
const EMPTY_GRACE_MS = 1_000;

/**
 * Takes the lock of the embedded database in `folder` for this process, or throws
 * DatabaseInUseError naming the process that has it.
 */
export async function lockDatabase(folder: string): Promise<DatabaseLock> {
  const resolved = path.resolve(folder);
  fs.mkdirSync(path.dirname(resolved), { recursive: true });
  const lockPath = `${resolved}.lock`;
  // The lock file's own path, symbolic links resolved, names it within this process.
  const key = path.join(fs.realpathSync(path.dirname(resolved)), path.basename(lockPath));
  if (heldHere.has(key)) {
    throw new DatabaseInUseError(`The embedded database in ${folder} is already open in this process.`);
  }
  const mine = JSON.stringify(thisProcess());
  let emptySince: number | undefined;
  for (;;) {
    let fd: number | undefined;
    try {
      fd = fs.openSync(lockPath, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (fd !== undefined) {
      try {
        fs.writeSync(fd, mine);
      } finally {
        fs.closeSync(fd);
      }
      break;
    }
    const text = readText(lockPath);
    if (text === undefined) continue;
    const holder = parseHolder(text);
    if (holder && isRunning(holder)) throw inUse(folder, lockPath, holder);
    if (!holder && text === '') {
      emptySince ??= Date.now();
      if (Date.now() - emptySince < EMPTY_GRACE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
    }
    removeStale(lockPath, text);
  }
  heldHere.add(key);
  return {
    release() {
      if (!heldHere.delete(key)) return;
      if (readText(lockPath) === mine) fs.rmSync(lockPath, { force: true });
    },
  };
}
