import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody, errors, type ApiError } from './errors.js';
import { isJsonContentType, parseJson, readBodyText } from './read-body.js';

/** A JSON answer that is never cached (payments and secrets are in it). */
export function jsonAnswer(body: unknown, status: ContentfulStatusCode = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export function errorAnswer(error: ApiError): Response {
  const response = jsonAnswer(errorBody(error.code, error.description), error.status);
  for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
  return response;
}

export function htmlAnswer(html: string, status: ContentfulStatusCode = 200): Response {
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export function redirectAnswer(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}

/**
 * Reads a JSON body for the admin API: an empty body means `{}`; anything else must be
 * `application/json` within `limit` bytes.
 */
export async function readAdminJson(c: Context, limit: number): Promise<unknown> {
  const contentLength = c.req.header('content-length');
  const hasBody = c.req.raw.body !== null && contentLength !== '0';
  if (!hasBody) return {};
  if (!isJsonContentType(c.req.header('content-type'))) {
    const text = await readBodyText(c.req.raw, limit);
    if (text === '') return {};
    throw errors.unsupportedMediaType();
  }
  const text = await readBodyText(c.req.raw, limit);
  return text.trim() === '' ? {} : parseJson(text);
}

/** Reads an `application/x-www-form-urlencoded` body (the 3-D Secure and wallet forms). */
export async function readForm(c: Context, limit = 8 * 1024): Promise<URLSearchParams> {
  const text = await readBodyText(c.req.raw, limit);
  return new URLSearchParams(text);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
