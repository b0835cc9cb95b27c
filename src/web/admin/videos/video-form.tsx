import {
  type AdminVideo,
  videoEditSchema,
  videoInputSchema,
  videoTypeLabels,
  videoTypes,
  youtubeThumbnailUrl,
} from '../../../contracts/video.ts';
import { isVideoMedia } from '../../lib/media.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { SelectField, TextField } from '../components/form-fields.tsx';
import { EditorForm, formActionsOf, saveTo, TitleAndDescription } from '../components/kind-editor.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { PublicationFields, publishActionLabel } from '../components/publication.tsx';
import { ReviewHistory } from '../components/review-history.tsx';
import { ReviewNotice, reviewSteps, useReviewWorkflow } from '../components/review-workflow.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { createBody, editBody, videoValuesOf } from './video-form-values.ts';

const typeOptions = videoTypes.map((type) => ({ value: type, label: videoTypeLabels[type] }));

/** The create (no `video`) and edit video form (admin-area §5): two schemas, two ways to send the day. */
export function VideoForm({ video }: { video?: AdminVideo }) {
  const zone = useTimeZone();
  const initial = videoValuesOf(zone, video);
  const review = useReviewWorkflow('video', video);
  const { field, controlled, submit, pending } = useAdminForm({
    // Both parse to the same body; the edit one's date is never absent here (the form always holds one).
    schema: video ? (videoEditSchema as unknown as typeof videoInputSchema) : videoInputSchema,
    defaultValues: initial,
    save: (body) =>
      review.afterSave(
        saveTo<AdminVideo>(
          '/api/admin/broadcast',
          video,
          video ? editBody(body, initial.publishedDate, zone) : createBody(body, zone),
        ),
      ),
    successMessage: review.successMessage(
      video ? 'Video updated successfully' : 'Video content created successfully',
    ),
    failureMessage: video ? 'Failed to update video' : 'Failed to create video content',
    redirect: (saved) => (video ? `/admin/manage-videos?saved=${saved.id}` : '/admin'),
  });
  const videoUrl = controlled('videoUrl');
  const thumbnailUrl = controlled('thumbnailUrl');
  const status = controlled('status');
  const publishedDate = controlled('publishedDate');
  const youtubeThumbnail = youtubeThumbnailUrl(videoUrl.value);

  const label = review.saveLabel(publishActionLabel(status.value, publishedDate.value, zone, video));
  return (
    <>
      <EditorForm
        boxed
        onSubmit={review.onSubmit(submit)}
        pending={pending}
        steps={reviewSteps(review, publishedDate.value, pending)}
        {...formActionsOf('video', video, label)}
      >
        <ReviewNotice workflow={review} />
        <TitleAndDescription field={field} />
        <MediaUploadField
          label="Video URL"
          required
          allowVideo
          {...videoUrl}
          previewUrl={youtubeThumbnail ?? (isVideoMedia(videoUrl.value) ? videoUrl.value : '')}
          hint="A YouTube link, a link to a video file, or upload one (MP4, WebM, OGG, AVI or MOV, up to 100 MB)."
        />
        <MediaUploadField
          label="Thumbnail"
          {...thumbnailUrl}
          previewUrl={thumbnailUrl.value || youtubeThumbnail || ''}
          hint={
            !thumbnailUrl.value && youtubeThumbnail
              ? 'Optional. Left empty, the YouTube video’s own thumbnail (shown) is used.'
              : 'Optional. Left empty, a YouTube link brings its own thumbnail.'
          }
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Type" options={typeOptions} {...field('type')} />
          <TextField
            label="Duration"
            required={Boolean(video)}
            placeholder="5:30"
            hint="Minutes and seconds, such as 5:30."
            maxLength={20}
            {...field('duration')}
          />
        </div>
        <TextField
          label="Creators"
          required
          hint="Separate names with commas: Jordan Lee, Ava Brooks."
          {...field('creators')}
        />
        {review.publishing && (
          <PublicationFields
            status={status}
            publishedDate={publishedDate}
            dateLabel="Published date"
            dateType="date"
            dateRequired
            dateHint="A future day schedules the video: it appears on the site by itself that day."
            inReview={review.mode === 'review'}
          />
        )}
      </EditorForm>
      <ReviewHistory events={review.history} />
    </>
  );
}
