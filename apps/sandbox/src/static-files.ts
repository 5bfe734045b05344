import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite-style content-hashed file names (`index-B3xk9_Qa.js`) never change, so cache them for good. */
const HASHED_NAME = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export interface StaticFile {
  readonly body: Uint8Array;
  readonly contentType: string;
  readonly cacheControl: string;
}

async function readIfFile(path: string): Promise<Uint8Array | undefined> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    return await readFile(path);
  } catch {
    return undefined;
  }
}

function fileAnswer(path: string, body: Uint8Array): StaticFile {
  const extension = extname(path).toLowerCase();
  const name = path.slice(path.lastIndexOf(sep) + 1);
  const isHtml = extension === '.html';
  return {
    body,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    cacheControl:
      !isHtml && HASHED_NAME.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
}

/**
 * Finds the file for a GET path inside `root`, or the SPA's `index.html` for a route path. Paths
 * that leave the root, hidden files and missing files with an extension give `undefined` (404).
 */
export async function findStaticFile(
  root: string,
  urlPath: string,
): Promise<StaticFile | undefined> {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  const safe =
    !decoded.includes('\0') &&
    !decoded.includes('\\') &&
    segments.every((segment) => !segment.startsWith('.'));
  if (safe && segments.length > 0) {
    const path = resolve(base, ...segments);
    if (path.startsWith(base + sep)) {
      const body = await readIfFile(path);
      if (body !== undefined) return fileAnswer(path, body);
    }
  }
  const last = segments[segments.length - 1] ?? '';
  // A missing asset must not be answered with HTML (a script tag would try to run it).
  if (/\.[A-Za-z0-9]{1,8}$/.test(last) && !last.endsWith('.html')) return undefined;
  const indexPath = resolve(base, 'index.html');
  const index = await readIfFile(indexPath);
  return index === undefined ? undefined : fileAnswer(indexPath, index);
}
