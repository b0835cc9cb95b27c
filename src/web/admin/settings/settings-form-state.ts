import type {
  AdminSiteSettings,
  SiteSettings,
  siteSettingsSchema,
} from '../../../contracts/site-settings.ts';
import type { useAdminForm } from '../lib/admin-form.ts';

/** The settings as the form holds them: the comment word list as typed, one word or phrase a line. */
export type SettingsFormValues = Omit<SiteSettings, 'commentHoldWords'> & { commentHoldWords: string };

export type SettingsForm = ReturnType<
  typeof useAdminForm<SettingsFormValues, typeof siteSettingsSchema, AdminSiteSettings>
>;

export function toFormValues(settings: SiteSettings): SettingsFormValues {
  return { ...settings, commentHoldWords: settings.commentHoldWords.join('\n') };
}

/** The whole settings object PUT expects (the API replaces it as one); blank word-list lines dropped. */
export function toSettings(values: SettingsFormValues): SiteSettings {
  return {
    ...values,
    commentHoldWords: values.commentHoldWords
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  };
}

/** 0–23 as the chapter reads it: "12:00 AM (midnight)", "9:00 AM", "12:00 PM (noon)". */
export function hourLabel(hour: number): string {
  const clock = `${hour % 12 || 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
  if (hour === 0) return `${clock} (midnight)`;
  if (hour === 12) return `${clock} (noon)`;
  return clock;
}

/** The zones the browser knows, with the saved one kept even if this browser does not list it. */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
