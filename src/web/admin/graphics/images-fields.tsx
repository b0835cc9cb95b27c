import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { graphicMedia } from '../../lib/media.ts';
import { FormAlert } from '../components/form-fields.tsx';
import { MediaUploadField } from '../components/media-upload-field.tsx';
import { SlidePreview } from './slide-preview.tsx';

type Controlled<Value> = { value: Value; onChange: (value: Value) => void; error?: string };

/** A graphic without slides: its main image, the additional images, and their live preview. */
export function ImagesFields({
  title,
  imageUrl,
  additionalImages: { value: images, onChange, error },
}: {
  title: string;
  imageUrl: Controlled<string>;
  additionalImages: Controlled<string[]>;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-rule p-4">
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        Images
      </h2>
      <div className="space-y-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Live preview</h3>
        <SlidePreview
          media={graphicMedia({ slides: [], imageUrl: imageUrl.value, additionalImages: images })}
          title={title}
        />
      </div>
      <MediaUploadField label="Main image" required {...imageUrl} />
      {images.map((url, position) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place by position; nothing reorders it.
          key={position}
          className="space-y-2 border-t border-rule pt-4"
        >
          <MediaUploadField
            label={`Additional image ${position + 1}`}
            value={url}
            onChange={(next) => onChange(images.with(position, next))}
          />
          <Button
            variant="quiet"
            size="sm"
            className="text-danger"
            onClick={() => onChange(images.toSpliced(position, 1))}
          >
            <Trash2 aria-hidden="true" />
            Remove additional image {position + 1}
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...images, ''])}>
        <Plus aria-hidden="true" />
        Add image
      </Button>
      <p className="text-xs text-muted">Empty image boxes are left out when you save.</p>
      <FormAlert message={error} />
    </section>
  );
}
