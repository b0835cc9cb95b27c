import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { fromDateTimeInput, toDateTimeInput } from '../../../contracts/chapter-clock.ts';
import type { PublicationStatus } from '../../../contracts/common.ts';
import {
  type AdminGraphic,
  EMBED_REQUIRED,
  embedGraphicInputSchema,
  graphicEditSchema,
  graphicInputSchema,
  SLIDE_REQUIRED,
} from '../../../contracts/graphic.ts';
import { toast } from '../../components/ui/toast.tsx';
import { isEmbedGraphic } from '../../lib/media.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { EditorForm, saveTo } from '../components/kind-editor.tsx';
import { PublicationFields } from '../components/publication.tsx';
import { ReviewHistory } from '../components/review-history.tsx';
import {
  draftHint,
  ReviewNotice,
  useEditorActions,
  useReviewWorkflow,
} from '../components/review-workflow.tsx';
import { SiteLinks } from '../components/site-links.tsx';
import { errorAt, useAdminForm } from '../lib/admin-form.ts';
import { EmbedCodeField } from './embed-code-field.tsx';
import { createTypeOptions, editTypeOptions, GRAPHICS_LIST, transitionOptions } from './graphic-options.ts';
import { ImagesFields } from './images-fields.tsx';
import { SlideEditor, type SlideValue } from './slide-editor.tsx';

/**
 * What a graphic is made of decides what the form edits: a slide set its slides (the first becomes
 * the main image); an older graphic without slides its main and additional images; an embedded
 * graphic its code (docs/admin/graphics.md).
 */
export type GraphicKind = 'slides' | 'images' | 'embed';

export function graphicKindOf(graphic: AdminGraphic): GraphicKind {
  if (isEmbedGraphic(graphic) || graphic.type === 'embed') return 'embed';
  return graphic.slides.length > 0 ? 'slides' : 'images';
}

// An embedded graphic keeps its code; the contract's edit schema allows clearing it, this screen does not.
const editSchema = graphicEditSchema.refine(
  (graphic) => graphic.type !== 'embed' || (graphic.embedCode ?? '').trim() !== '',
  {
    path: ['embedCode'],
    message: 'Embed code is required',
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'embedCode'),
  },
);

export function valuesOf(zone: string, graphic?: AdminGraphic) {
  return {
    title: graphic?.title ?? '',
    description: graphic?.description ?? '',
    type: (graphic?.type ?? 'illustration') as string,
    transitionEffect: (graphic?.transitionEffect ?? 'normal') as string,
    creators: graphic?.creators.join(', ') ?? '',
    tags: graphic?.tags.join(', ') ?? '',
    imageUrl: graphic?.imageUrl ?? '',
    additionalImages: graphic?.additionalImages ?? [],
    slides: (graphic?.slides ?? []) as SlideValue[],
    embedCode: graphic?.embedCode ?? '',
    // A new graphic starts as a draft.
    status: (graphic?.status ?? 'draft') as PublicationStatus,
    publishedDate: graphic ? toDateTimeInput(graphic.publishedDate, zone) : '',
  };
}
type Values = ReturnType<typeof valuesOf>;

/** The request of each kind and screen, from the form's values; slides are numbered in list order. */
export function requestOf(kind: GraphicKind, editing: boolean, values: Values, zone: string) {
  const { title, description, creators, tags, status, embedCode, imageUrl } = values;
  const publishedDate = fromDateTimeInput(values.publishedDate, zone);
  // The embed route takes no tags and names its date publishDate (admin-area §3).
  if (kind === 'embed' && !editing)
    return { title, description, creators, status, embedCode, publishDate: publishedDate };
  const common = { title, description, creators, tags, status, publishedDate };
  if (kind === 'embed') return { ...common, type: 'embed', embedCode, imageUrl };
  const shown = { ...common, type: values.type, transitionEffect: values.transitionEffect };
  if (kind === 'images') return { ...shown, imageUrl, additionalImages: values.additionalImages };
  const slides = values.slides.map((slide, order) => ({ ...slide, order }));
  return { ...shown, slides, imageUrl: slides[0]?.url ?? '' };
}

/** The form's fields as the conflict view names them. */
const labels = {
  title: 'Title',
  description: 'Description',
  type: 'Type',
  transitionEffect: 'Transition effect',
  embedCode: 'Embed code',
  slides: 'Slides',
  imageUrl: 'Main image',
  additionalImages: 'Additional images',
  creators: 'Creators',
  tags: 'Tags',
  status: 'Status',
  publishedDate: 'Publish date and time',
};

const screens = {
  slides: {
    schema: graphicInputSchema,
    path: '/api/admin/graphics',
    successMessage: 'Graphic created successfully',
    failureMessage: 'Failed to create graphic',
  },
  embed: {
    schema: embedGraphicInputSchema,
    path: '/api/graphics/embed',
    successMessage: 'Embedded graphic saved successfully!',
    failureMessage: 'Failed to save embedded graphic.',
  },
  edit: {
    schema: editSchema,
    path: '/api/admin/graphics',
    successMessage: 'Graphic updated successfully',
    failureMessage: 'Failed to update graphic',
  },
};

/**
 * The form of the three graphic screens (admin-area §2, §3, §5): a new slide set stays on the screen
 * emptied for the next one; a new embedded graphic and an edit go to the list with it in view.
 */
export function GraphicForm({ graphic, kind }: { graphic?: AdminGraphic; kind: GraphicKind }) {
  const screen = screens[graphic ? 'edit' : kind === 'embed' ? 'embed' : 'slides'];
  const staysOnScreen = !graphic && kind === 'slides';
  const embedding = kind === 'embed' && !graphic;
  const review = useReviewWorkflow('graphic', graphic);
  const zone = useTimeZone();
  const { form, field, controlled, submit, pending, editor } = useAdminForm({
    // Each screen's contract parses its own request; the form only needs to know it is an object.
    schema: screen.schema as z.ZodType<object, object>,
    defaultValues: valuesOf(zone, graphic),
    bodyOf: (values) => review.bodyFor(requestOf(kind, Boolean(graphic), values, zone)),
    // A new item saved as a draft is edited on: its next writes go to the graphics' own path.
    save: (body, base, init) =>
      saveTo<AdminGraphic>(base ? screens.edit.path : screen.path, base, body, init),
    afterSave: review.afterSave,
    editor: { kind: 'graphic', record: graphic, valuesOf: (item) => valuesOf(zone, item), labels },
    successMessage: review.successMessage(screen.successMessage),
    failureMessage: screen.failureMessage,
    redirect: staysOnScreen ? undefined : (saved) => `${GRAPHICS_LIST.href}?saved=${saved.id}`,
    onSaved: (_, savedForm) => staysOnScreen && savedForm.reset(valuesOf(zone)),
    onInvalid: (errors) => {
      if (embedding && (errors.title || errors.creators || errors.embedCode))
        toast({ title: 'Error', description: EMBED_REQUIRED, variant: 'destructive' });
    },
  });
  const slides = useFieldArray({ control: form.control, name: 'slides' });
  const errors = form.formState.errors;
  const title = controlled('title').value;
  const status = controlled('status');
  const publishedDate = controlled('publishedDate');
  const actions = useEditorActions(review, { status, publishedDate });
  const noSlides = kind === 'slides' && slides.fields.length === 0;
  // admin-area §5 disables the submit without slides; a new draft may be saved before it has any.
  const waitsForSlides = noSlides && (graphic !== undefined || status.value !== 'draft');

  return (
    <>
      <EditorForm
        editor={editor}
        onSubmit={actions.onSubmit(submit)}
        label={actions.label}
        pendingLabel={staysOnScreen ? 'Creating...' : 'Saving...'}
        pending={pending}
        disabled={waitsForSlides}
        cancelHref={GRAPHICS_LIST.href}
        note={staysOnScreen && noSlides ? SLIDE_REQUIRED : undefined}
        steps={actions.steps(pending || noSlides)}
        links={graphic && <SiteLinks kind="graphic" item={graphic} />}
      >
        <ReviewNotice workflow={review} />
        <TextField label="Title" required hint={draftHint(status.value)} {...field('title')} />
        <TextAreaField
          label="Description"
          required={staysOnScreen}
          rows={4}
          hint={embedding ? 'Optional.' : undefined}
          {...field('description')}
        />
        {kind === 'embed' ? (
          <EmbedCodeField {...controlled('embedCode')} title={title} previewOpen={Boolean(graphic)} />
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Type"
              options={graphic ? editTypeOptions(graphic.type) : createTypeOptions}
              {...field('type')}
            />
            <SelectField
              label="Transition effect"
              options={transitionOptions}
              hint="Page turn shows the slides as a book on the public site."
              {...field('transitionEffect')}
            />
          </div>
        )}
        {kind === 'slides' && (
          <SlideEditor
            slides={slides}
            title={title}
            error={
              graphic && noSlides
                ? SLIDE_REQUIRED
                : (errorAt(errors, 'slides') ?? errorAt(errors, 'imageUrl'))
            }
          />
        )}
        {kind === 'images' && (
          <ImagesFields
            title={title}
            imageUrl={controlled('imageUrl')}
            additionalImages={controlled('additionalImages')}
          />
        )}
        <TextField label="Creators" required hint="Separate names with commas." {...field('creators')} />
        {!embedding && (
          <TextField label="Tags" hint="Optional. Separate tags with commas." {...field('tags')} />
        )}
        {review.publishing && (
          <PublicationFields
            item={graphic}
            publishedDate={publishedDate}
            dateLabel={embedding ? 'Publish date' : undefined}
            dateError={publishedDate.error ?? errorAt(errors, 'publishDate')}
          />
        )}
      </EditorForm>
      <ReviewHistory events={review.history} />
    </>
  );
}
