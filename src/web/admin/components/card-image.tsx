import { ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { mediaUrl } from '../../components/ui/responsive-image.tsx';

/** The stand-in for a card picture that is missing or fails to load. */
export function NoImagePlaceholder() {
  return (
    <div data-placeholder="image" className="grid h-full place-items-center text-muted">
      <ImageOff aria-hidden="true" className="size-8" />
      <span className="sr-only">No image</span>
    </div>
  );
}

/** A card's picture; a missing or broken one shows the placeholder instead (admin-area §2). */
export function CardImage({
  src,
  alt = '',
  className = 'h-full w-full object-cover',
  placeholder = <NoImagePlaceholder />,
}: {
  src: string;
  alt?: string;
  className?: string;
  placeholder?: ReactNode;
}) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) return placeholder;
  return (
    <img
      src={mediaUrl(src)}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
