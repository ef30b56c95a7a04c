import type { MediaItem } from '#shared/community/community.schemas';
import { apiErrorFrom, apiRequest, ApiError } from '#client/lib/api-client';

/**
 * POST /api/community/uploads with the file's raw bytes, reporting progress (0..1). XMLHttpRequest,
 * because fetch cannot report upload progress.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/community/uploads?name=${encodeURIComponent(file.name.slice(0, 200))}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201) {
        onProgress(1);
        resolve(body as MediaItem);
      } else reject(apiErrorFrom(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/** Discard uploads a post could not be created with (the server also removes them, and sweeps forgotten ones). */
export async function discardUploads(ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => apiRequest(`/api/community/uploads/${encodeURIComponent(id)}`, { method: 'DELETE' }).catch(() => undefined)));
}
