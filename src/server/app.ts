import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { installAccessRules } from './http/auth-guard.ts';
import { registerErrorHandler } from './http/errors.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { articlesAdminRoutes } from './modules/articles/articles.admin-routes.ts';
import { articlesPublicRoutes } from './modules/articles/articles.public-routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes.ts';
import { type PageRenderer, pageRoutes } from './ssr/page-routes.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Server rendering of the web app; API-only tests leave it out. */
  pages?: PageRenderer;
  logger?: FastifyServerOptions['logger'];
  /** Registered before any route, e.g. Vite's development middleware. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
}

/** Builds the whole server, ready to listen or to be called with inject (CONVENTIONS §1). */
export async function buildApp({
  config,
  db,
  pages,
  logger = false,
  beforeRoutes,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    // Lets in-flight requests finish on SIGTERM while refusing new keep-alive ones.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  installAccessRules(app, db, config.publicUrl);
  await app.register(fastifyCookie);
  await beforeRoutes?.(app);

  await app.register(healthRoutes, { db });
  await app.register(adminAuthRoutes, { db, publicUrl: config.publicUrl });
  await app.register(siteSettingsRoutes, { db });
  await app.register(articlesPublicRoutes, { db });
  await app.register(articlesAdminRoutes, { db });
  if (pages) await app.register(pageRoutes, { pages });

  await app.ready();
  return app;
}
