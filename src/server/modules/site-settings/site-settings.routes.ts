import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, siteSettingsSchema } from '../../../contracts/site-settings.ts';
import type { Database } from '../../db/client.ts';
import { readSiteSettings, writeSiteSettings } from './site-settings.repository.ts';

export const siteSettingsRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get('/api/public-config', { schema: { response: { 200: publicConfigSchema } } }, async () => ({
    publicUrl,
  }));

  app.get('/api/site-settings', { schema: { response: { 200: siteSettingsSchema } } }, () =>
    readSiteSettings(db),
  );

  app.put(
    '/api/admin/site-settings',
    { schema: { body: siteSettingsSchema, response: { 200: siteSettingsSchema } } },
    async (request) => {
      return writeSiteSettings(db, request.body);
    },
  );
};
