import { describeApiFailure, type UserFacingError } from '@repwise/contracts';
import { photoUploadResponseSchema, type ProgressPhoto } from '@repwise/contracts/progress';

/** A failed upload with the user-facing description of why. */
export class UploadError extends Error {
  constructor(readonly failure: UserFacingError) {
    super(failure.message);
    this.name = 'UploadError';
  }
}

/**
 * POST /files/progress-photos as multipart (field `photos`) with upload progress (0–1), which
 * fetch cannot report; failures become UploadError with the server's message when it sent one.
 */
export function uploadPhotos(
  files: readonly File[],
  options: {
    getAccessToken: () => string | null | Promise<string | null>;
    onProgress: (fraction: number) => void;
  },
): Promise<ProgressPhoto[]> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  // The token first: the shell may be refreshing it.
  return Promise.resolve(options.getAccessToken()).then((token) => send(form, token, options));
}

function send(
  form: FormData,
  token: string | null,
  options: { onProgress: (fraction: number) => void },
): Promise<ProgressPhoto[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files/progress-photos');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = readJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = photoUploadResponseSchema.safeParse(body);
        if (parsed.success) {
          resolve(parsed.data.data.files);
          return;
        }
      }
      reject(new UploadError(describeApiFailure({ kind: 'response', status: xhr.status, body })));
    };
    xhr.onerror = () =>
      reject(new UploadError(describeApiFailure({ kind: 'network', reason: 'unknown' })));
    xhr.send(form);
  });
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
