import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { IMAGE_MAX_PIXELS, RESPONSIVE_IMAGE_WIDTHS } from '../../../contracts/upload.ts';
import type { DetectedFileType } from './file-type.ts';

/** The bytes could not be decoded as the image their header claims, or it is too big to decode. */
export class ImageRejectedError extends Error {
  readonly reason: 'undecodable' | 'too-many-pixels';
  constructor(reason: 'undecodable' | 'too-many-pixels', cause?: unknown) {
    super(reason === 'undecodable' ? 'The image could not be decoded' : 'The image has too many pixels', {
      cause,
    });
    this.reason = reason;
  }
}

export interface ProcessedImage {
  /** What is stored and served: re-encoded without metadata, or an animated GIF's own bytes. */
  data: Buffer;
  width: number;
  height: number;
  /** WebP copies no wider than the image, narrowest first. */
  variants: { width: number; data: Buffer }[];
}

const SHARP_FORMAT: Record<string, 'jpeg' | 'png' | 'gif' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const VARIANT_QUALITY = 80;

/** A Buffer over the same bytes: IPC delivers a Buffer as a plain Uint8Array. */
export const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

let sharpModule: Promise<typeof import('sharp')> | undefined;
/** Loaded on first use, so the web server, which never runs this module itself, never loads it. */
async function loadSharp(): Promise<typeof import('sharp').default> {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

/** A JPEG of an SVG picture that this site drew itself (the demo content's covers); never a reader's file. */
export async function svgToJpeg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/**
 * Runs in the image process (image-processor.ts), not in the web server.
 * Makes an uploaded image safe to publish (ARCHITECTURE.md, uploads): decoded in full (a file that
 * only starts like an image is refused), turned upright by its EXIF orientation, re-encoded in
 * its own format without metadata (no EXIF, GPS, XMP or comments), plus responsive WebP widths.
 * Animated GIFs are kept byte for byte (re-encoding would re-quantise every frame); they are
 * still decoded in full, and their variants are animated WebP.
 */
export async function processImage(input: Buffer, type: DetectedFileType): Promise<ProcessedImage> {
  const format = SHARP_FORMAT[type.mimeType];
  if (!format) throw new Error(`processImage called with ${type.mimeType}`);
  const multiFrame = format === 'gif' || format === 'webp';
  const options: SharpOptions = {
    failOn: 'error',
    limitInputPixels: IMAGE_MAX_PIXELS,
    animated: multiFrame,
    autoOrient: true,
  };

  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw asRejection(error);
  }
  // sharp picks its decoder from the bytes too; both must agree on what this is.
  if (metadata.format !== format) throw new ImageRejectedError('undecodable');
  const pages = metadata.pages ?? 1;
  const animated = multiFrame && pages > 1;
  // Orientation applies to single images only; width/height below are as displayed.
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = animated
    ? (metadata.pageHeight ?? metadata.height)
    : (metadata.autoOrient?.height ?? metadata.height);
  if (width * (animated ? height * pages : height) > IMAGE_MAX_PIXELS)
    throw new ImageRejectedError('too-many-pixels');

  const pipeline = (): Sharp => sharp(input, options);
  try {
    let data: Buffer;
    if (format === 'gif' && animated) {
      // Decoding every frame is the check; the output is a throwaway thumbnail.
      await pipeline()
        .resize({ width: Math.min(16, width) })
        .raw()
        .toBuffer();
      data = input;
    } else {
      data = await encodeInFormat(pipeline(), format).toBuffer();
    }

    const variants: ProcessedImage['variants'] = [];
    for (const variantWidth of RESPONSIVE_IMAGE_WIDTHS) {
      if (variantWidth > width) break;
      const variant = await pipeline()
        .resize({ width: variantWidth })
        .webp({ quality: VARIANT_QUALITY, effort: 4 })
        .toBuffer();
      variants.push({ width: variantWidth, data: variant });
    }
    return { data, width, height, variants };
  } catch (error) {
    throw asRejection(error);
  }
}

function encodeInFormat(image: Sharp, format: 'jpeg' | 'png' | 'gif' | 'webp'): Sharp {
  // No withMetadata/keepExif: sharp writes no metadata by default, which is the point.
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 86, progressive: true });
    case 'png':
      return image.png({ compressionLevel: 8 });
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 86, effort: 4 });
  }
}

function asRejection(error: unknown): Error {
  if (error instanceof ImageRejectedError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new ImageRejectedError('too-many-pixels', error);
  // libvips' decode failures ("Input buffer contains unsupported image format", "VipsJpeg: …").
  return new ImageRejectedError('undecodable', error);
}
