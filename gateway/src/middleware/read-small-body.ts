import type { IncomingMessage } from 'node:http';
import { AppError } from '@repwise/server-kit';

/** Reads a whole request body of at most `limitBytes` (for the few routes the gateway must look into). */
export async function readSmallBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let totalBytes = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    totalBytes += buffer.length;
    if (totalBytes > limitBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The lower-cased `email` of a JSON body, or null when the body is not JSON or has none. */
export function readEmail(body: Buffer): string | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const email =
      typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'email') : null;
    return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
  } catch {
    // Malformed JSON is the service's to reject with a field error; only the per-IP limit applies.
    return null;
  }
}
