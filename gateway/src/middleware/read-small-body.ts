import type { Readable } from 'node:stream';
import { AppError } from '@repwise/server-kit';

/**
 * Reads a whole request body of at most `limitBytes`, or resolves null past the limit. A refused
 * body is never abandoned half-read (the connection would keep its unread bytes and the client's
 * next request on it would hang, as `for await` + throw does): the rest is read and dropped.
 */
export function readBodyUpTo(source: Readable, limitBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let totalBytes = 0;
    const stopListening = () => {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
    };
    function onData(chunk: Buffer | string) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      totalBytes += buffer.length;
      if (totalBytes <= limitBytes) {
        chunks.push(buffer);
        return;
      }
      stopListening();
      // Still flowing without a listener: the remaining bytes are read and discarded.
      source.resume();
      resolve(null);
    }
    function onEnd() {
      stopListening();
      resolve(Buffer.concat(chunks));
    }
    function onError(error: Error) {
      stopListening();
      reject(error);
    }
    source.on('data', onData);
    source.on('end', onEnd);
    source.on('error', onError);
  });
}

/** Reads a whole request body of at most `limitBytes` (for the few routes the gateway must look into). */
export async function readSmallBody(req: Readable, limitBytes: number): Promise<Buffer> {
  const body = await readBodyUpTo(req, limitBytes);
  if (!body) throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  return body;
}

/** The lower-cased `email` of a JSON body, or null when the body is not JSON or has none. */
export function readEmail(body: Buffer): string | null {
  try {
    // A leading byte-order mark is dropped, as the service's body parser does.
    const parsed: unknown = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
    const email =
      typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'email') : null;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
  } catch {
    // Malformed JSON is the service's to reject with a field error; only the per-IP limit applies.
    return null;
  }
}
