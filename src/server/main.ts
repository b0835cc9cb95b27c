import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { writeBackup } from './backup/backup.ts';
import { ConfigError, loadConfig } from './config.ts';
import { controlSocketPath, serveControlRequests } from './control-socket.ts';
import { createOwnerOnly, repairDataDirModes } from './data-dir.ts';
import { openConfiguredDatabase } from './db/client.ts';
import { DatabaseInUseError } from './db/database-lock.ts';
import { databaseChecks } from './doctor/doctor.ts';
import { firstStart } from './first-start.ts';
import { collectWhenIdle } from './idle-collection.ts';
import { type Scheduler, startScheduler } from './jobs/scheduler.ts';
import { createMailer } from './mail/mailer.ts';
import { runAdminCommand } from './modules/admin-auth/admin-commands.ts';
import { startMailQueue } from './modules/newsletter/newsletter-mail-queue.ts';
import { fetchPushPost } from './modules/push/push.service.ts';
import { rootDir } from './root-dir.ts';
import { createBuiltRenderer, createDevRenderer, type PageRenderer } from './ssr/page-renderer.ts';
import { createStorage } from './storage/storage.ts';

/** How often the embedded database gets the upkeep autovacuum would give it. */
const UPKEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

async function start(dev: boolean): Promise<void> {
  const config = loadConfig();
  createOwnerOnly();
  const database = await openConfiguredDatabase(config);
  // Once the database is this server's (a second one on the same data stops above, changing nothing).
  const modes = repairDataDirModes(config.dataDir);
  if (modes.repaired > 0) {
    process.stdout.write(`Made ${modes.repaired} files and folders under DATA_DIR owner-only.\n`);
  }
  for (const failure of modes.failed) {
    process.stderr.write(`Could not make this owner-only: ${failure}\n`);
  }

  process.stdout.write(await firstStart(database.db, config));

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
  const logger = { level: 'info' };
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
      startMailQueue,
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
    app = await buildApp({ config, db: database.db, pages, logger, mailer, startMailQueue, onContentChange });
  }

  // The embedded database's upkeep (DatabaseHandle.upkeep) once a day; each start has run it already.
  const upkeep = setInterval(() => {
    database.upkeep().catch((error: unknown) => app.log.error({ err: error }, 'database upkeep failed'));
  }, UPKEEP_INTERVAL_MS);
  upkeep.unref();

  let stopControl = async () => {};
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
    await stopControl();
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
    // `npm run backup`, `npm run admin` and `npm run doctor` cannot open the embedded database while this process
    // holds it: they ask here.
    const storage = createStorage(config);
    stopControl = await serveControlRequests(
      controlSocketPath(config.dataDir),
      {
        backup: (out) => writeBackup(database, storage, out),
        runAdminCommand: (command) => runAdminCommand(database.db, command),
        databaseChecks: () => databaseChecks(database.db, config),
      },
      app.log,
    ).catch((error: unknown) => {
      // E.g. a DATA_DIR path longer than a socket path may be (about 100 characters): the site runs.
      app.log.warn(
        { err: error },
        'no control socket: stop the server before running npm run backup or npm run admin',
      );
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
  } else if (error instanceof DatabaseInUseError) {
    process.stderr.write(`Start-up failed: ${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
