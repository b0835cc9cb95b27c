import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { type SiteSettings, siteSettingsSchema } from '../../../contracts/site-settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { AdminPage, LoadingState } from '../components/admin-page.tsx';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { serverFieldErrors } from '../lib/form-errors.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import { BoardEditor } from './board-editor.tsx';
import {
  errorsByPath,
  hourLabel,
  type SettingsFormValues,
  sameSettings,
  timeZoneOptions,
  toFormValues,
  toSettings,
  WEEKDAYS,
} from './settings-form-state.ts';

export const SETTINGS_SAVED = 'Settings saved';
export const SETTINGS_SAVE_FAILED = 'Failed to save settings';

/** The settings typed as plain text. */
type TextSetting = {
  [K in keyof SettingsFormValues]: SettingsFormValues[K] extends string ? K : never;
}[keyof SettingsFormValues];

const BACK = { href: '/admin', label: 'Back to Dashboard' };

/** /admin/settings: the chapter's facts shown across the public site (the spec's Settings card). */
export function SettingsPage() {
  // The admin read: the public one leaves out the comment word list.
  const query = useQuery<SiteSettings>({ queryKey: ['/api/admin/site-settings'] });
  return (
    <AdminPage
      title="Settings"
      description="The chapter's details shown across the public site: header, footer, About, Donate and the home page."
      back={BACK}
      width="form"
    >
      {query.data ? (
        <SettingsForm saved={query.data} />
      ) : query.isError ? (
        <div role="alert" className="rounded-lg border border-danger bg-red-50 px-4 py-6 text-center">
          <p className="text-danger">The settings could not be loaded.</p>
          <Button className="mt-3" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <LoadingState text="Loading settings..." />
      )}
    </AdminPage>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-lg border border-rule bg-paper p-4 sm:p-5">
      <legend className="float-left w-full text-lg font-bold text-ink">{title}</legend>
      {description && <p className="clear-left pt-1 text-sm text-muted">{description}</p>}
      <div className="clear-left grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function SettingsForm({ saved }: { saved: SiteSettings }) {
  // The form starts from the settings read once; after a save its new baseline is what the server kept.
  const [baseline, setBaseline] = useState(() => toFormValues(saved));
  const [values, setValues] = useState(baseline);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const dirty = !sameSettings(values, baseline);
  useUnsavedChangesPrompt(dirty);

  const save = useAdminMutation({
    mutationFn: (settings: SiteSettings) =>
      apiJson<SiteSettings>('PUT', '/api/admin/site-settings', settings),
    successMessage: SETTINGS_SAVED,
    failureMessage: SETTINGS_SAVE_FAILED,
    onSuccess: (result) => {
      // Keep the rows' keys (and focus) while taking the server's trimmed values as the new baseline.
      const fromServer = toFormValues(result);
      const next: SettingsFormValues = {
        ...fromServer,
        executiveBoard: fromServer.executiveBoard.map((member, i) => ({
          ...member,
          key: values.executiveBoard[i]?.key ?? member.key,
        })),
      };
      setBaseline(next);
      setValues(next);
    },
    onError: (error) => {
      const fromServer = serverFieldErrors(error);
      if (Object.keys(fromServer).length > 0) showErrors(fromServer);
    },
  });

  function set<K extends keyof SettingsFormValues>(field: K, value: SettingsFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(next: Record<string, string | undefined>) {
    setErrors(next);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = siteSettingsSchema.safeParse(toSettings(values));
    if (!result.success) {
      showErrors(errorsByPath(result.error));
      return;
    }
    setErrors({});
    save.mutate(result.data);
  }

  const text = (field: TextSetting) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <Section title="Chapter" description="The name and line under it in the header, the footer and About.">
        <TextField label="Chapter name" required maxLength={80} {...text('chapterName')} />
        <TextField label="Subtitle" maxLength={120} {...text('chapterSubtitle')} />
        <TextField
          label="Campus location"
          className="sm:col-span-2"
          maxLength={200}
          hint="Footer and About; leave empty to hide it."
          {...text('campusLocation')}
        />
      </Section>

      <Section title="Contact and meetings">
        <TextField
          label="Contact e-mail"
          type="email"
          required
          autoComplete="off"
          className="sm:col-span-2"
          hint="The footer, About and Donate link to it."
          {...text('contactEmail')}
        />
        <TextField
          label="Meetings (footer)"
          maxLength={200}
          hint="The short line in the site footer, e.g. “Meetings every Tuesday at 7PM”."
          {...text('meetingFooter')}
        />
        <TextField
          label="Meetings (About page)"
          maxLength={200}
          hint="The fuller line on About, e.g. “We meet bi-weekly on Tuesdays at 6:30 PM”."
          {...text('meetingAbout')}
        />
      </Section>

      <Section title="Social links" description="Full addresses; an empty one hides that link in the footer.">
        <TextField
          label="Instagram"
          type="url"
          inputMode="url"
          placeholder="https://www.instagram.com/…"
          {...text('instagramUrl')}
        />
        <TextField
          label="YouTube"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/@…"
          {...text('youtubeUrl')}
        />
        <TextField
          label="TikTok"
          type="url"
          inputMode="url"
          placeholder="https://www.tiktok.com/@…"
          {...text('tiktokUrl')}
        />
      </Section>

      <Section title="Donations">
        <TextField
          label="Cash App handle"
          required
          maxLength={21}
          autoComplete="off"
          hint="Donate and About build the Cash App link and QR code from it, e.g. $NABJUSC."
          {...text('cashAppHandle')}
        />
      </Section>

      <Section title="Home page">
        <div className="sm:col-span-2">
          <MediaUploadField
            label="Hero background video"
            allowVideo
            value={values.heroVideoUrl}
            error={errors.heroVideoUrl}
            hint="An MP4 or WebM video that plays muted behind the home page's opening. Leave empty for the designed background alone."
            onChange={(url) => set('heroVideoUrl', url)}
          />
        </div>
      </Section>

      <fieldset className="rounded-lg border border-rule bg-paper p-4 sm:p-5">
        <legend className="float-left w-full text-lg font-bold text-ink">Executive board</legend>
        <p className="clear-left pt-1 pb-4 text-sm text-muted">Shown on About in this order.</p>
        <div className="clear-left">
          <BoardEditor
            members={values.executiveBoard}
            errors={errors}
            onChange={(members) => {
              set('executiveBoard', members);
              // Row indexes move with the list, so messages tied to them no longer fit.
              setErrors((current) =>
                Object.fromEntries(
                  Object.entries(current).filter(([key]) => !key.startsWith('executiveBoard')),
                ),
              );
            }}
          />
        </div>
      </fieldset>

      <Section
        title="Newsletter schedule"
        description="When the weekly newsletter goes out to confirmed subscribers."
      >
        <SelectField
          label="Send day"
          value={String(values.newsletterSendDay)}
          error={errors.newsletterSendDay}
          options={WEEKDAYS.map((day, i) => ({ value: String(i), label: day }))}
          onChange={(event) => set('newsletterSendDay', Number(event.target.value))}
        />
        <SelectField
          label="Send time"
          value={String(values.newsletterSendHour)}
          error={errors.newsletterSendHour}
          options={Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }))}
          onChange={(event) => set('newsletterSendHour', Number(event.target.value))}
        />
        <SelectField
          label="Time zone"
          className="sm:col-span-2"
          value={values.newsletterTimeZone}
          error={errors.newsletterTimeZone}
          options={timeZoneOptions(values.newsletterTimeZone).map((zone) => ({
            value: zone,
            label: zone.replaceAll('_', ' '),
          }))}
          onChange={(event) => set('newsletterTimeZone', event.target.value)}
        />
        <div className="space-y-3 sm:col-span-2">
          <CheckboxField
            label="Ask new subscribers to confirm"
            hint="A new address gets a confirmation e-mail and receives nothing until its link is followed."
            checked={values.newsletterDoubleOptIn}
            onChange={(event) => set('newsletterDoubleOptIn', event.target.checked)}
          />
          <CheckboxField
            label="Skip weeks with nothing new"
            hint="No issue goes out in a week without new stories, videos, graphics or events."
            checked={values.newsletterSkipEmptyWeeks}
            onChange={(event) => set('newsletterSkipEmptyWeeks', event.target.checked)}
          />
        </div>
      </Section>

      <Section title="Reader comments">
        <TextAreaField
          label="Words that hold a comment for review"
          className="sm:col-span-2"
          rows={5}
          hint="One word or phrase a line. A comment containing one waits for approval. Never shown publicly."
          {...text('commentHoldWords')}
        />
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-rule bg-neutral-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-5">
        {errorCount > 0 && (
          <FormAlert
            message={
              errorCount === 1
                ? 'One field needs attention before saving.'
                : `${errorCount} fields need attention before saving.`
            }
          />
        )}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <span className="mr-auto text-sm text-muted" aria-live="polite">
            {dirty ? 'Unsaved changes' : 'All changes saved'}
          </span>
          <Button variant="quiet" asChild>
            <Link href={BACK.href}>Cancel</Link>
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </div>
    </form>
  );
}
