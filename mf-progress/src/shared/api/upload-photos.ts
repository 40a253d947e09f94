import { uploadToEndpoint } from '@repwise/contracts/endpoints';
import { progressEndpoints, type ProgressPhoto } from '@repwise/contracts/progress';

/**
 * POST /files/progress-photos as multipart (field `photos`) with upload progress (0–1), which
 * fetch cannot report; failures throw ApiError with the server's message when it sent one.
 */
export async function uploadPhotos(
  files: readonly File[],
  options: {
    getAccessToken: () => string | null | Promise<string | null>;
    onProgress: (fraction: number) => void;
  },
): Promise<ProgressPhoto[]> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  const client = { baseUrl: '/api', getAccessToken: options.getAccessToken };
  const upload = { form, onProgress: options.onProgress };
  return (await uploadToEndpoint(client, progressEndpoints.uploadPhotos, upload)).data.files;
}
