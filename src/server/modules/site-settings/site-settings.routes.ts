import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicConfigSchema,
  publicSiteSettingsSchema,
  siteSettingsSchema,
  siteSettingsUpdateSchema,
  storedSiteSettingsSchema,
} from '../../../contracts/site-settings.ts';
import type { Database } from '../../db/client.ts';
import { readSiteSettings, writeSiteSettings } from './site-settings.repository.ts';

export const siteSettingsRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  // Read by every page render; fixed while the process runs, so kept like the content answers.
  app.get(
    '/api/public-config',
    { config: { cacheAnswer: true }, schema: { response: { 200: publicConfigSchema } } },
    async () => ({ publicUrl }),
  );

  // The response schema drops what the public may not read (the comment word list).
  app.get(
    '/api/site-settings',
    { config: { cacheAnswer: true }, schema: { response: { 200: publicSiteSettingsSchema } } },
    () => readSiteSettings(db),
  );

  app.get('/api/admin/site-settings', { schema: { response: { 200: storedSiteSettingsSchema } } }, () =>
    readSiteSettings(db),
  );

  app.put(
    '/api/admin/site-settings',
    { schema: { body: siteSettingsUpdateSchema, response: { 200: siteSettingsSchema } } },
    async (request) => {
      const { commentHoldWords = (await readSiteSettings(db)).commentHoldWords, ...rest } = request.body;
      return writeSiteSettings(db, { ...rest, commentHoldWords });
    },
  );
};
