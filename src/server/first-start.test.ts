import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { firstStart } from './first-start.ts';
import { countAdmins } from './modules/admin-auth/admin-auth.repository.ts';
import { readAppState } from './modules/app-state/app-state.repository.ts';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const config = (env: Record<string, string>) =>
  loadConfig({
    DATA_DIR: path.join(os.tmpdir(), `nabj-first-start-${process.pid}`),
    PUBLIC_URL: 'https://news.example.org',
    SEED_DEMO_CONTENT: 'false',
    ...env,
  });

describe('the first start', () => {
  it('makes one admin when three instances run it at the same moment, and one of them says so', async () => {
    const settings = config({ ADMIN_USERNAME: 'chapter-admin', ADMIN_PASSWORD: 'long enough 1' });
    const messages = await Promise.all([1, 2, 3].map(() => firstStart(database.db, settings)));
    expect(await countAdmins(database.db)).toBe(1);
    expect(messages.filter((message) => message.includes('Created admin'))).toEqual([
      '\nCreated admin "chapter-admin" with the password set in ADMIN_PASSWORD.\nSign in at https://news.example.org/admin/login\n\n',
    ]);
    expect(await readAppState(database.db, 'vapid_keys')).toMatchObject({ publicKey: expect.any(String) });
  });

  it('prints a generated password once, with the sign-in address under PUBLIC_URL', async () => {
    const first = await firstStart(database.db, config({}));
    expect(first).toMatch(
      /^\nCreated admin "admin" with password: [A-Za-z0-9_-]{16}\nIt is shown only here, once: keep it somewhere safe\.\nSign in at https:\/\/news\.example\.org\/admin\/login\n\n$/,
    );
    expect(await firstStart(database.db, config({}))).toBe('');
  });
});
