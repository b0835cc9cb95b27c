import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
import { errorAt, listErrorAt, messageCount, useAdminForm } from '../lib/admin-form.ts';
import { BoardEditor } from './board-editor.tsx';
import { hourLabel, timeZoneOptions, toFormValues, toSettings, WEEKDAYS } from './settings-form-state.ts';

export const SETTINGS_SAVED = 'Settings saved';
export const SETTINGS_SAVE_FAILED = 'Failed to save settings';

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
  const { form, field, controlled, submit, pending, dirty } = useAdminForm({
    schema: siteSettingsSchema,
    defaultValues: toFormValues(saved),
    bodyOf: toSettings,
    save: (settings) => apiJson<SiteSettings>('PUT', '/api/admin/site-settings', settings),
    successMessage: SETTINGS_SAVED,
    failureMessage: SETTINGS_SAVE_FAILED,
    // The new baseline is what the server kept (trimmed); the rows keep their keys, and so the focus.
    onSaved: (result, savedForm) => {
      const fromServer = toFormValues(result);
      const rows = savedForm.getValues('executiveBoard');
      savedForm.reset({
        ...fromServer,
        executiveBoard: fromServer.executiveBoard.map((member, i) => ({
          ...member,
          key: rows[i]?.key ?? member.key,
        })),
      });
    },
  });
  const board = controlled('executiveBoard');
  const sendDay = controlled('newsletterSendDay');
  const sendHour = controlled('newsletterSendHour');
  const errors = form.formState.errors;
  const errorCount = messageCount(errors);

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <Section title="Chapter" description="The name and line under it in the header, the footer and About.">
        <TextField label="Chapter name" required maxLength={80} {...field('chapterName')} />
        <TextField label="Subtitle" maxLength={120} {...field('chapterSubtitle')} />
        <TextField
          label="Campus location"
          className="sm:col-span-2"
          maxLength={200}
          hint="Footer and About; leave empty to hide it."
          {...field('campusLocation')}
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
          {...field('contactEmail')}
        />
        <TextField
          label="Meetings (footer)"
          maxLength={200}
          hint="The short line in the site footer, e.g. “Meetings every Tuesday at 7PM”."
          {...field('meetingFooter')}
        />
        <TextField
          label="Meetings (About page)"
          maxLength={200}
          hint="The fuller line on About, e.g. “We meet bi-weekly on Tuesdays at 6:30 PM”."
          {...field('meetingAbout')}
        />
      </Section>

      <Section title="Social links" description="Full addresses; an empty one hides that link in the footer.">
        <TextField
          label="Instagram"
          type="url"
          inputMode="url"
          placeholder="https://www.instagram.com/…"
          {...field('instagramUrl')}
        />
        <TextField
          label="YouTube"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/@…"
          {...field('youtubeUrl')}
        />
        <TextField
          label="TikTok"
          type="url"
          inputMode="url"
          placeholder="https://www.tiktok.com/@…"
          {...field('tiktokUrl')}
        />
      </Section>

      <Section title="Donations">
        <TextField
          label="Cash App handle"
          required
          maxLength={21}
          autoComplete="off"
          hint="Donate and About build the Cash App link and QR code from it, e.g. $NABJUSC."
          {...field('cashAppHandle')}
        />
      </Section>

      <Section title="Home page">
        <div className="sm:col-span-2">
          <MediaUploadField
            label="Hero background video"
            allowVideo
            hint="An MP4 or WebM video that plays muted behind the home page's opening. Leave empty for the designed background alone."
            {...controlled('heroVideoUrl')}
          />
        </div>
      </Section>

      <fieldset className="rounded-lg border border-rule bg-paper p-4 sm:p-5">
        <legend className="float-left w-full text-lg font-bold text-ink">Executive board</legend>
        <p className="clear-left pt-1 pb-4 text-sm text-muted">Shown on About in this order.</p>
        <div className="clear-left">
          <BoardEditor
            members={board.value}
            errorOf={(path) => errorAt(errors, path)}
            error={listErrorAt(errors, 'executiveBoard')}
            onChange={(members) => {
              board.onChange(members);
              // Row indexes move with the list, so messages tied to them no longer fit.
              form.clearErrors('executiveBoard');
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
          value={String(sendDay.value)}
          error={sendDay.error}
          options={WEEKDAYS.map((day, i) => ({ value: String(i), label: day }))}
          onChange={(event) => sendDay.onChange(Number(event.target.value))}
        />
        <SelectField
          label="Send time"
          value={String(sendHour.value)}
          error={sendHour.error}
          options={Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }))}
          onChange={(event) => sendHour.onChange(Number(event.target.value))}
        />
        <SelectField
          label="Time zone"
          className="sm:col-span-2"
          options={timeZoneOptions(saved.newsletterTimeZone).map((zone) => ({
            value: zone,
            label: zone.replaceAll('_', ' '),
          }))}
          {...field('newsletterTimeZone')}
        />
        <div className="space-y-3 sm:col-span-2">
          <CheckboxField
            label="Ask new subscribers to confirm"
            hint="A new address gets a confirmation e-mail and receives nothing until its link is followed."
            {...field('newsletterDoubleOptIn')}
          />
          <CheckboxField
            label="Skip weeks with nothing new"
            hint="No issue goes out in a week without new stories, videos, graphics or events."
            {...field('newsletterSkipEmptyWeeks')}
          />
        </div>
      </Section>

      <Section title="Reader comments">
        <TextAreaField
          label="Words that hold a comment for review"
          className="sm:col-span-2"
          rows={5}
          hint="One word or phrase a line. A comment containing one waits for approval. Never shown publicly."
          {...field('commentHoldWords')}
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
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </div>
    </form>
  );
}
