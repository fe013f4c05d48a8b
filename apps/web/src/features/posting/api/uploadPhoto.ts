import type { ErrorBody, UploadedPhoto } from '@bazaar/shared';
import { ApiError } from '../../../lib/http';

/**
 * POST /api/uploads (or another upload address, a conversation's for chat photos) with one photo. XMLHttpRequest, not fetch: only it reports upload progress.
 * Resolves with the stored photo; rejects with an ApiError (status 0 when the network failed).
 */
export function uploadPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  url = '/api/uploads',
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status === 201) return resolve(xhr.response as UploadedPhoto);
      const body = xhr.response as Partial<ErrorBody> | null;
      reject(
        new ApiError(
          xhr.status,
          body?.error?.code ?? `HTTP_${xhr.status}`,
          body?.error?.message ?? 'Upload failed',
          body?.error?.fields,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Upload failed'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
