import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AdminMe, AdminRole } from '../src/contracts/admin-auth.ts';
import { type AppDeps, buildApp } from '../src/server/app.ts';
import { type Config, loadConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/client.ts';
import { createAdmin } from '../src/server/modules/admin-auth/admin-auth.service.ts';
import { startMailQueue } from '../src/server/modules/newsletter/newsletter-mail-queue.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

/** The app with the sender of the mails sign-ups queue, as the server runs it, for tests that read mail. */
export const buildAppSendingMail = (deps: Omit<AppDeps, 'startMailQueue'>) =>
  buildApp({ ...deps, startMailQueue });

/**
 * The real app on a fresh database of its own, for app.inject; `beforeRoutes` lets a test watch the
 * routes as they are added.
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  { beforeRoutes }: { beforeRoutes?: (app: FastifyInstance) => Promise<void> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = {
    ...loadConfig({ DATA_DIR: path.join(os.tmpdir(), `nabj-test-${process.pid}`) }),
    ...overrides,
  };
  const app = await buildAppSendingMail({ config, db: database.db, beforeRoutes });
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface SignedInTestApp extends TestApp {
  /** The Cookie header of the admin's session. */
  cookie: string;
  /** A call made as the signed-in admin. */
  asAdmin(
    method: NonNullable<InjectOptions['method']>,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/**
 * The real app for the test file that calls this at its top: started before the file's tests with
 * an admin signed in, closed after them. Its fields are there from the first test on.
 */
export function signedInTestApp(overrides: Partial<Config> = {}): SignedInTestApp {
  const session = {} as SignedInTestApp;
  beforeAll(async () => {
    const testApp = await startTestApp(overrides);
    const { cookie } = await signInAsNewAdmin(testApp);
    Object.assign(session, testApp, {
      cookie,
      asAdmin: (method, url, payload) =>
        testApp.app.inject({
          method,
          url,
          payload: payload as InjectOptions['payload'],
          headers: { cookie },
        }),
    } satisfies Pick<SignedInTestApp, 'cookie' | 'asAdmin'>);
  });
  afterAll(() => session.close());
  return session;
}

let adminCount = 0;

/**
 * Creates an account (an admin unless `role` says otherwise) and signs in; returns the Cookie header
 * to send with its calls.
 */
export async function signInAsNewAdmin(
  testApp: TestApp,
  password = 'correct horse battery',
  role: AdminRole = 'admin',
): Promise<{ cookie: string; username: string; id: number }> {
  const username = `editor${++adminCount}`;
  const { id } = await createAdmin(testApp.db, username, password, { role });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: `10.0.0.${adminCount}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { cookie, username, id };
}

/** The JSON body of a response that must have created something (201); the body says why when not. */
export function createdJson(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * What GET /api/admin/me answers for an admin made by createAdmin (no e-mail address yet, none
 * waiting), with the two-factor fields a test has changed.
 */
export function newAdminMe(
  username: string,
  twoFactor: Partial<Pick<AdminMe, 'twoFactorEnabled' | 'twoFactorSetupRequired'>> = {},
): AdminMe {
  return {
    id: expect.any(Number),
    username,
    role: 'admin',
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
    emailRequired: true,
    pendingEmail: null,
    ...twoFactor,
  };
}

/**
 * Confirms the password (and `code`) in a session, as the sensitive routes need; answers the Cookie
 * header of the session's new id.
 */
export async function reauthenticate(
  testApp: TestApp,
  cookie: string,
  password = 'correct horse battery',
  code?: string,
): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/reauthenticate',
    payload: { password, ...(code ? { code } : {}) },
    headers: { cookie },
  });
  if (response.statusCode !== 200) {
    throw new Error(`re-authentication failed: ${response.statusCode} ${response.body}`);
  }
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * Sign-ups become active at once (no confirmation mail), for tests about the subscriber list itself;
 * double opt-in has its own tests in newsletter-delivery.test.ts.
 */
export async function turnOffDoubleOptIn(testApp: TestApp): Promise<void> {
  const { readSiteSettings, writeSiteSettings } = await import(
    '../src/server/modules/site-settings/site-settings.repository.ts'
  );
  await writeSiteSettings(testApp.db, {
    ...(await readSiteSettings(testApp.db)),
    newsletterDoubleOptIn: false,
  });
}
