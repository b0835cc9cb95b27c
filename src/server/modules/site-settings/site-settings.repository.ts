import { eq } from 'drizzle-orm';
import { defaultSiteSettings, type SiteSettings } from '../../../contracts/site-settings.ts';
import type { Executor } from '../../db/client.ts';
import { nextVersion } from '../../db/version.ts';
import { siteSettings } from './site-settings.table.ts';

const SETTINGS_ROW = 1;

/** The defaults, never saved, are version 1: the first save makes version 2. */
const UNSAVED_VERSION = 1;

/** The key the chapter's zone was saved under when it served the newsletter alone. */
type SavedSettings = Partial<SiteSettings> & { newsletterTimeZone?: string };

/** The saved settings over the defaults, so a setting added later still has a value. */
export async function readSiteSettings(db: Executor): Promise<SiteSettings> {
  return (await readVersionedSettings(db)).settings;
}

/** The settings and their version, as the admin reads them. */
export async function readVersionedSettings(db: Executor) {
  const row = await db.query.siteSettings.findFirst({ where: eq(siteSettings.id, SETTINGS_ROW) });
  const { newsletterTimeZone, ...saved }: SavedSettings = row?.value ?? {};
  return {
    settings: {
      ...defaultSiteSettings,
      ...(newsletterTimeZone && { timeZone: newsletterTimeZone }),
      ...saved,
    },
    version: row?.version ?? UNSAVED_VERSION,
  };
}

/**
 * Saves the settings, raising their version; only over version `basedOn` when given, else undefined
 * (someone saved them since). Checked in the one statement, so of two saves from one version one wins.
 */
export async function writeSiteSettings(
  db: Executor,
  value: SiteSettings,
  basedOn?: number,
): Promise<{ settings: SiteSettings; version: number } | undefined> {
  const [row] = await db
    .insert(siteSettings)
    .values({ id: SETTINGS_ROW, value, version: UNSAVED_VERSION + 1 })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { value, updatedAt: new Date(), ...nextVersion(siteSettings) },
      setWhere: basedOn === undefined ? undefined : eq(siteSettings.version, basedOn),
    })
    .returning({ version: siteSettings.version });
  return row && { settings: value, version: row.version };
}
