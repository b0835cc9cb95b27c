import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { DatabaseInUseError, lockDatabase, removeStale } from './database-lock.ts';

const lockModule = path.resolve(import.meta.dirname, 'database-lock.ts');
let work: string;
const children: ChildProcess[] = [];

function newFolder() {
  work ??= fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-lock-'));
  return fs.mkdtempSync(path.join(work, 'data-'));
}

/**
 * Another process that takes the lock of the database in `folder` and keeps it until it is killed; resolves with
 * what it printed once it has its answer ("locked", or the refusal's message).
 */
function otherProcess(folder: string): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { lockDatabase } = await import(${JSON.stringify(lockModule)});
       try { await lockDatabase(process.argv[1]); console.log('locked'); }
       catch (error) { console.log(error.message); }
       setInterval(() => {}, 1000);`,
      path.join(folder, 'db'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolve) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.trim());
    });
  });
}

async function kill(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

afterEach(async () => {
  await Promise.all(children.splice(0).map(kill));
});
afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

const lockFileOf = (folder: string) => `${path.join(folder, 'db')}.lock`;
const writeLock = (folder: string, holder: Record<string, unknown>) =>
  fs.writeFileSync(lockFileOf(folder), JSON.stringify({ since: 'then', command: 'x', ...holder }));

// The lock is the same whichever database the tests run on: once is enough.
describe.skipIf(inject('goldenDatabase').kind !== 'pglite')('the embedded database lock', () => {
  it('lets one process in and refuses the next, naming the one that has it, until it is gone', async () => {
    const folder = newFolder();
    expect(await otherProcess(folder)).toBe('locked');
    const holder = children[0]!;
    const refusal = lockDatabase(path.join(folder, 'db'));
    await expect(refusal).rejects.toThrow(DatabaseInUseError);
    await expect(refusal).rejects.toThrow(
      new RegExp(
        `in use by process ${holder.pid} \\(.*, since .*\\)\\. Only one process may open it at a time`,
      ),
    );
    // Killed outright, it never released its lock: the next opener takes it over.
    await kill(holder);
    const lock = await lockDatabase(path.join(folder, 'db'));
    expect(await otherProcess(folder)).toMatch(`in use by process ${process.pid}`);
    lock.release();
    expect(fs.existsSync(lockFileOf(folder))).toBe(false);
    expect(await otherProcess(folder)).toBe('locked');
  });

  it('refuses a second opening in the same process, and lets it in again once released', async () => {
    const folder = path.join(newFolder(), 'db');
    const lock = await lockDatabase(folder);
    await expect(lockDatabase(folder)).rejects.toThrow('is already open in this process');
    lock.release();
    (await lockDatabase(folder)).release();
  });

  it('never removes a lock that replaced the dead one it was asked to remove', async () => {
    const folder = newFolder();
    const lockPath = lockFileOf(folder);
    const deadOne = JSON.stringify({ pid: 1, host: 'gone' });
    // Two openers found the same dead lock; the first removed it and took the lock: the second,
    // still about to remove the dead one, must leave the first one's in place.
    const lock = await lockDatabase(path.join(folder, 'db'));
    const taken = fs.readFileSync(lockPath, 'utf8');
    removeStale(lockPath, deadOne);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(taken);
    expect(fs.readdirSync(folder)).toEqual(['db.lock']);
    lock.release();

    writeLock(folder, { pid: 1, host: 'gone' });
    removeStale(lockPath, fs.readFileSync(lockPath, 'utf8'));
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it('gives exactly one of several processes a lock left by a dead one', async () => {
    const folder = newFolder();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeLock(folder, { pid: dead.pid, host: os.hostname() });
    const answers = await Promise.all(Array.from({ length: 6 }, () => otherProcess(folder)));
    expect(answers.filter((answer) => answer === 'locked')).toHaveLength(1);
    expect(answers.filter((answer) => answer.includes('in use by process'))).toHaveLength(5);
  });

  it('takes over a lock naming this process id (a restarted container) or a reused one, never another host', async () => {
    const folder = newFolder();
    writeLock(folder, { pid: process.pid, host: os.hostname() });
    (await lockDatabase(path.join(folder, 'db'))).release();

    if (fs.existsSync('/proc/self/stat')) {
      // A process runs with that id, but not the one that took the lock: it started at another time.
      writeLock(folder, { pid: process.ppid, host: os.hostname(), start: '1' });
      (await lockDatabase(path.join(folder, 'db'))).release();
    }

    writeLock(folder, { pid: 4242, host: 'another-machine' });
    await expect(lockDatabase(path.join(folder, 'db'))).rejects.toThrow(
      `in use by process 4242 on another-machine (x, since then). Only one process may open it at a time. ` +
        'While the server runs, `npm run admin` and `npm run backup` go through it; stop it before any other command. ' +
        `If no such process runs, remove ${lockFileOf(folder)}.`,
    );
  });
});
