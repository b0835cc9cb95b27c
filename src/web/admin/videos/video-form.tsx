import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import {
  videoEditSchema,
  videoInputSchema,
  videoTypeLabels,
  videoTypes,
  youtubeThumbnailUrl,
} from '../../../contracts/broadcast.ts';
import { Button } from '../../components/ui/button.tsx';
import { isVideoMedia } from '../../lib/media.ts';
import { SelectField, TextAreaField, TextField } from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { PublicationFields } from '../components/publication.tsx';
import { useFieldErrors } from '../lib/form-errors.ts';
import { useUnsavedChangesPrompt } from '../lib/unsaved-changes.ts';
import { createBody, editBody, type VideoFormValues } from './video-form-values.ts';

const typeOptions = videoTypes.map((type) => ({ value: type, label: videoTypeLabels[type] }));

/**
 * The create-video and edit-video form (admin-area §2, §5). Create and edit differ only in their
 * rules (the contract's two schemas) and in how the day is sent; what was typed stays on a refusal.
 */
export function VideoForm({
  mode,
  initial,
  pending,
  onSubmit,
  cancelHref,
}: {
  mode: 'create' | 'edit';
  initial: VideoFormValues;
  pending: boolean;
  onSubmit: (body: object) => Promise<unknown>;
  cancelHref: string;
}) {
  const [values, setValues] = useState(initial);
  const { errors, validate, showServerErrors, clearError } = useFieldErrors(
    mode === 'create' ? videoInputSchema : videoEditSchema,
  );
  useUnsavedChangesPrompt(!pending && JSON.stringify(values) !== JSON.stringify(initial));

  function set<Key extends keyof VideoFormValues>(key: Key, value: VideoFormValues[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = validate(values);
    if (!parsed) return;
    const body =
      mode === 'create'
        ? // Parsed by videoInputSchema in this mode, so the date is there.
          createBody(parsed as z.output<typeof videoInputSchema>)
        : editBody(parsed, initial.publishedDate);
    try {
      await onSubmit(body);
    } catch (error) {
      // The toast says why; field messages from the server land beside their fields.
      showServerErrors(error);
    }
  }

  const youtubeThumbnail = youtubeThumbnailUrl(values.videoUrl);
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 rounded-lg border border-rule bg-paper p-4 sm:p-6"
    >
      <TextField
        label="Title"
        required
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={errors.title}
        maxLength={300}
      />
      <TextAreaField
        label="Description"
        required
        rows={4}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
      />
      <MediaUploadField
        label="Video URL"
        required
        allowVideo
        value={values.videoUrl}
        onChange={(url) => set('videoUrl', url)}
        error={errors.videoUrl}
        previewUrl={youtubeThumbnail ?? (isVideoMedia(values.videoUrl) ? values.videoUrl : '')}
        hint="A YouTube link, a link to a video file, or upload one (MP4, WebM, OGG, AVI or MOV, up to 100 MB)."
      />
      <MediaUploadField
        label="Thumbnail"
        value={values.thumbnailUrl}
        onChange={(url) => set('thumbnailUrl', url)}
        error={errors.thumbnailUrl}
        previewUrl={values.thumbnailUrl || youtubeThumbnail || ''}
        hint={
          !values.thumbnailUrl && youtubeThumbnail
            ? 'Optional. Left empty, the YouTube video’s own thumbnail (shown) is used.'
            : 'Optional. Left empty, a YouTube link brings its own thumbnail.'
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          value={values.type}
          onChange={(event) => set('type', event.target.value as VideoFormValues['type'])}
          options={typeOptions}
          error={errors.type}
        />
        <TextField
          label="Duration"
          required={mode === 'edit'}
          placeholder="5:30"
          value={values.duration}
          onChange={(event) => set('duration', event.target.value)}
          error={errors.duration}
          hint="Minutes and seconds, such as 5:30."
          maxLength={20}
        />
      </div>
      <TextField
        label="Creators"
        required
        value={values.creators}
        onChange={(event) => set('creators', event.target.value)}
        error={errors.creators}
        hint="Separate names with commas: Jordan Lee, Ava Brooks."
      />
      <PublicationFields
        status={values.status}
        onStatusChange={(status) => set('status', status)}
        publishedDate={values.publishedDate}
        onPublishedDateChange={(day) => set('publishedDate', day)}
        dateLabel="Published date"
        dateType="date"
        dateRequired
        dateError={errors.publishedDate}
        dateHint="A future day schedules the video: it appears on the site by itself that day."
      />
      <div className="flex flex-wrap gap-2 border-t border-rule pt-4">
        <Button type="submit" disabled={pending}>
          {mode === 'create'
            ? pending
              ? 'Creating...'
              : 'Add Video'
            : pending
              ? 'Saving...'
              : 'Save Changes'}
        </Button>
        <Button variant="secondary" asChild>
          <Link href={cancelHref}>Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
