import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/client.ts';
import { readAppState } from './modules/app-state/app-state.repository.ts';

const mainPath = path.resolve(import.meta.dirname, 'main.ts');
let child: ChildProcess | undefined;

function run(env: Record<string, string>, args: string[] = []) {
  child = spawn(process.execPath, [mainPath, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child?.on('exit', resolve));
  return { exited, output: () => ({ stdout, stderr }) };
}

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

describe('the server process', () => {
  it('stops at start-up with one line naming a malformed variable', async () => {
    const server = run({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toBe(
      'Configuration error: PORT must be an integer from 1 to 65535 (got "eighty")\n',
    );
  });

  it('starts on an empty data directory, creates an admin once, answers /readyz, and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-main-'));
    const port = String(40_000 + Math.floor(Math.random() * 10_000));
    const server = run({ PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO_CONTENT: 'false' }, [
      '--dev',
    ]);
    let ready: Response | undefined;
    // A deadline rather than a count of tries: on a loaded machine the first start (Vite, migrations)
    // can take most of it.
    const deadline = Date.now() + 45_000;
    while (!ready?.ok && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    }
    expect(ready?.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);
    expect(server.output().stdout).toMatch(/Created admin "admin" with password: [A-Za-z0-9_-]{16}/);
    child?.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The push keys are made at start, before any reader asks for them.
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    expect(await readAppState(database.db, 'vapid_keys')).toMatchObject({ publicKey: expect.any(String) });
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
