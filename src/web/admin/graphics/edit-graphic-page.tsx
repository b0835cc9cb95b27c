import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useMemo, useReducer, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { PublicationStatus } from '../../../contracts/common.ts';
import {
  type AdminGraphic,
  type GraphicEditInput,
  graphicEditSchema,
  guessMediaMimeType,
  isVideoMedia,
  SLIDE_REQUIRED,
} from '../../../contracts/graphic.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiJson, serverMessage, statusOf } from '../../lib/api.ts';
import { isEmbedGraphic } from '../../lib/media.ts';
import { AdminPage, LoadingState, NotFoundState } from '../components/admin-page.tsx';
import { FormAlert, SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { PublicationFields } from '../components/publication.tsx';
import { SiteLinks } from '../components/site-links.tsx';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from '../lib/datetime.ts';
import { useFieldErrors } from '../lib/form-errors.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import { EmbedCodeField } from './embed-code-field.tsx';
import { editTypeOptions, errorUnder, GRAPHICS_LIST, transitionOptions } from './graphic-options.ts';
import { newSlideKey, SlideEditor } from './slide-editor.tsx';
import { initialSlideList, mainImageOf, slideListReducer, slidesPayload } from './slide-list.ts';
import { SlidePreview } from './slide-preview.tsx';

const EMBED_CODE_REQUIRED = 'Embed code is required';

// An embedded graphic keeps its code; the contract's edit schema allows clearing it, this screen does not.
const editFormSchema = graphicEditSchema.refine(
  (graphic) => graphic.type !== 'embed' || (graphic.embedCode ?? '').trim() !== '',
  {
    path: ['embedCode'],
    message: EMBED_CODE_REQUIRED,
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'embedCode'),
  },
);

/** /admin/edit-graphic/:id (admin-area §2, §5). */
export function EditGraphicPage({ params }: { params: Record<string, string | undefined> }) {
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const graphic = useQuery<AdminGraphic>({ queryKey: ['/api/admin/graphics', id], enabled: validId });

  if (!validId || statusOf(graphic.error) === 404) {
    return <NotFoundState title="Graphic Not Found" back={GRAPHICS_LIST} />;
  }
  if (graphic.isPending) {
    return (
      <AdminPage title="Edit Graphic" back={GRAPHICS_LIST} width="form">
        <LoadingState text="Loading graphic..." />
      </AdminPage>
    );
  }
  if (graphic.isError) {
    return (
      <AdminPage title="Edit Graphic" back={GRAPHICS_LIST} width="form">
        <FormAlert
          message={serverMessage(graphic.error) ?? 'Failed to load the graphic. Please try again.'}
        />
      </AdminPage>
    );
  }
  return <EditGraphicForm key={graphic.data.id} graphic={graphic.data} />;
}

/**
 * What the form edits depends on what the graphic is made of: a slide set edits its slides (the PUT
 * takes them, and the first becomes the main image); an older graphic without slides edits its main
 * image and additional images; an embedded graphic edits its code (docs/admin/graphics.md).
 */
type GraphicKind = 'slides' | 'images' | 'embed';

function kindOf(graphic: AdminGraphic): GraphicKind {
  if (isEmbedGraphic(graphic) || graphic.type === 'embed') return 'embed';
  return graphic.slides.length > 0 ? 'slides' : 'images';
}

function valuesOf(graphic: AdminGraphic) {
  return {
    title: graphic.title,
    description: graphic.description,
    type: graphic.type as string,
    transitionEffect: graphic.transitionEffect as string,
    creators: graphic.creators.join(', '),
    tags: graphic.tags.join(', '),
    imageUrl: graphic.imageUrl,
    additionalImages: graphic.additionalImages,
    embedCode: graphic.embedCode ?? '',
    status: graphic.status as PublicationStatus,
    publishedDate: toLocalDateTimeInput(graphic.publishedDate),
  };
}
type Values = ReturnType<typeof valuesOf>;

function EditGraphicForm({ graphic }: { graphic: AdminGraphic }) {
  const [, navigate] = useLocation();
  const kind = kindOf(graphic);
  const initialValues = useMemo(() => valuesOf(graphic), [graphic]);
  const initialSlides = useMemo(
    () => graphic.slides.map((slide) => ({ ...slide, key: newSlideKey() })),
    [graphic],
  );
  const [values, setValues] = useState<Values>(initialValues);
  const [slideList, dispatch] = useReducer(slideListReducer, initialSlides, initialSlideList);
  const [saved, setSaved] = useState(false);
  const { errors, validate, showServerErrors, clearError } = useFieldErrors(editFormSchema);
  const slides = slideList.slides;

  const dirty =
    !saved &&
    (JSON.stringify(values) !== JSON.stringify(initialValues) ||
      JSON.stringify(slidesPayload(slides)) !== JSON.stringify(slidesPayload(initialSlides)));
  useUnsavedChangesPrompt(dirty);

  const update = useAdminMutation<GraphicEditInput, AdminGraphic>({
    mutationFn: (body) => apiJson('PUT', `/api/admin/graphics/${graphic.id}`, body),
    successMessage: 'Graphic updated successfully',
    failureMessage: 'Failed to update graphic',
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
    const common = {
      title: values.title,
      description: values.description,
      creators: values.creators,
      tags: values.tags,
      publishedDate: fromLocalDateTimeInput(values.publishedDate),
      status: values.status,
    };
    const type = values.type as GraphicEditInput['type'];
    const transitionEffect = values.transitionEffect as GraphicEditInput['transitionEffect'];
    const body: GraphicEditInput =
      kind === 'slides'
        ? { ...common, type, transitionEffect, slides: slidesPayload(slides), imageUrl: mainImageOf(slides) }
        : kind === 'images'
          ? {
              ...common,
              type,
              transitionEffect,
              imageUrl: values.imageUrl,
              additionalImages: values.additionalImages,
            }
          : { ...common, type: 'embed', embedCode: values.embedCode, imageUrl: graphic.imageUrl };
    if (validate(body)) update.mutate(body);
  }

  const noSlides = kind === 'slides' && slides.length === 0;
  return (
    <AdminPage
      title="Edit Graphic"
      description={graphic.title}
      back={GRAPHICS_LIST}
      width="form"
      actions={<SiteLinks kind="graphics" item={graphic} />}
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
          rows={4}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          error={errors.description}
        />
        {kind === 'embed' ? (
          <EmbedCodeField
            value={values.embedCode}
            onChange={(code) => set('embedCode', code)}
            title={values.title}
            error={errors.embedCode}
            previewOpen
          />
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Type"
              value={values.type}
              onChange={(event) => set('type', event.target.value)}
              options={editTypeOptions(initialValues.type)}
              error={errors.type}
            />
            <SelectField
              label="Transition effect"
              value={values.transitionEffect}
              onChange={(event) => set('transitionEffect', event.target.value)}
              options={transitionOptions}
              error={errors.transitionEffect}
            />
          </div>
        )}
        {kind === 'slides' && (
          <SlideEditor
            state={slideList}
            dispatch={dispatch}
            title={values.title}
            error={noSlides ? SLIDE_REQUIRED : (errorUnder(errors, 'slides') ?? errors.imageUrl)}
          />
        )}
        {kind === 'images' && (
          <ImagesFields
            title={values.title}
            imageUrl={values.imageUrl}
            additionalImages={values.additionalImages}
            onImageUrlChange={(url) => set('imageUrl', url)}
            onAdditionalImagesChange={(urls) => set('additionalImages', urls)}
            imageError={errors.imageUrl}
            additionalError={errorUnder(errors, 'additionalImages')}
          />
        )}
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
        <PublicationFields
          status={values.status}
          onStatusChange={(status) => set('status', status)}
          publishedDate={values.publishedDate}
          onPublishedDateChange={(value) => set('publishedDate', value)}
          dateError={errors.publishedDate}
        />
        <div className="flex flex-wrap gap-3 border-t border-rule pt-5">
          <Button type="submit" disabled={update.isPending || noSlides}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button variant="secondary" asChild>
            <Link href={GRAPHICS_LIST.href}>Cancel</Link>
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}

/** A graphic without slides: its main image, the additional images, and their live preview. */
function ImagesFields({
  title,
  imageUrl,
  additionalImages,
  onImageUrlChange,
  onAdditionalImagesChange,
  imageError,
  additionalError,
}: {
  title: string;
  imageUrl: string;
  additionalImages: string[];
  onImageUrlChange: (url: string) => void;
  onAdditionalImagesChange: (urls: string[]) => void;
  imageError?: string;
  additionalError?: string;
}) {
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const media = [imageUrl, ...additionalImages]
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url) => ({ url, isVideo: isVideoMedia(url, guessMediaMimeType(url)) }));
  const shown = Math.min(index, Math.max(0, media.length - 1));

  function replace(position: number, url: string) {
    onAdditionalImagesChange(additionalImages.map((current, i) => (i === position ? url : current)));
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-rule p-4">
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        Images
      </h2>
      <div className="space-y-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Live preview</h3>
        <SlidePreview
          media={media}
          index={shown}
          title={title}
          onStep={(offset) => setIndex(Math.min(Math.max(0, shown + offset), Math.max(0, media.length - 1)))}
        />
      </div>
      <MediaUploadField
        label="Main image"
        required
        value={imageUrl}
        onChange={onImageUrlChange}
        error={imageError}
      />
      {additionalImages.map((url, position) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place by position; nothing reorders it.
          key={position}
          className="space-y-2 border-t border-rule pt-4"
        >
          <MediaUploadField
            label={`Additional image ${position + 1}`}
            value={url}
            onChange={(next) => replace(position, next)}
          />
          <Button
            variant="quiet"
            size="sm"
            className="text-danger"
            onClick={() => onAdditionalImagesChange(additionalImages.filter((_, i) => i !== position))}
          >
            <Trash2 aria-hidden="true" />
            Remove additional image {position + 1}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onAdditionalImagesChange([...additionalImages, ''])}
      >
        <Plus aria-hidden="true" />
        Add image
      </Button>
      <p className="text-xs text-muted">Empty image boxes are left out when you save.</p>
      {additionalError && <p className="text-sm font-medium text-danger">{additionalError}</p>}
    </section>
  );
}
