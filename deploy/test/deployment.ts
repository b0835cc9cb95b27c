// The deploy/ files read as systemd and a shell read them, so tests run what a server runs.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const deployDir = path.join(repoRoot, 'deploy');
/** Where docs/deploy.md puts the code; tests run this checkout in its place. */
export const INSTALL_DIR = '/opt/nabj-usc';

/** A unit file's settings, `Section.Key` to its values in order (comments and blank lines aside). */
export function readUnit(name: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of fs.readFileSync(path.join(deployDir, name), 'utf8').split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(trimmed);
    if (header) {
      section = header[1]!;
      continue;
    }
    const at = trimmed.indexOf('=');
    const key = `${section}.${trimmed.slice(0, at)}`;
    settings.set(key, [...(settings.get(key) ?? []), trimmed.slice(at + 1)]);
  }
  return settings;
}

/** An environment file as systemd reads it: `NAME=value`, a value possibly in single or double quotes. */
export function readEnvironmentFile(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const value = match[2]!;
    env[match[1]!] = /^(['"]).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return env;
}

/** `/opt/nabj-usc/…` in a unit, here. */
const here = (value: string) =>
  value.startsWith(INSTALL_DIR) ? path.join(repoRoot, value.slice(INSTALL_DIR.length)) : value;

/**
 * The process a service unit starts: its ExecStart (`program`), in its WorkingDirectory, under its
 * UMask, with its Environment= and the site settings of its EnvironmentFile (deploy/nabj-usc.env),
 * `changes` applied last (undefined removes a variable). Its sandbox: `sandboxedUnitProcess`.
 */
export function unitProcess(unit: string, changes: Record<string, string | undefined>) {
  const settings = readUnit(unit);
  const [command, ...args] = settings.get('Service.ExecStart')![0]!.split(/\s+/);
  const assignments = (settings.get('Service.Environment') ?? []).flatMap((line) => line.split(/\s+/));
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    ...readEnvironmentFile(path.join(deployDir, path.basename(settings.get('Service.EnvironmentFile')![0]!))),
    ...Object.fromEntries(assignments.map((assignment) => assignment.split('=', 2) as [string, string])),
    ...changes,
  };
  // UMask= as systemd applies it: in the process before it runs the program.
  const umask = settings.get('Service.UMask')?.[0] ?? '0022';
  return {
    command: '/bin/sh',
    args: ['-c', `umask ${umask} && exec "$0" "$@"`, here(command!), ...args.map(here)],
    program: [here(command!), ...args.map(here)],
    cwd: here(settings.get('Service.WorkingDirectory')![0]!),
    env: Object.fromEntries(
      Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  };
}

// The file-system part of deploy/sandbox.conf, as far as it can be had without systemd: the unit's
// state directories bound in place, every other mount read-only (ProtectSystem=strict), an empty
// /tmp of its own (PrivateTmp=), empty read-only home directories (ProtectHome=), then no new
// privileges and no capabilities (NoNewPrivileges=, CapabilityBoundingSet=). $1 and $2 are the
// folders standing in for /var/lib/nabj-usc and /var/lib/nabj-usc-backups; $3 is this checkout,
// standing in for /opt/nabj-usc, which the new /tmp would hide when the checkout lives under /tmp.
const SANDBOX = `set -e
mount -t tmpfs -o mode=0755 tmpfs /var/lib
mkdir /var/lib/nabj-usc /var/lib/nabj-usc-backups /var/lib/checkout
mount --bind "$1" /var/lib/nabj-usc
mount --bind "$2" /var/lib/nabj-usc-backups
mount --bind "$3" /var/lib/checkout
checkout=$3
shift 3
for target in $(findmnt -rno TARGET); do
  case "$target" in
    /proc|/proc/*|/sys|/sys/*|/dev|/dev/*|/var/lib/nabj-usc|/var/lib/nabj-usc-backups) ;;
    *) mount -o remount,bind,ro "$target" ;;
  esac
done
mount -t tmpfs -o mode=1777 tmpfs /tmp
case "$checkout" in
  /tmp/*) mkdir -p "$checkout" && mount --bind /var/lib/checkout "$checkout" && mount -o remount,bind,ro "$checkout" ;;
esac
mount -t tmpfs -o ro tmpfs /home
mount -t tmpfs -o ro tmpfs /root
exec setpriv --no-new-privs --bounding-set=-all --inh-caps=-all "$@"`;

/**
 * `unitProcess`, run inside the file-system sandbox above with the settings file's own DATA_DIR and
 * BACKUP_DIR (/var/lib/…), which are `dataDir` and `backupDir` outside it. Needs root, as CI has.
 */
export function sandboxedUnitProcess(
  unit: string,
  { dataDir, backupDir }: { dataDir: string; backupDir: string },
  changes: Record<string, string | undefined>,
) {
  const run = unitProcess(unit, changes);
  return {
    ...run,
    command: 'unshare',
    args: [
      '--mount',
      '--propagation',
      'private',
      '/bin/sh',
      '-c',
      SANDBOX,
      'sandbox',
      dataDir,
      backupDir,
      repoRoot,
      run.command,
      ...run.args,
    ],
  };
}

/**
 * Whether a command of Debian's is installed. On a developer's machine a missing one skips its tests,
 * with a line saying so; in CI (`CI` set), where .ci/run installs it, it fails them.
 */
export function installed(command: string, debianPackage: string): boolean {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status === 0) return true;
  const message = `${command} is not installed (apt-get install -y ${debianPackage})`;
  if (process.env.CI) throw new Error(`${message}: .ci/run installs it`);
  console.warn(`Skipping the tests that need ${command}: ${message}`);
  return false;
}

export interface Started {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Starts a long-running process, keeping what it prints for the failure message. */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv },
): Started {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until `ready` resolves true, or fails with what the process printed. */
export async function waitFor(
  started: Started,
  ready: () => Promise<boolean>,
  what: string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`${what} exited:\n${started.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`${what} was not ready in ${timeoutMs / 1000} s:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
