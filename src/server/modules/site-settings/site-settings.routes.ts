import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionConflictSchema } from '../../../contracts/common.ts';
import {
  adminSiteSettingsSchema,
  publicConfigSchema,
  publicSiteSettingsSchema,
  type SiteSettings,
  siteSettingsUpdateSchema,
} from '../../../contracts/site-settings.ts';
import type { Database } from '../../db/client.ts';
import { VersionConflict } from '../../http/errors.ts';
import { basedOn, tagVersion, takeVersion } from '../../http/versions.ts';
import { readSiteSettings, readVersionedSettings, writeSiteSettings } from './site-settings.repository.ts';

type Versioned = { settings: SiteSettings; version: number };

/** The settings as the admin reads them: with their version. */
const adminView = ({ settings, version }: Versioned) => ({ ...settings, version });

/** The admin's answer, the version also as the ETag. */
function present(reply: FastifyReply, saved: Versioned) {
  tagVersion(reply, saved);
  return adminView(saved);
}

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

  app.get(
    '/api/admin/site-settings',
    { schema: { response: { 200: adminSiteSettingsSchema } } },
    async (_request, reply) => present(reply, await readVersionedSettings(db)),
  );

  app.put(
    '/api/admin/site-settings',
    {
      preValidation: takeVersion,
      schema: {
        body: siteSettingsUpdateSchema,
        response: { 200: adminSiteSettingsSchema, 409: versionConflictSchema(adminSiteSettingsSchema) },
      },
    },
    async (request, reply) => {
      const { commentHoldWords = (await readSiteSettings(db)).commentHoldWords, ...rest } = request.body;
      const saved = await writeSiteSettings(db, { ...rest, commentHoldWords }, basedOn(request));
      if (saved) return present(reply, saved);
      throw new VersionConflict(adminView(await readVersionedSettings(db)));
    },
  );
};
