#!/usr/bin/env node
// Bundle budget of the payment page (quality bar "Performance"): the JavaScript needed before the
// first paint, brotli-compressed, must stay at most 135 KB, and its CSS at most 8 KB.
//
// "Before first paint" is what the browser must download and run before React renders the payment
// route: the entry chunk and its static imports (index.html's module script and modulepreload
// links), plus the default language's catalogs, which src/main.tsx awaits before the first render.
// Lazy chunks (other routes, the QR view, other languages) are not counted.
//
// Also checks that the built index.html has no inline script or style (a strict CSP forbids them).
//
// Usage: node scripts/bundle-budget.mjs [--build]   (builds first when --build or dist is missing)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite/manifest.json');
const KB = 1000;
const JS_BUDGET = 135 * KB;
const CSS_BUDGET = 8 * KB;
const DEFAULT_LOCALE = 'ja';

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  console.info('Building the checkout (vite build)…');
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {Record<string, { file: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean, src?: string }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const problems = [];

// Inline code would need 'unsafe-inline' under the sandbox's (and production's) CSP.
for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
  if (!/\bsrc=/.test(match[1] ?? '') || (match[2] ?? '').trim() !== '') {
    problems.push('index.html has an inline <script>');
  }
}
if (/<style\b/i.test(html)) problems.push('index.html has an inline <style>');
if (/\sstyle=/i.test(html)) problems.push('index.html has a style attribute');
if (/\son[a-z]+=/i.test(html)) problems.push('index.html has an inline event handler');

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
if (entryKey === undefined) throw new Error('the Vite manifest has no entry');

// The entry and its static imports, depth first.
const js = new Map(); // file → why it loads before first paint
const css = new Set();
const visit = (key, reason) => {
  const chunk = manifest[key];
  if (chunk === undefined || js.has(chunk.file)) return;
  js.set(chunk.file, reason);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) visit(imported, 'static import');
};
visit(entryKey, 'entry');

// index.html must load exactly these before first paint (nothing more, nothing less).
const htmlScripts = [
  ...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g),
  ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((match) => match[1]);
const htmlStyles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
  (match) => match[1],
);
for (const file of htmlScripts) {
  if (!js.has(file)) js.set(file, 'index.html');
}
for (const file of htmlStyles) css.add(file);

// The default language's catalogs (app and UI kit) are awaited before the first render.
const entry = manifest[entryKey];
for (const key of entry.dynamicImports ?? []) {
  const isAppCatalog = key === `src/locales/${DEFAULT_LOCALE}/messages.po`;
  const isKitCatalog = new RegExp(`/ui/dist/locales/${DEFAULT_LOCALE}-[^/]*\\.js$`).test(key);
  if (isAppCatalog || isKitCatalog) visit(key, `${DEFAULT_LOCALE} catalog (awaited before render)`);
}
if (![...js.values()].some((reason) => reason.includes('catalog'))) {
  problems.push(`the ${DEFAULT_LOCALE} catalogs were not found in the manifest`);
}

const brotli = (file) =>
  brotliCompressSync(readFileSync(join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const report = (title, files, budget) => {
  console.info(`\n${title} (brotli, 1 KB = 1000 bytes)`);
  let total = 0;
  for (const [file, reason] of files) {
    const size = brotli(file);
    total += size;
    console.info(`  ${kb(size).padStart(9)}  ${file}  (${reason})`);
  }
  console.info(`  ${kb(total).padStart(9)}  total, budget ${kb(budget)}`);
  if (total > budget) problems.push(`${title}: ${kb(total)} is over the budget of ${kb(budget)}`);
  return total;
};

report('JavaScript before first paint, payment route', [...js], JS_BUDGET);
report(
  'CSS before first paint',
  [...css].map((file) => [file, 'stylesheet']),
  CSS_BUDGET,
);

if (problems.length > 0) {
  console.error(`\nBundle budget failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info('\nBundle budget met; index.html has no inline script or style.');
