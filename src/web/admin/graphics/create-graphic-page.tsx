import { type FormEvent, useId, useReducer, useState } from 'react';
import { Link } from 'wouter';
import type { PublicationStatus } from '../../../contracts/common.ts';
import {
  type AdminGraphic,
  type GraphicInput,
  graphicInputSchema,
  SLIDE_REQUIRED,
} from '../../../contracts/graphic.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson } from '../../lib/api.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { PublicationFields } from '../components/publication.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { fromLocalDateTimeInput } from '../lib/datetime.ts';
import { useFieldErrors } from '../lib/form-errors.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import { createTypeOptions, errorUnder, GRAPHICS_LIST, transitionOptions } from './graphic-options.ts';
import { SlideEditor } from './slide-editor.tsx';
import { initialSlideList, mainImageOf, slideListReducer, slidesPayload } from './slide-list.ts';

const EMPTY = {
  title: '',
  description: '',
  type: 'illustration',
  transitionEffect: 'normal',
  creators: '',
  tags: '',
  status: 'published' as PublicationStatus,
  publishedDate: '',
};
type Values = typeof EMPTY;

/**
 * /admin/create-graphic, 'Create New Graphic' (admin-area §2, §5): a slide set. After a success the
 * editor stays here with an empty form and slide list, ready for the next graphic.
 */
export function CreateGraphicPage() {
  const submitHintId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [slideList, dispatch] = useReducer(slideListReducer, undefined, () => initialSlideList());
  const { errors, validate, showServerErrors, clearError } = useFieldErrors(graphicInputSchema);
  const slides = slideList.slides;

  const dirty =
    slides.length > 0 || (Object.keys(EMPTY) as (keyof Values)[]).some((key) => values[key] !== EMPTY[key]);
  useUnsavedChangesPrompt(dirty);

  const create = useAdminMutation<GraphicInput, AdminGraphic>({
    mutationFn: (body) => apiJson('POST', '/api/admin/graphics', body),
    successMessage: 'Graphic created successfully',
    failureMessage: 'Failed to create graphic',
    onSuccess: () => {
      setValues(EMPTY);
      dispatch({ type: 'reset' });
    },
    onError: showServerErrors,
  });

  function set<Key extends keyof Values>(key: Key, value: Values[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: GraphicInput = {
      title: values.title,
      description: values.description,
      type: values.type as GraphicInput['type'],
      transitionEffect: values.transitionEffect as GraphicInput['transitionEffect'],
      imageUrl: mainImageOf(slides),
      slides: slidesPayload(slides),
      creators: values.creators,
      tags: values.tags,
      publishedDate: fromLocalDateTimeInput(values.publishedDate),
      status: values.status,
    };
    if (validate(body)) create.mutate(body);
  }

  return (
    <AdminPage
      title="Create New Graphic"
      description="Upload the slides of an illustration, photo set or other graphic. The first slide is the main image."
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
        <TextAreaField
          label="Description"
          required
          rows={4}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          error={errors.description}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Type"
            value={values.type}
            onChange={(event) => set('type', event.target.value)}
            options={createTypeOptions}
            error={errors.type}
          />
          <SelectField
            label="Transition effect"
            value={values.transitionEffect}
            onChange={(event) => set('transitionEffect', event.target.value)}
            options={transitionOptions}
            hint="Page turn shows the slides as a book on the public site."
            error={errors.transitionEffect}
          />
        </div>
        <TextField
          label="Creators"
          required
          value={values.creators}
          onChange={(event) => set('creators', event.target.value)}
          hint="Separate names with commas."
          error={errors.creators}
        />
        <TextField
          label="Tags"
          value={values.tags}
          onChange={(event) => set('tags', event.target.value)}
          hint="Optional. Separate tags with commas."
          error={errors.tags}
        />
        <SlideEditor
          state={slideList}
          dispatch={dispatch}
          title={values.title}
          error={errorUnder(errors, 'slides')}
        />
        <PublicationFields
          status={values.status}
          onStatusChange={(status) => set('status', status)}
          publishedDate={values.publishedDate}
          onPublishedDateChange={(value) => set('publishedDate', value)}
          dateError={errors.publishedDate}
        />
        <div className="flex flex-wrap items-center gap-3 border-t border-rule pt-5">
          <Button
            type="submit"
            disabled={create.isPending || slides.length === 0}
            aria-describedby={slides.length === 0 ? submitHintId : undefined}
          >
            {create.isPending ? 'Creating...' : 'Create Graphic'}
          </Button>
          <Button variant="secondary" asChild>
            <Link href={GRAPHICS_LIST.href}>Cancel</Link>
          </Button>
          {slides.length === 0 && (
            <p id={submitHintId} className="text-sm text-muted">
              {SLIDE_REQUIRED}
            </p>
          )}
        </div>
      </form>
    </AdminPage>
  );
}
