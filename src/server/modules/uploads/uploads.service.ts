import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  invalidTypeMessage,
  MAX_FILES_PER_REQUEST,
  maxBytesFor,
  NO_FILE_MESSAGE,
  TOO_MANY_FILES_MESSAGE,
  tooLargeMessage,
  VIDEO_TOO_LARGE_MESSAGE,
} from '../../../contracts/upload.ts';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { type DetectedFileType, detectFileType, FILE_TYPE_SNIFF_BYTES } from './file-type.ts';
import { ImageRejectedError, type ProcessedImage } from './image-processing.ts';
import { imageProcessor } from './image-processor.ts';
import { insertUploads, type UploadRow, type UploadValues } from './uploads.repository.ts';

export interface UploadDeps {
  db: Executor;
  storage: Storage;
  /** A local directory for files between checking and storing; each request uses and removes its own. */
  stagingRoot: string;
}

export interface UploadRules {
  /** The multipart field holding the files; files in other fields are read and dropped. */
  field: string;
  allowVideo: boolean;
  maxFiles: number;
  /** How refusals name the file in `errors` (`slides.2`); absent: the message alone. */
  errorKey?: (index: number) => string;
}

/** One file under its storage key: the stored original or one of its variants. */
interface StagedObject {
  key: string;
  contentType: string;
  file: string;
}

interface StagedUpload {
  values: UploadValues;
  objects: StagedObject[];
}

/** Where files wait between checking and storing. */
export const stagingRootOf = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

/** Where a stored object is served (uploads.public-routes.ts). */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/**
 * The original name, for the table and the answer only (it never names a stored file): the last
 * path segment, without control or bidirectional-override characters, at most 200 characters.
 */
export function sanitizeOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= 200) return cleaned || 'upload';
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - ext.length) + ext;
}

function refuse(status: number, message: string, rules: UploadRules, index: number): HttpError {
  return new HttpError(status, message, rules.errorKey ? { [rules.errorKey(index)]: message } : undefined);
}

/** @fastify/multipart and busboy failures, as answers: a malformed or over-limit request is the client's. */
function multipartFailure(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string })?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(413, TOO_MANY_FILES_MESSAGE);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The upload has too many form fields');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, VIDEO_TOO_LARGE_MESSAGE);
    default:
      return new HttpError(400, 'The upload could not be read');
  }
}

async function next<T>(iterator: AsyncIterator<T>): Promise<IteratorResult<T>> {
  try {
    return await iterator.next();
  } catch (error) {
    throw multipartFailure(error);
  }
}

/**
 * Reads one file part: its type from the first bytes, then its body while counting, stopping
 * at the first byte over the limit (the rest is never read). Images are decoded and cleaned
 * (image-processing.ts); videos are copied as they are. Everything lands in `dir`, not in storage.
 */
async function stageFile(
  part: MultipartFile,
  index: number,
  rules: UploadRules,
  dir: string,
): Promise<StagedUpload> {
  const reader = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let finishedReading = false;
  try {
    const head: Buffer[] = [];
    let received = 0;
    while (received < FILE_TYPE_SNIFF_BYTES) {
      const chunk = await next(reader);
      if (chunk.done) {
        finishedReading = true;
        break;
      }
      head.push(chunk.value);
      received += chunk.value.length;
    }

    const type = detectFileType(Buffer.concat(head));
    if (!type || (type.kind === 'video' && !rules.allowVideo)) {
      throw refuse(400, invalidTypeMessage(rules.allowVideo), rules, index);
    }
    const limit = maxBytesFor(type.kind);
    const tooLarge = () => refuse(413, tooLargeMessage(type.kind), rules, index);

    async function* body(): AsyncGenerator<Buffer> {
      let size = 0;
      for (const chunk of head) {
        size += chunk.length;
        if (size > limit) throw tooLarge();
        yield chunk;
      }
      while (!finishedReading) {
        const chunk = await next(reader);
        if (chunk.done) {
          finishedReading = true;
          break;
        }
        size += chunk.value.length;
        if (size > limit) throw tooLarge();
        yield chunk.value;
      }
      // busboy cut the file at the plugin's fileSize limit.
      if (part.file.truncated) throw tooLarge();
    }

    const id = crypto.randomUUID();
    const originalName = sanitizeOriginalName(part.filename);
    if (type.kind === 'video') {
      const key = `${id}.${type.extension}`;
      const file = path.join(dir, key);
      await pipeline(body(), createWriteStream(file, { flags: 'wx' }));
      const { size } = await fs.stat(file);
      return {
        values: { ...storedFile(key, originalName, type), kind: 'video', size },
        objects: [{ key, contentType: type.mimeType, file }],
      };
    }

    const chunks: Buffer[] = [];
    for await (const chunk of body()) chunks.push(chunk);
    return await stageImage(Buffer.concat(chunks), type, { id, originalName, dir, index, rules });
  } finally {
    // Stops the multipart parser at this file when it was not read to the end.
    if (!finishedReading) await reader.return?.();
  }
}

/** What every upload's row says of its file, stored under `key`. */
const storedFile = (key: string, originalName: string, type: DetectedFileType) => ({
  storageKey: key,
  url: uploadUrl(key),
  originalName,
  mimeType: type.mimeType,
});

async function stageImage(
  input: Buffer,
  type: DetectedFileType,
  {
    id,
    originalName,
    dir,
    index,
    rules,
  }: { id: string; originalName: string; dir: string; index: number; rules: UploadRules },
): Promise<StagedUpload> {
  let image: ProcessedImage;
  try {
    image = await imageProcessor.process(input, type);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    const message =
      error.reason === 'too-many-pixels'
        ? IMAGE_TOO_MANY_PIXELS_MESSAGE
        : invalidTypeMessage(rules.allowVideo);
    throw refuse(400, message, rules, index);
  }

  const key = `${id}.${type.extension}`;
  const objects: StagedObject[] = [{ key, contentType: type.mimeType, file: path.join(dir, key) }];
  await fs.writeFile(objects[0]!.file, image.data, { flag: 'wx' });
  const variants = [];
  for (const variant of image.variants) {
    // public: /uploads/<name>-<width>.webp beside /uploads/<name>.<ext>
    const variantKey = `${id}-${variant.width}.webp`;
    const file = path.join(dir, variantKey);
    await fs.writeFile(file, variant.data, { flag: 'wx' });
    objects.push({ key: variantKey, contentType: 'image/webp', file });
    variants.push({ width: variant.width, url: uploadUrl(variantKey) });
  }
  return {
    values: {
      ...storedFile(key, originalName, type),
      kind: 'image',
      size: image.data.length,
      width: image.width,
      height: image.height,
      variants,
    },
    objects,
  };
}

/** Copies every staged object into storage and records the uploads; on any failure, removes what it stored. */
async function commit({ db, storage }: UploadDeps, staged: StagedUpload[]): Promise<UploadRow[]> {
  const stored: string[] = [];
  try {
    for (const upload of staged) {
      for (const object of upload.objects) {
        await storage.put(object.key, createReadStream(object.file), object.contentType);
        stored.push(object.key);
      }
    }
    return await insertUploads(
      db,
      staged.map((upload) => upload.values),
    );
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }
}

/**
 * Receives the files of one multipart request and stores them, all or nothing (admin-area §7):
 * every file is read and checked first; any refusal (400 wrong type, 413 too large) ends the
 * request with nothing stored; then all are stored and recorded. The answer keeps the order sent.
 */
export async function receiveUploads(
  deps: UploadDeps,
  parts: AsyncIterable<Multipart>,
  rules: UploadRules,
): Promise<UploadRow[]> {
  await fs.mkdir(deps.stagingRoot, { recursive: true });
  const dir = await fs.mkdtemp(path.join(deps.stagingRoot, 'request-'));
  const iterator = parts[Symbol.asyncIterator]();
  try {
    const staged: StagedUpload[] = [];
    for (let part = await next(iterator); !part.done; part = await next(iterator)) {
      const value = part.value;
      if (value.type !== 'file') continue;
      if (
        value.fieldname !== rules.field ||
        staged.length >= Math.min(rules.maxFiles, MAX_FILES_PER_REQUEST)
      ) {
        // Not ours: read to nowhere, so the parser moves on to the next part.
        await finished(value.file.resume()).catch((error: unknown) => {
          throw multipartFailure(error);
        });
        if (value.file.truncated) throw new HttpError(413, VIDEO_TOO_LARGE_MESSAGE);
        continue;
      }
      staged.push(await stageFile(value, staged.length, rules, dir));
    }
    if (staged.length === 0) throw new HttpError(400, NO_FILE_MESSAGE);
    return await commit(deps, staged);
  } finally {
    await iterator.return?.();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Staging directories left by a crash (older than a day); run at start. */
export async function removeStaleStaging(stagingRoot: string, now = Date.now()): Promise<void> {
  let entries: string[];
  try {
    entries = await fs.readdir(stagingRoot);
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(stagingRoot, entry);
    const stats = await fs.stat(full).catch(() => undefined);
    if (stats && now - stats.mtimeMs > 24 * 60 * 60 * 1000)
      await fs.rm(full, { recursive: true, force: true });
  }
}

/**
 * Stores an image the server made itself (demo content), through the same cleaning, variants and
 * records as an upload, so it is served and listed like any other.
 */
export async function storeImage(deps: UploadDeps, data: Buffer, originalName: string): Promise<UploadRow> {
  const type = detectFileType(data);
  if (type?.kind !== 'image') throw new Error(`storeImage: ${originalName} is not an image`);
  await fs.mkdir(deps.stagingRoot, { recursive: true });
  const dir = await fs.mkdtemp(path.join(deps.stagingRoot, 'generated-'));
  try {
    const rules: UploadRules = { field: 'file', allowVideo: false, maxFiles: 1 };
    const staged = await stageImage(data, type, {
      id: crypto.randomUUID(),
      originalName,
      dir,
      index: 0,
      rules,
    });
    const [row] = await commit(deps, [staged]);
    return row!;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
