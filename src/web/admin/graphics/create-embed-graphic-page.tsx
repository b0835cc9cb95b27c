import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { PublicationStatus } from '../../../contracts/common.ts';
import {
  type AdminGraphic,
  EMBED_REQUIRED,
  type EmbedGraphicInput,
  embedGraphicInputSchema,
} from '../../../contracts/graphic.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiJson } from '../../lib/api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { TextAreaField, TextField } from '../components/form-fields.tsx';
import { PublicationFields } from '../components/publication.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { fromLocalDateTimeInput } from '../lib/datetime.ts';
import { useFieldErrors } from '../lib/form-errors.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import { EmbedCodeField } from './embed-code-field.tsx';
import { GRAPHICS_LIST } from './graphic-options.ts';

const EMPTY = {
  title: '',
  creators: '',
  embedCode: '',
  description: '',
  status: 'published' as PublicationStatus,
  publishDate: '',
};
type Values = typeof EMPTY;

/**
 * /admin/create-embed-graphic (admin-area §2, §3): a graphic made by another tool, kept as its HTML
 * snippet. After saving the editor goes to the graphics list, where the new card shows.
 */
export function CreateEmbedGraphicPage() {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, validate, showServerErrors, clearError } = useFieldErrors(embedGraphicInputSchema);
  const [saved, setSaved] = useState(false);

  const dirty = !saved && (Object.keys(EMPTY) as (keyof Values)[]).some((key) => values[key] !== EMPTY[key]);
  useUnsavedChangesPrompt(dirty);

  const save = useAdminMutation<EmbedGraphicInput, AdminGraphic>({
    mutationFn: (body) => apiJson('POST', '/api/graphics/embed', body),
    successMessage: 'Embedded graphic saved successfully!',
    failureMessage: 'Failed to save embedded graphic.',
    onSuccess: () => {
      setSaved(true);
      navigate(GRAPHICS_LIST.href);
    },
    onError: showServerErrors,
  });

  function set<Key extends keyof Values>(key: Key, value: Values[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: EmbedGraphicInput = {
      title: values.title,
      creators: values.creators,
      embedCode: values.embedCode,
      description: values.description,
      publishDate: fromLocalDateTimeInput(values.publishDate),
      status: values.status,
    };
    if (validate(body)) {
      save.mutate(body);
      return;
    }
    if (!values.title.trim() || !values.creators.trim() || !values.embedCode.trim()) {
      toast({ title: 'Error', description: EMBED_REQUIRED, variant: 'destructive' });
    }
  }

  return (
    <AdminPage
      title="Embed Graphic"
      description="Add a chart or interactive graphic made with another tool by pasting its embed code."
      back={GRAPHICS_LIST}
      width="form"
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <TextField
          label="Title"
          required
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
        />
        <TextField
          label="Creators"
          required
          value={values.creators}
          onChange={(event) => set('creators', event.target.value)}
          hint="Separate names with commas."
          error={errors.creators}
        />
        <EmbedCodeField
          value={values.embedCode}
          onChange={(code) => set('embedCode', code)}
          title={values.title}
          error={errors.embedCode}
        />
        <TextAreaField
          label="Description"
          rows={3}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          hint="Optional."
          error={errors.description}
        />
        <PublicationFields
          status={values.status}
          onStatusChange={(status) => set('status', status)}
          publishedDate={values.publishDate}
          onPublishedDateChange={(value) => set('publishDate', value)}
          dateLabel="Publish date"
          dateError={errors.publishedDate ?? errors.publishDate}
        />
        <div className="flex flex-wrap gap-3 border-t border-rule pt-5">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Embedded Graphic'}
          </Button>
          <Button variant="secondary" asChild>
            <Link href={GRAPHICS_LIST.href}>Cancel</Link>
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
