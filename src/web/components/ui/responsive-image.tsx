import type { ImgHTMLAttributes } from 'react';
import { RESPONSIVE_IMAGE_WIDTHS } from '../../../contracts/upload-values.ts';

/** public-site §4: old addresses under /admin/uploads/ are the same files under /uploads/. */
export function mediaUrl(url: string): string {
  return url.startsWith('/admin/uploads/') ? url.slice('/admin'.length) : url;
}

/**
 * The srcset of an uploaded image's WebP variants (`/uploads/<name>-<width>.webp`); empty for any other
 * address. Widths wider than the original answer with the nearest narrower file (uploads.public-routes.ts).
 */
export function uploadSrcSet(url: string): string {
  const match = /^\/uploads\/([A-Za-z0-9_-]+)\.(jpe?g|png|gif|webp)$/.exec(mediaUrl(url));
  if (!match) return '';
  return RESPONSIVE_IMAGE_WIDTHS.map((width) => `/uploads/${match[1]}-${width}.webp ${width}w`).join(', ');
}

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> & {
  src: string;
  alt: string;
  /** The box's intrinsic ratio, so the page does not shift while the image loads. */
  width: number;
  height: number;
  /** How wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The largest image above the fold: fetched first, not lazily. */
  priority?: boolean;
};

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  ...rest
}: ResponsiveImageProps) {
  const srcSet = uploadSrcSet(src);
  return (
    <img
      src={mediaUrl(src)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
