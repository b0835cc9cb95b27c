import {
  type SlideUploadResult,
  UPLOAD_AUTH_FAILED_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_NOT_ADMIN_MESSAGE,
  type UploadResult,
  uploadFailedWithStatus,
} from '../../../contracts/upload.ts';

/** The share of the bytes sent so far. */
export type UploadProgress = (fraction: number) => void;

/**
 * admin-area §6: before sending, the helper checks the session ('You are not logged in as admin.
 * Please log in again.'); a 401 while sending is 'Authentication failed…'; other failures carry the
 * server's message or 'Upload failed with status: N'.
 */
async function send<T>(path: string, form: FormData, onProgress?: UploadProgress): Promise<T> {
  const me = await fetch('/api/admin/me', { credentials: 'include', cache: 'no-store' }).catch(
    () => undefined,
  );
  if (!me?.ok) throw new Error(UPLOAD_NOT_ADMIN_MESSAGE);

  // XMLHttpRequest rather than fetch: only it reports upload progress.
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    request.responseType = 'json';
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300 && body) resolve(body as T);
      else if (request.status === 401) reject(new Error(UPLOAD_AUTH_FAILED_MESSAGE));
      else {
        const message =
          body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
            ? body.message
            : uploadFailedWithStatus(request.status);
        reject(new Error(message));
      }
    };
    request.send(form);
  });
}

/** POST /api/admin/upload, field `file`. */
export function uploadFile(
  file: File,
  { allowVideo = false, onProgress }: { allowVideo?: boolean; onProgress?: UploadProgress } = {},
) {
  const form = new FormData();
  form.append('file', file);
  return send<UploadResult>(`/api/admin/upload${allowVideo ? '?allowVideo=true' : ''}`, form, onProgress);
}

/** POST /api/admin/upload-slides, the field `slides` repeated. */
export function uploadSlides(files: readonly File[], onProgress?: UploadProgress) {
  const form = new FormData();
  for (const file of files) form.append('slides', file);
  return send<SlideUploadResult>('/api/admin/upload-slides', form, onProgress);
}
