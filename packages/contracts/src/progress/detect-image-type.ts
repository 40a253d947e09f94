import {
  acceptedPhotoTypes,
  maxPhotoBytes,
  photoMessages,
  type PhotoContentType,
} from './progress-messages';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

/**
 * The image type a file's first bytes announce (JPEG FF D8 FF, PNG's 8-byte signature, WebP
 * "RIFF....WEBP"), or null for anything else. The declared type and the name are not consulted.
 */
export function detectImageType(head: Uint8Array): PhotoContentType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Whether a file name holds path characters (/, \, NUL or other control characters, or is . or ..). */
export function hasPathCharacters(fileName: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[/\\\u0000-\u001f]/.test(fileName) || fileName === '.' || fileName === '..';
}

const typeByExtension: Readonly<Record<string, PhotoContentType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
const typeNames: Readonly<Record<PhotoContentType, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** What a photo check needs to know about a file; `head` is at least its first 12 bytes. */
export interface PhotoFileFacts {
  name: string;
  declaredType: string | null;
  size: number;
  head: Uint8Array;
}

/**
 * Checks a progress photo before upload (browser) and on arrival (server), with the spec's
 * messages: no path characters in the name, at most 5 MB, JPEG/PNG/WebP by its bytes, and a name
 * extension and declared type (when they name an image type) that agree with the bytes. Answers
 * the detected type, or the message that refuses the file. Whether it decodes is the server's job.
 */
export function checkPhotoFile(
  file: PhotoFileFacts,
): { ok: true; contentType: PhotoContentType } | { ok: false; message: string } {
  if (hasPathCharacters(file.name) || file.name.length > 200) {
    return { ok: false, message: photoMessages.invalidFileName };
  }
  if (file.size > maxPhotoBytes) return { ok: false, message: photoMessages.tooLarge(file.name) };
  const contentType = detectImageType(file.head);
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const typeOfName = extension === undefined ? undefined : typeByExtension[extension];
  if (!contentType || (extension !== undefined && !typeOfName)) {
    return { ok: false, message: photoMessages.unsupportedFormat(file.name) };
  }
  const declared = file.declaredType === 'image/jpg' ? 'image/jpeg' : file.declaredType;
  const declaredImageType = acceptedPhotoTypes.find((type) => type === declared);
  const claimed = typeOfName ?? declaredImageType;
  if (
    (typeOfName && typeOfName !== contentType) ||
    (declaredImageType && declaredImageType !== contentType)
  ) {
    return {
      ok: false,
      message: photoMessages.typeMismatch(file.name, typeNames[claimed ?? contentType]),
    };
  }
  return { ok: true, contentType };
}
