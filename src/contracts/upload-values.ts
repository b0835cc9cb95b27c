// The parts of the upload contract the reader's browser needs, without Zod (upload.ts adds the schemas).

// admin-area §5 and §9: the file types and sizes an upload may have.
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** The most files one request may carry (a graphic's slides). */
export const MAX_FILES_PER_REQUEST = 30;
/** Decoded size cap: a 10 MB file can hold a far larger bitmap (a "decompression bomb"). */
export const IMAGE_MAX_PIXELS = 100_000_000;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/x-msvideo',
  'video/quicktime',
] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number];
export type UploadMimeType = ImageMimeType | VideoMimeType;
export type UploadKind = 'image' | 'video';

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'avi', 'mov'] as const;

/** Names browsers give the same video types (a hint for the widgets only; the server reads the bytes). */
const VIDEO_MIME_ALIASES = ['video/avi', 'video/msvideo', 'video/x-quicktime', 'video/mov'];

/** For `<input type="file" accept=…>`. */
export const IMAGE_ACCEPT = [...IMAGE_MIME_TYPES, ...IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');
export const MEDIA_ACCEPT = [
  IMAGE_ACCEPT,
  ...VIDEO_MIME_TYPES,
  ...VIDEO_EXTENSIONS.map((ext) => `.${ext}`),
].join(',');

/** Widths of the WebP copies made of every image (public pages use them in srcset). */
export const RESPONSIVE_IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

// admin-area §8: the exact texts of the upload alerts, shown by the widgets and sent by the server.
export const INVALID_IMAGE_MESSAGE = 'Please select a valid image file (JPG, PNG, GIF, or WebP)';
export const INVALID_MEDIA_MESSAGE =
  'Please select a valid image (JPG, PNG, GIF, WebP) or video file (MP4, WebM, OGG, AVI, MOV)';
export const DROP_IMAGE_ONLY_MESSAGE = 'Please drop an image file only (JPG, PNG, GIF, or WebP)';
export const DROP_MEDIA_ONLY_MESSAGE = 'Please drop an image or video file only';
export const IMAGE_TOO_LARGE_MESSAGE = 'Image file size must be less than 10MB';
export const VIDEO_TOO_LARGE_MESSAGE = 'Video file size must be less than 100MB';
export const UPLOAD_FAILED_MESSAGE = 'Upload failed';
export const SLIDES_UPLOAD_FAILED_MESSAGE = 'Failed to upload files';
// admin-area §6: the upload helper's own checks.
export const UPLOAD_NOT_ADMIN_MESSAGE = 'You are not logged in as admin. Please log in again.';
export const UPLOAD_AUTH_FAILED_MESSAGE = 'Authentication failed. Please refresh the page and log in again.';
// Not in the spec: the server's answers to requests the widgets never send.
export const NO_FILE_MESSAGE = 'Please select a file to upload';
export const TOO_MANY_FILES_MESSAGE = `At most ${MAX_FILES_PER_REQUEST} files can be uploaded at once`;
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = 'Image dimensions are too large (at most 100 megapixels)';

export function uploadFailedWithStatus(status: number): string {
  return `Upload failed with status: ${status}`;
}

export function invalidTypeMessage(allowVideo: boolean): string {
  return allowVideo ? INVALID_MEDIA_MESSAGE : INVALID_IMAGE_MESSAGE;
}

export function tooLargeMessage(kind: UploadKind): string {
  return kind === 'video' ? VIDEO_TOO_LARGE_MESSAGE : IMAGE_TOO_LARGE_MESSAGE;
}

export function maxBytesFor(kind: UploadKind): number {
  return kind === 'video' ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What a picked file looks like to the browser: its declared type, size and name. */
export interface UploadCandidate {
  type: string;
  size: number;
  name: string;
}

/**
 * The widgets' check before sending (admin-area §8 alerts), by declared type or extension.
 * The server decides again from the file's bytes; this only saves a pointless upload.
 * Returns the alert text, or undefined when the file may be sent.
 */
export function checkUploadCandidate(
  file: UploadCandidate,
  { allowVideo }: { allowVideo: boolean },
): string | undefined {
  const type = file.type.toLowerCase();
  const ext = extensionOf(file.name);
  const isImage =
    (IMAGE_MIME_TYPES as readonly string[]).includes(type) ||
    (type === '' && (IMAGE_EXTENSIONS as readonly string[]).includes(ext));
  const isVideo =
    (VIDEO_MIME_TYPES as readonly string[]).includes(type) ||
    VIDEO_MIME_ALIASES.includes(type) ||
    ((type === '' || type === 'application/octet-stream') &&
      (VIDEO_EXTENSIONS as readonly string[]).includes(ext));
  if (isImage) return file.size > IMAGE_MAX_BYTES ? IMAGE_TOO_LARGE_MESSAGE : undefined;
  if (isVideo && allowVideo) return file.size > VIDEO_MAX_BYTES ? VIDEO_TOO_LARGE_MESSAGE : undefined;
  return invalidTypeMessage(allowVideo);
}

// The media library's answers.
export const MEDIA_IN_USE_MESSAGE =
  'This file is still used and cannot be deleted. Remove it from those items first.';
export const MEDIA_NOT_FOUND_MESSAGE = 'File not found';
