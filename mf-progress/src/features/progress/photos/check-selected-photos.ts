import { checkPhotoFile, maxPhotosPerUpload, photoMessages } from '@repwise/contracts/progress';

/** The files a user picked, split into those to upload and the messages for the rest. */
export interface PhotoSelection {
  accepted: File[];
  problems: string[];
}

/**
 * The client-side checks of spec 02 §5 with the server's messages: at most 5 files in all
 * (counting those already chosen), then each file's name, size and bytes (`checkPhotoFile`).
 */
export async function checkSelectedPhotos(
  files: readonly File[],
  alreadyChosen: number,
): Promise<PhotoSelection> {
  if (files.length + alreadyChosen > maxPhotosPerUpload) {
    return { accepted: [], problems: [photoMessages.tooManyFiles] };
  }
  const results = await Promise.all(
    files.map(async (file) => {
      const head = await readHead(file);
      return {
        file,
        check: checkPhotoFile({
          name: file.name,
          declaredType: file.type || null,
          size: file.size,
          head,
        }),
      };
    }),
  );
  return {
    accepted: results.flatMap(({ file, check }) => (check.ok ? [file] : [])),
    problems: results.flatMap(({ check }) => (check.ok ? [] : [check.message])),
  };
}

/** The first 16 bytes of a file (FileReader: also where Blob has no arrayBuffer, e.g. jsdom). */
function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array(),
      );
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}
