import { ApiError, errors } from './errors.js';

/**
 * Reads a request body as UTF-8 text, refusing more than `limit` bytes. The declared
 * Content-Length is checked first; the streamed size is counted as well (chunked bodies, lying
 * headers), and reading stops as soon as the limit is passed, so a huge body is never buffered.
 * The rest of an over-long body is drained by the Node adapter after the answer is sent.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    if (!/^[0-9]+$/.test(declared.trim()))
      throw errors.invalidRequest('Content-Length is invalid.');
    if (Number(declared) > limit) throw errors.payloadTooLarge(limit);
  }
  const body = request.body;
  if (body === null) return '';
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw errors.payloadTooLarge(limit);
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The client went away or sent a broken chunked body.
    throw new ApiError(400, 'INVALID_REQUEST', 'The request body could not be read.', {
      Connection: 'close',
    });
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw errors.invalidJson('The body is not valid UTF-8.');
  }
}

const JSON_MEDIA_TYPE = /^application\/json\s*(;.*)?$/i;

/** Whether a Content-Type header names JSON (parameters such as charset allowed). */
export function isJsonContentType(header: string | null | undefined): boolean {
  return header != null && JSON_MEDIA_TYPE.test(header.trim());
}

/** Parses JSON text; any failure (including absurd nesting) is the client's `INVALID_JSON`. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') throw errors.invalidJson('The body is empty; send a JSON object.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw errors.invalidJson();
  }
}
