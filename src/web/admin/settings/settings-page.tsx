import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { Link } from 'wouter';
import { newsletterDayName } from '../../../contracts/newsletter-values.ts';
import { type AdminSiteSettings, siteSettingsSchema } from '../../../contracts/site-settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
  urlInput,
} from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { QueryState } from '../components/query-state.tsx';
import { messageCount, useAdminForm } from '../lib/admin-form.ts';
import { BoardEditor } from './board-editor.tsx';
import {
  hourLabel,
  type SettingsFormValues,
  timeZoneOptions,
  toFormValues,
  toSettings,
} from './settings-form-state.ts';

type TextSetting = ComponentProps<typeof TextField> & { name: keyof SettingsFormValues };
type SectionText = { title: string; description?: string };

const wide = 'sm:col-span-2';

/** The sections made of text boxes alone, in the order the form shows them. */
const textSections: (SectionText & { fields: TextSetting[] })[] = [
  {
    title: 'Chapter',
    description: 'The name and line under it in the header, the footer and About.',
    fields: [
      { name: 'chapterName', label: 'Chapter name', required: true, maxLength: 80 },
      { name: 'chapterSubtitle', label: 'Subtitle', maxLength: 120 },
      {
        name: 'campusLocation',
        label: 'Campus location',
        className: wide,
        maxLength: 200,
        hint: 'Footer and About; leave empty to hide it.',
      },
    ],
  },
  {
    title: 'Contact and meetings',
    fields: [
      {
        name: 'contactEmail',
        label: 'Contact e-mail',
        type: 'email',
        required: true,
        autoComplete: 'off',
        className: wide,
        hint: 'The footer, About and Donate link to it.',
      },
      {
        name: 'meetingFooter',
        label: 'Meetings (footer)',
        maxLength: 200,
        hint: 'The short line in the site footer, e.g. “Meetings every Tuesday at 7PM”.',
      },
      {
        name: 'meetingAbout',
        label: 'Meetings (About page)',
        maxLength: 200,
        hint: 'The fuller line on About, e.g. “We meet bi-weekly on Tuesdays at 6:30 PM”.',
      },
    ],
  },
  {
    title: 'Social links',
    description: 'Full addresses; an empty one hides that link in the footer.',
    fields: [
      { name: 'instagramUrl', label: 'Instagram', ...urlInput, placeholder: 'https://www.instagram.com/…' },
      { name: 'youtubeUrl', label: 'YouTube', ...urlInput, placeholder: 'https://www.youtube.com/@…' },
      { name: 'tiktokUrl', label: 'TikTok', ...urlInput, placeholder: 'https://www.tiktok.com/@…' },
    ],
  },
  {
    title: 'Donations',
    fields: [
      {
        name: 'cashAppHandle',
        label: 'Cash App handle',
        required: true,
        maxLength: 21,
        autoComplete: 'off',
        hint: 'Donate and About build the Cash App link and QR code from it, e.g. $NABJUSC.',
      },
    ],
  },
];

/** /admin/settings: the chapter's facts shown across the public site (the spec's Settings card). */
export function SettingsPage() {
  // The admin read: the public one leaves out the comment word list.
  const query = useQuery<AdminSiteSettings>({ queryKey: ['/api/admin/site-settings'] });
  return (
    <AdminPage
      title="Settings"
      description="The chapter's details shown across the public site: header, footer, About, Donate and the home page."
      width="form"
    >
      <QueryState query={query} loading="Loading settings..." failed="The settings could not be loaded.">
        {(saved) => <SettingsForm saved={saved} />}
      </QueryState>
    </AdminPage>
  );
}

function Section({ title, description, children }: SectionText & { children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-rule bg-paper p-4 sm:p-5">
      <legend className="float-left w-full text-lg font-bold text-ink">{title}</legend>
      {description && <p className="clear-left pt-1 text-sm text-muted">{description}</p>}
      <div className="clear-left grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function SettingsForm({ saved: { version: readAt, ...saved } }: { saved: AdminSiteSettings }) {
  // The version the values on screen are based on: each save goes over it, and moves it on.
  const version = useRef(readAt);
  const settingsForm = useAdminForm({
    schema: siteSettingsSchema,
    defaultValues: toFormValues(saved),
    bodyOf: toSettings,
    save: (settings) =>
      apiJson<AdminSiteSettings>('PUT', '/api/admin/site-settings', settings, { version: version.current }),
    successMessage: 'Settings saved',
    failureMessage: 'Failed to save settings',
    // The new baseline is what the server kept (trimmed). When that is what is on screen, the values
    // stay as they are, and so do the board's rows and the focus.
    onSaved: ({ version: savedAt, ...result }, form) => {
      version.current = savedAt;
      const kept = toFormValues(result);
      form.reset(kept, { keepValues: JSON.stringify(kept) === JSON.stringify(form.getValues()) });
    },
  });
  const { form, field, controlled, submit, pending, dirty } = settingsForm;
  const errorCount = messageCount(form.formState.errors);

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {textSections.map(({ title, description, fields }) => (
        <Section key={title} title={title} description={description}>
          {fields.map(({ name, ...props }) => (
            <TextField key={name} {...props} {...field(name)} />
          ))}
        </Section>
      ))}

      <Section title="Home page">
        <div className={wide}>
          <MediaUploadField
            label="Hero background video"
            allowVideo
            hint="An MP4 or WebM video that plays muted behind the home page's opening. Leave empty for the designed background alone."
            {...controlled('heroVideoUrl')}
          />
        </div>
      </Section>

      <Section title="Executive board" description="Shown on About in this order.">
        <div className={wide}>
          <BoardEditor form={settingsForm} />
        </div>
      </Section>

      <Section title="Time zone">
        <SelectField
          label="Chapter time zone"
          className={wide}
          hint="Every time in the admin, the e-mails and the site is shown in this zone, and every date typed in a form is read in it, wherever the editor is. The newsletter goes out at its send time here."
          options={timeZoneOptions(saved.timeZone).map((zone) => ({
            value: zone,
            label: zone.replaceAll('_', ' '),
          }))}
          {...field('timeZone')}
        />
      </Section>

      <Section
        title="Newsletter schedule"
        description="When the weekly newsletter goes out to confirmed subscribers."
      >
        <SelectField
          label="Send day"
          options={Array.from({ length: 7 }, (_, day) => ({
            value: String(day),
            label: newsletterDayName(day),
          }))}
          {...field('newsletterSendDay', { valueAsNumber: true })}
        />
        <SelectField
          label="Send time"
          options={Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }))}
          {...field('newsletterSendHour', { valueAsNumber: true })}
        />
        <div className={`space-y-3 ${wide}`}>
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
          className={wide}
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
            <Link href="/admin">Cancel</Link>
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </div>
    </form>
  );
}
