import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/client.ts';
import { seedDemoContent } from './db/seed/seed-demo.ts';
import { ensureAdmin } from './modules/admin-auth/admin-auth.service.ts';
import { stagingRootOf } from './modules/uploads/uploads.service.ts';
import { createBuiltRenderer, createDevRenderer, type PageRenderer } from './ssr/page-renderer.ts';
import { createStorage } from './storage/storage.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

  if (config.seedDemoContent) {
    const uploads = {
      db: database.db,
      storage: createStorage(config),
      stagingRoot: stagingRootOf(config.dataDir),
    };
    if (await seedDemoContent(database.db, uploads)) process.stdout.write('Added the demo content.\n');
  }

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
      beforeRoutes: async (instance) => {
        await instance.register((await import('@fastify/middie')).default);
        instance.use(vite.middlewares);
      },
    });
    closeDevServer = () => vite.close();
  } else {
    pages = await createBuiltRenderer(path.join(rootDir, 'dist'));
    app = await buildApp({ config, db: database.db, pages, logger });
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    // close() stops accepting, waits for in-flight requests, then the database is closed last.
    await app.close();
    await closeDevServer();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

start(process.argv.includes('--dev')).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
