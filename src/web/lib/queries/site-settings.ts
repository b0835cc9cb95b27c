import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig, PublicSiteSettings } from '../../../contracts/site-settings.ts';
import { defaultSiteSettings } from '../../../contracts/site-settings-values.ts';

/** The settings readers may see (the admin-only ones come from GET /api/admin/site-settings). */
export const siteSettingsQuery = queryOptions<PublicSiteSettings>({ queryKey: ['/api/site-settings'] });

/** The chapter's settings; every page prefetches them, the defaults only cover a failed read. */
export function useSiteSettings(): PublicSiteSettings {
  return useQuery(siteSettingsQuery).data ?? defaultSiteSettings;
}

/** The chapter's time zone: every time shown or typed in is on its clock (decision 014). */
export function useTimeZone(): string {
  return useSiteSettings().timeZone;
}

export const publicConfigQuery = queryOptions<PublicConfig>({ queryKey: ['/api/public-config'] });

/** The site's public address, for canonical and Open Graph URLs; every page prefetches it. */
export function usePublicUrl(): string {
  return useQuery(publicConfigQuery).data?.publicUrl ?? '';
}

/** Turns a site path into an absolute address under PUBLIC_URL; absolute URLs pass through. */
export function useAbsoluteUrl(): (value: string) => string {
  const publicUrl = usePublicUrl();
  return (value) => (/^https?:\/\//.test(value) ? value : `${publicUrl}${value}`);
}
