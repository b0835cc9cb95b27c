// The built server as `npm start` runs it, on a data directory of its own, for the measuring
// scripts (`npm run bench`, `npm run lighthouse`): each starts it, measures, and stops it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const log = (line: string) => process.stdout.write(`${line}\n`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The environment (`NAME=value`) and Node options (`--…`) of `npm start` (package.json), so the
 * measured server runs with the same memory settings as the one readers get.
 */
const startWords = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start.split(/\s+/);
export const startOptions = startWords.filter((word) => word.startsWith('--'));
export const startEnv = Object.fromEntries(
  startWords.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split('=', 2) as [string, string]),
);

/** The admin a measuring script creates for itself on its fresh data directory. */
export const admin = { username: 'bench-admin', password: randomBytes(12).toString('base64url') };

const builtMarker = path.join(root, 'dist/service/main.js');
const buildSources = ['src', 'public', 'vite.config.ts', 'rolldown.config.ts', 'package-lock.json'];

function newestChange(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(target).map((entry) => newestChange(path.join(target, entry))),
  );
}

/** Runs `npm run build` when the build is missing or older than its sources (`npm start`, tests, scripts). */
export function ensureBuild() {
  const builtAt = fs.statSync(builtMarker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (
    fs.existsSync(path.join(root, 'dist/client/.vite/manifest.json')) &&
    buildSources.every((source) => newestChange(path.join(root, source)) <= builtAt)
  ) {
    return;
  }
  log('Building the web app and the server…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export interface ServerOptions {
  dataDir: string;
  port: number;
  /** A PostgreSQL database to run on instead of the embedded one. */
  databaseUrl?: string;
}

export function serverEnv({ dataDir, port, databaseUrl }: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...startEnv,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO_CONTENT: 'true',
  };
  // A fresh database, whatever the caller's shell has configured.
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'STORAGE', 'TRUST_PROXY']) delete env[name];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

export interface Server {
  child: ChildProcess;
  pid: number;
  stop(): Promise<void>;
}

/** The bundled server as `npm start` runs it (logging on, to a file as a service manager would). */
export async function startServer(options: ServerOptions): Promise<Server> {
  const { dataDir, port } = options;
  const out = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [...startOptions, builtMarker], {
    cwd: root,
    env: serverEnv(options),
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited; see ${dataDir}/server.log`);
    if (Date.now() > deadline) throw new Error('the server did not become ready within 5 minutes');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  return {
    child,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Stops `server`, adds `npm run seed:large` to its data, and starts it again. */
export async function withLargeData(server: Server, options: ServerOptions): Promise<Server> {
  log('Adding the large data set (npm run seed:large)…');
  await server.stop();
  const seeded = spawnSync(process.execPath, [path.join(root, 'scripts/seed-large.ts')], {
    cwd: root,
    env: serverEnv(options),
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seed:large failed');
  return startServer(options);
}

/** Signs the script's admin in; returns the Cookie header to send. */
export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The Sunday newsletter must not go out to the demo subscribers while a script runs. */
export async function moveNewsletterDay(base: string, cookie: string) {
  const settings = await (await fetch(`${base}/api/admin/site-settings`, { headers: { cookie } })).json();
  const response = await fetch(`${base}/api/admin/site-settings`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...settings, newsletterSendDay: (new Date().getUTCDay() + 3) % 7 }),
  });
  if (!response.ok) throw new Error(`settings update failed: ${response.status} ${await response.text()}`);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
