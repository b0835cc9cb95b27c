import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server (src/server/main.ts) as a child process, for the crash and load checks
 * (docs/security.md): what a SIGKILL or fifty clients do to it cannot be seen through inject.
 */

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const ADMIN = { username: 'resilience-admin', password: 'resilience password 1' };

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Extra environment, e.g. raised rate limits for a load run. */
  env?: Record<string, string>;
  seedDemoContent?: boolean;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn until /readyz answered 200. */
  startMs: number;
  /** The end of what the process wrote, for a failure message. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  const started = performance.now();
  // Served from the production build when there is one (npm test builds after the unit tests run).
  const built = fs.existsSync(path.join(rootDir, 'dist/client/.vite/manifest.json'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SEED_DEMO_CONTENT: String(options.seedDemoContent ?? false),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, ['src/server/main.ts', ...(built ? [] : ['--dev'])], {
    cwd: rootDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The end of its log (pino on stdout, failures on stderr), for a failure message.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-6000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Never outlive the test or script that started it, even when that one fails or times out.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let running = true;
  let exitedWith = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      process.off('exit', killOnExit);
      exitedWith = signal ? `signal ${signal}` : `code ${code}`;
      resolve(code);
    }),
  );

  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (!running) throw new Error(`the server exited while starting (${exitedWith}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become ready within 180 s:\n${output}`);
    }
    const ready = await fetch(`${url}/readyz`).catch(() => undefined);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    startMs: performance.now() - started,
    output: () => output,
    async kill(signal) {
      if (running) child.kill(signal);
      return exited;
    },
  };
}

/** Signs in as ADMIN; the Cookie header to send with admin calls. */
export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
