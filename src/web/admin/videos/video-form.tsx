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
import { PublicationFields } from '../components/publication.tsx';
import { ReviewHistory } from '../components/review-history.tsx';
import {
  draftHint,
  ReviewNotice,
  useEditorActions,
  useReviewWorkflow,
} from '../components/review-workflow.tsx';
import { SiteLinks } from '../components/site-links.tsx';
import { useAdminForm } from '../lib/admin-form.ts';
import { createBody, editBody, videoValuesOf } from './video-form-values.ts';

const typeOptions = videoTypes.map((type) => ({ value: type, label: videoTypeLabels[type] }));

/** The form's fields as the conflict view names them. */
const labels = {
  title: 'Title',
  description: 'Description',
  videoUrl: 'Video URL',
  thumbnailUrl: 'Thumbnail',
  type: 'Type',
  duration: 'Duration',
  creators: 'Creators',
  status: 'Status',
  publishedDate: 'Published date',
};

/** The create (no `video`) and edit video form (admin-area §5): two schemas, two ways to send the day. */
export function VideoForm({ video }: { video?: AdminVideo }) {
  const zone = useTimeZone();
  const initial = videoValuesOf(zone, video);
  const review = useReviewWorkflow('video', video);
  const { field, controlled, submit, pending, editor } = useAdminForm({
    // Both parse to the same body; the edit one's date is never absent here (the form always holds one).
    schema: video ? (videoEditSchema as unknown as typeof videoInputSchema) : videoInputSchema,
    defaultValues: initial,
    bodyOf: review.bodyFor,
    save: (body, base, init) =>
      saveTo<AdminVideo>(
        '/api/admin/broadcast',
        base,
        base ? editBody(body, initial.publishedDate, zone) : createBody(body, zone),
        init,
      ),
    afterSave: review.afterSave,
    editor: { kind: 'video', record: video, valuesOf: (saved) => videoValuesOf(zone, saved), labels },
    successMessage: review.successMessage(
      video ? 'Video updated successfully' : 'Video content created successfully',
    ),
    failureMessage: video ? 'Failed to update video' : 'Failed to create video content',
    redirect: (saved) => (video ? `/admin/manage-videos?saved=${saved.id}` : '/admin'),
  });
  const videoUrl = controlled('videoUrl');
  const thumbnailUrl = controlled('thumbnailUrl');
  const publishedDate = controlled('publishedDate');
  const status = controlled('status');
  const actions = useEditorActions(review, { status, publishedDate, dateType: 'date' });
  const youtubeThumbnail = youtubeThumbnailUrl(videoUrl.value);

  return (
    <>
      <EditorForm
        editor={editor}
        boxed
        onSubmit={actions.onSubmit(submit)}
        pending={pending}
        steps={actions.steps(pending)}
        links={video && <SiteLinks kind="video" item={video} />}
        {...formActionsOf('video', video, actions.label)}
      >
        <ReviewNotice workflow={review} />
        <TitleAndDescription field={field} titleHint={draftHint(status.value)} />
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
            item={video}
            publishedDate={publishedDate}
            dateLabel="Published date"
            dateType="date"
            dateRequired
            dateHint="A future day schedules the video: it appears on the site by itself that day."
          />
        )}
      </EditorForm>
      <ReviewHistory events={review.history} />
    </>
  );
}
