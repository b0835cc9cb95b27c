import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { writeBackup } from './backup/backup.ts';
import { backupSocketPath, serveBackups } from './backup/backup-socket.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/client.ts';
import { seedDemoContent } from './db/seed/seed-demo.ts';
import { collectWhenIdle } from './idle-collection.ts';
import { type Scheduler, startScheduler } from './jobs/scheduler.ts';
import { createMailer } from './mail/mailer.ts';
import { ensureAdmin } from './modules/admin-auth/admin-auth.service.ts';
import { fetchPushPost, vapidKeys } from './modules/push/push.service.ts';
import { stagingRootOf } from './modules/uploads/uploads.service.ts';
import { rootDir } from './root-dir.ts';
import { createBuiltRenderer, createDevRenderer, type PageRenderer } from './ssr/page-renderer.ts';
import { createStorage } from './storage/storage.ts';

/** How often the embedded database gets the upkeep autovacuum would give it. */
const UPKEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

async function start(dev: boolean): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);

  const created = await ensureAdmin(database.db, {
    username: config.adminUsername,
    password: config.adminPassword,
  });
  if (created?.generatedPassword) {
    // Printed once, on the console only: the password exists nowhere else in clear.
    process.stdout.write(
      `\nCreated admin "${created.username}" with password: ${created.generatedPassword}\nSign in at ${config.publicUrl}/admin/login and keep it somewhere safe.\n\n`,
    );
  }

  // Made on the first start, not on the first reader's sign-up, so every instance signs with one pair.
  await vapidKeys(database.db);

  if (config.seedDemoContent) {
    const uploads = {
      db: database.db,
      storage: createStorage(config),
      stagingRoot: stagingRootOf(config.dataDir),
    };
    if (await seedDemoContent(database.db, uploads)) process.stdout.write('Added the demo content.\n');
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
    ratePerSecond: config.mailRatePerSecond,
  });
  // Bound after listen; an admin write before then is picked up by the first run anyway.
  let scheduler: Scheduler | undefined;
  const onContentChange = () => scheduler?.kick();

  let pages: PageRenderer;
  let app: FastifyInstance;
  let closeDevServer = async () => {};
  const logger = {
    level: 'info',
    serializers: {
      // Newsletter links carry their signed token in the address: keep it out of the logs.
      req: (request: { method: string; url: string; hostname: string; ip: string }) => ({
        method: request.method,
        url: request.url.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: rootDir, server: { middlewareMode: true }, appType: 'custom' });
    pages = createDevRenderer(vite);
    app = await buildApp({
      config,
      db: database.db,
      pages,
      logger,
      mailer,
      onContentChange,
      beforeRoutes: async (instance) => {
        await instance.register((await import('@fastify/middie')).default);
        instance.use(vite.middlewares);
      },
    });
    closeDevServer = () => vite.close();
  } else {
    // The built server is production: the rendering bundle has React's production build alone
    // (vite.config.ts), and packages loaded from node_modules read NODE_ENV when first loaded.
    process.env.NODE_ENV = 'production';
    pages = await createBuiltRenderer(path.join(rootDir, 'dist'));
    app = await buildApp({ config, db: database.db, pages, logger, mailer, onContentChange });
  }

  // The embedded database's upkeep (DatabaseHandle.upkeep) once a day; each start has run it already.
  const upkeep = setInterval(() => {
    database.upkeep().catch((error: unknown) => app.log.error({ err: error }, 'database upkeep failed'));
  }, UPKEEP_INTERVAL_MS);
  upkeep.unref();

  let stopBackups = async () => {};
  let stopIdleCollection = () => {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    // A send cut short here is resumed by the next run (its lease runs out); none is repeated.
    clearInterval(upkeep);
    stopIdleCollection();
    await scheduler?.stop();
    // close() stops accepting, waits for in-flight requests, then the database is closed last.
    await stopBackups();
    await app.close();
    await closeDevServer();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  stopIdleCollection = collectWhenIdle(app.server);
  if (database.kind === 'pglite') {
    // `npm run backup` cannot open the embedded database while this process holds it: it asks here.
    const storage = createStorage(config);
    stopBackups = await serveBackups(
      backupSocketPath(config.dataDir),
      (out) => writeBackup(database, storage, out),
      app.log,
    ).catch((error: unknown) => {
      // E.g. a DATA_DIR path longer than a socket path may be (about 100 characters): the site runs.
      app.log.warn({ err: error }, 'no backup socket: stop the server before running npm run backup');
      return async () => {};
    });
  }
  scheduler = startScheduler({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    pushPost: fetchPushPost,
    log: app.log,
  });
}

start(process.argv.includes('--dev')).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
