import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { contentRoutes } from './content-kinds.ts';
import type { Database } from './db/client.ts';
import { installAccessRules, roleOfRoute } from './http/auth-guard.ts';
import { installCsrfCheck } from './http/csrf.ts';
import { isEphemeral } from './http/ephemeral-writes.ts';
import { REFUSALS, registerErrorHandler } from './http/errors.ts';
import { answerClientError, createHttpServer, withSecurityHeaders } from './http/http-server.ts';
import { requestLogSerializer } from './http/log-redaction.ts';
import { installNullCharacterCheck } from './http/null-characters.ts';
import { installSecurityHeaders, type SecurityHeaderOptions } from './http/security-headers.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { adminAccountsRoutes } from './modules/admin-auth/admin-accounts.routes.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { emailChangeRoutes } from './modules/admin-auth/email-change.ts';
import { passwordResetRoutes } from './modules/admin-auth/password-reset.ts';
import { adminSearchRoutes } from './modules/admin-search/admin-search.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { auditLogRoutes, recordAdminWrites } from './modules/audit-log/audit-log.routes.ts';
import { commentsAdminRoutes } from './modules/comments/comments.admin-routes.ts';
import { commentsPublicRoutes } from './modules/comments/comments.public-routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter.admin-routes.ts';
import { newsletterPublicRoutes } from './modules/newsletter/newsletter.public-routes.ts';
import { newsletterDeliveryRoutes } from './modules/newsletter/newsletter-delivery.routes.ts';
import type { MailQueue, startMailQueue } from './modules/newsletter/newsletter-mail-queue.ts';
import { pollsAdminRoutes } from './modules/polls/polls.admin-routes.ts';
import { pollsPublicRoutes } from './modules/polls/polls.public-routes.ts';
import { presenceRoutes } from './modules/presence/presence.routes.ts';
import { previewAdminRoutes } from './modules/preview/preview.admin-routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes.ts';
import { storyBudgetRoutes } from './modules/story-budget/story-budget.routes.ts';
import { mediaLibraryRoutes } from './modules/uploads/media-library.routes.ts';
import { uploadsAdminRoutes } from './modules/uploads/uploads.admin-routes.ts';
import { uploadsPublicRoutes } from './modules/uploads/uploads.public-routes.ts';
import { AnswerCache, FIRST_BROTLI_OPTIONS } from './ssr/answer-cache.ts';
import { startCacheInvalidation } from './ssr/cache-invalidation.ts';
import { answerFromCache, installAnswerCaching } from './ssr/cached-answers.ts';
import { installContentChanges } from './ssr/content-changes.ts';
import { nextTimedChange } from './ssr/page-expiry.ts';
import { isPageRead, type PageRenderer, pageRoutes } from './ssr/page-routes.ts';
import { createStorage } from './storage/storage.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Server rendering of the web app; API-only tests leave it out. */
  pages?: PageRenderer;
  /** Pino's options; every request line is written through `requestLogSerializer`. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** Registered before any route, e.g. Vite's development middleware. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Outgoing mail; by default from SMTP_URL, or .eml files under DATA_DIR/outbox. */
  mailer?: Mailer;
  /**
   * Starts the sender of the mails sign-ups queue (newsletter-mail-queue.ts): the server and the tests
   * that read mail pass startMailQueue, which the app gives its mailer and log and stops when it closes.
   * Without it the mails wait in the queue for an instance that sends them.
   */
  startMailQueue?: typeof startMailQueue;
  /** Told after every successful admin write of content, e.g. to announce it by push at once. */
  onContentChange?: () => void;
}

/**
 * Each guarded operation of the OpenAPI document names the least role it needs (`x-role`) and whether
 * it asks for a recent re-authentication (`x-reauthentication`), read from the same route config the
 * guard enforces.
 */
const describeAccess: typeof jsonSchemaTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const route = input.route as Parameters<typeof roleOfRoute>[0] & { config?: { sensitive?: boolean } };
  const role = roleOfRoute(route);
  if (!role) return transformed;
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      security: [{ adminSession: [] }],
      'x-role': role,
      ...(route.config?.sensitive ? { 'x-reauthentication': true } : {}),
    },
  };
};

/** The mail queue of an app that sends none of it: a sign-up's mail waits for an instance that does. */
const sentElsewhere: MailQueue = { kick: () => {}, stop: async () => {} };

/**
 * The Fastify instance with the server's own HTTP server (security headers first, cached answers before
 * Fastify), its logging, limits and refusals.
 */
function createFastify({
  config,
  pages,
  logger,
  cache,
  securityHeaderOptions,
}: Pick<AppDeps, 'config' | 'pages' | 'logger'> & {
  cache: AnswerCache | undefined;
  securityHeaderOptions: SecurityHeaderOptions;
}) {
  return Fastify({
    logger: logger && { ...logger, serializers: { ...logger.serializers, req: requestLogSerializer } },
    logController: new LogController({ disableRequestLogging: isPageRead }),
    // A cached answer is sent before Fastify sees the request (ssr/cached-answers.ts).
    serverFactory: (handler, options) => {
      const fastify = withSecurityHeaders(securityHeaderOptions, handler);
      const server = createHttpServer(
        securityHeaderOptions,
        cache
          ? answerFromCache(
              cache,
              { publicUrl: config.publicUrl, trustProxy: config.trustProxy, development: pages?.development },
              fastify,
            )
          : fastify,
      );
      // What Fastify sets on a server it makes itself: without it, Node closes an idle keep-alive
      // connection after 5 s, and a client reusing it just then gets a reset.
      const timeouts = options as {
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
      };
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    // Lets in-flight requests finish on SIGTERM while refusing new keep-alive ones.
    return503OnClosing: true,
    // A URL the router cannot read (a broken %-escape, an over-long parameter) never reaches the error
    // handler: answered here with the same `{message}` as every other refusal, not Fastify's own body.
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply).status(error.statusCode ?? 400).send({ message: REFUSALS[400] }),
    // A request Node cannot parse, answered on the socket with the same headers and words.
    clientErrorHandler: answerClientError(securityHeaderOptions),
  }).withTypeProvider<ZodTypeProvider>();
}

/** Every route but the rendered pages: the API, uploaded files, feeds and the sitemap. */
async function registerRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  { config, db, mailer, mailQueue }: { config: Config; db: Database; mailer: Mailer; mailQueue: MailQueue },
) {
  await app.register(healthRoutes, { db });
  await app.register(adminAuthRoutes, { db, publicUrl: config.publicUrl });
  await app.register(adminAccountsRoutes, { db, publicUrl: config.publicUrl });
  await app.register(invitationsRoutes, { db, publicUrl: config.publicUrl, mailer });
  await app.register(passwordResetRoutes, { db, publicUrl: config.publicUrl, mailer });
  await app.register(emailChangeRoutes, { db, publicUrl: config.publicUrl, mailer });
  await app.register(auditLogRoutes, { db });
  await app.register(analyticsRoutes, { db, rateLimit: config.rateLimits.views });
  await app.register(dashboardRoutes, { db });
  await app.register(adminSearchRoutes, { db });
  await app.register(siteSettingsRoutes, { db, publicUrl: config.publicUrl });
  for (const routes of contentRoutes) await app.register(routes, { db });
  await app.register(commentsPublicRoutes, { db, publicUrl: config.publicUrl });
  await app.register(commentsAdminRoutes, { db });
  await app.register(pollsPublicRoutes, {
    db,
    publicUrl: config.publicUrl,
    rateLimit: config.rateLimits.pollVote,
  });
  await app.register(pollsAdminRoutes, { db });
  await app.register(newsletterPublicRoutes, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    mailQueue,
    rateLimit: config.rateLimits.newsletterSubscribe,
  });
  await app.register(newsletterDeliveryRoutes, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    mailQueue,
  });
  await app.register(pushRoutes, {
    db,
    extraOrigins: config.pushServiceOrigins,
    rateLimit: config.rateLimits.pushSubscribe,
  });
  await app.register(newsletterAdminRoutes, { db });
  await app.register(previewAdminRoutes, { db, publicUrl: config.publicUrl });
  await app.register(reviewRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(storyBudgetRoutes, { db });
  await app.register(presenceRoutes, { db, leaseSeconds: config.presenceLeaseSeconds });
  const storage = createStorage(config);
  await app.register(uploadsPublicRoutes, { storage });
  await app.register(uploadsAdminRoutes, { db, storage, dataDir: config.dataDir });
  await app.register(mediaLibraryRoutes, { db, storage });
  // It lists every admin route, their bodies and answers: a map for an attacker, so for admins only.
  app.get('/api/docs', { schema: { hide: true }, config: { access: 'admin' } }, async () => app.swagger());
  await app.register(seoRoutes, { db, publicUrl: config.publicUrl });
}

/** Builds the whole server, ready to listen or to be called with inject (CONVENTIONS §1). */
export async function buildApp({
  config,
  db,
  pages,
  logger = false,
  beforeRoutes,
  mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
    ratePerSecond: config.mailRatePerSecond,
  }),
  startMailQueue,
  onContentChange,
}: AppDeps): Promise<FastifyInstance> {
  // Public pages and API answers, kept only by the server that renders pages (API-only tests read through).
  const cache = pages && new AnswerCache({ nextTimedChange: (now) => nextTimedChange(db, now) });
  const securityHeaderOptions = { publicUrl: config.publicUrl, development: pages?.development };
  const app = createFastify({ config, pages, logger, cache, securityHeaderOptions });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  installSecurityHeaders(app, securityHeaderOptions);
  installCsrfCheck(app, config.publicUrl);
  installNullCharacterCheck(app);
  installAccessRules(app, db, config.publicUrl);
  recordAdminWrites(app, db);
  const mailQueue =
    startMailQueue?.({ db, mailer, publicUrl: config.publicUrl, log: app.log }) ?? sentElsewhere;
  app.addHook('onClose', async () => {
    await mailQueue.stop();
    mailer.close();
  });
  if (onContentChange) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.admin && request.method !== 'GET' && reply.statusCode < 400 && !isEphemeral(request))
        onContentChange();
    });
  }
  if (cache) installAnswerCaching(app, cache);
  await app.register(fastifyCookie);
  // Text answers (pages, JSON, feeds) compressed, brotli first, as they are sent, at a low quality
  // (FIRST_BROTLI_OPTIONS). Pictures and videos are already compressed and pass untouched.
  // Answers up to 128 kB (every page) are compressed in one call on the event loop (0.2 ms for a
  // 50 kB article), not through a stream on libuv's threads: a first render of an
  // article reached the reader 1.1–1.5 ms sooner, of the home page 1.3–2.1 ms (docs/performance.md).
  // Larger answers and streams (the CSV export, files) still stream.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 128 * 1024,
    brotliOptions: FIRST_BROTLI_OPTIONS,
  });
  // The OpenAPI document is generated from the same zod schemas that validate the requests.
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'NABJ USC website API', version: '1' },
      components: {
        securitySchemes: { adminSession: { type: 'apiKey', in: 'cookie', name: 'nabj_session' } },
      },
    },
    transform: describeAccess,
  });
  await beforeRoutes?.(app);

  await registerRoutes(app, { config, db, mailer, mailQueue });
  if (pages && cache) {
    const invalidation = await startCacheInvalidation({ db, cache, log: app.log });
    app.addHook('onClose', () => invalidation.close());
    installContentChanges(app, db, invalidation);
    await app.register(pageRoutes, { pages, cache });
  }

  await app.ready();
  return app;
}
