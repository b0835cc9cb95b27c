import { eq } from 'drizzle-orm';
import { defaultSiteSettings, type SiteSettings } from '../../../contracts/site-settings.ts';
import type { Executor } from '../../db/client.ts';
import { siteSettings } from './site-settings.table.ts';

const SETTINGS_ROW = 1;

/** The key the chapter's zone was saved under when it served the newsletter alone. */
type SavedSettings = Partial<SiteSettings> & { newsletterTimeZone?: string };

/** The saved settings over the defaults, so a setting added later still has a value. */
export async function readSiteSettings(db: Executor): Promise<SiteSettings> {
  const row = await db.query.siteSettings.findFirst({ where: eq(siteSettings.id, SETTINGS_ROW) });
  const { newsletterTimeZone, ...saved }: SavedSettings = row?.value ?? {};
  return { ...defaultSiteSettings, ...(newsletterTimeZone && { timeZone: newsletterTimeZone }), ...saved };
}

export async function writeSiteSettings(db: Executor, value: SiteSettings): Promise<SiteSettings> {
  await db
    .insert(siteSettings)
    .values({ id: SETTINGS_ROW, value })
    .onConflictDoUpdate({ target: siteSettings.id, set: { value, updatedAt: new Date() } });
  return value;
}
