import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultSiteSettings, type SiteSettings } from '../../../contracts/site-settings.ts';

export const siteSettingsQuery = queryOptions<SiteSettings>({ queryKey: ['/api/site-settings'] });

/** The chapter's settings; every page prefetches them, the defaults only cover a failed read. */
export function useSiteSettings(): SiteSettings {
  return useQuery(siteSettingsQuery).data ?? defaultSiteSettings;
}
