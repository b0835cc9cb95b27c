import type { UploadKind, UploadMimeType } from '../../../contracts/upload.ts';

export interface DetectedFileType {
  mimeType: UploadMimeType;
  /** The extension files of this type are stored with. */
  extension: string;
  kind: UploadKind;
}

/** How many leading bytes detectFileType wants (fewer is fine for a shorter file). */
export const FILE_TYPE_SNIFF_BYTES = 256;

const JPEG: DetectedFileType = { mimeType: 'image/jpeg', extension: 'jpg', kind: 'image' };
const PNG: DetectedFileType = { mimeType: 'image/png', extension: 'png', kind: 'image' };
const GIF: DetectedFileType = { mimeType: 'image/gif', extension: 'gif', kind: 'image' };
const WEBP: DetectedFileType = { mimeType: 'image/webp', extension: 'webp', kind: 'image' };
const MP4: DetectedFileType = { mimeType: 'video/mp4', extension: 'mp4', kind: 'video' };
const MOV: DetectedFileType = { mimeType: 'video/quicktime', extension: 'mov', kind: 'video' };
const WEBM: DetectedFileType = { mimeType: 'video/webm', extension: 'webm', kind: 'video' };
const OGG: DetectedFileType = { mimeType: 'video/ogg', extension: 'ogg', kind: 'video' };
const AVI: DetectedFileType = { mimeType: 'video/x-msvideo', extension: 'avi', kind: 'video' };

/** Every type an upload may have, by stored extension (serving guesses the type from it). */
export const UPLOAD_TYPES_BY_EXTENSION: Readonly<Record<string, DetectedFileType>> = {
  jpg: JPEG,
  jpeg: JPEG,
  png: PNG,
  gif: GIF,
  webp: WEBP,
  mp4: MP4,
  m4v: MP4,
  mov: MOV,
  webm: WEBM,
  ogg: OGG,
  ogv: OGG,
  avi: AVI,
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

// ISO base media file format (MP4, QuickTime) brands that mean a video a browser can play.
// Image (HEIF, AVIF) and audio-only (M4A) brands are left out on purpose.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'hvc1',
  'av01',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'f4v ',
  'MSNV',
  'NDAS',
  'XAVC',
  'mmp4',
]);
const IMAGE_OR_AUDIO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'M4A ',
]);

function detectIsoMedia(bytes: Uint8Array): DetectedFileType | undefined {
  if (ascii(bytes, 4, 4) !== 'ftyp') return undefined;
  const major = ascii(bytes, 8, 4);
  if (major === 'qt  ') return MOV;
  if (MP4_BRANDS.has(major)) return MP4;
  if (IMAGE_OR_AUDIO_BRANDS.has(major)) return undefined;
  // An unusual major brand: a video if it declares compatibility with a plain MP4 brand.
  const boxSize = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
  const end = Math.min(boxSize >>> 0, bytes.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    const brand = ascii(bytes, offset, 4);
    if (IMAGE_OR_AUDIO_BRANDS.has(brand)) return undefined;
    if (brand === 'qt  ') return MOV;
    if (MP4_BRANDS.has(brand)) return MP4;
  }
  return undefined;
}

/** Length of an EBML variable-size integer from its first byte (the count of leading zero bits + 1). */
function ebmlVintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x80 >> (length - 1))) return length;
  return 0;
}

/** The EBML header's DocType ("webm", "matroska"), when it lies in the bytes given. */
function ebmlDocType(bytes: Uint8Array): string | undefined {
  for (let i = 4; i + 2 < bytes.length; i++) {
    if (bytes[i] !== 0x42 || bytes[i + 1] !== 0x82) continue;
    const sizeLength = ebmlVintLength(bytes[i + 2]!);
    if (sizeLength === 0 || i + 2 + sizeLength > bytes.length) return undefined;
    let size = bytes[i + 2]! & (0xff >> sizeLength);
    for (let k = 1; k < sizeLength; k++) size = size * 256 + bytes[i + 2 + k]!;
    const start = i + 2 + sizeLength;
    if (size > 32 || start + size > bytes.length) return undefined;
    return ascii(bytes, start, size).replace(/\0+$/, '');
  }
  return undefined;
}

/**
 * The file's type from its first bytes, never from its name or declared type (ARCHITECTURE.md,
 * uploads). Anything not in the allow-list (SVG, HTML, text, HEIC, PDF, Matroska…) is undefined.
 */
export function detectFileType(bytes: Uint8Array): DetectedFileType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  const six = ascii(bytes, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return GIF;
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 4);
    if (form === 'WEBP') return WEBP;
    if (form === 'AVI ') return AVI;
    return undefined;
  }
  if (ascii(bytes, 0, 4) === 'OggS') return OGG;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return ebmlDocType(bytes) === 'webm' ? WEBM : undefined;
  return detectIsoMedia(bytes);
}
