import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './server.js';

let sandbox: RunningSandbox;
let root: string;
let outside: string;

beforeAll(async () => {
  outside = mkdtempSync(join(tmpdir(), 'kessai-static-'));
  root = join(outside, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>checkout</title><script type="module" src="/assets/index-AbCdEf12.js"></script>',
  );
  writeFileSync(join(root, 'assets', 'index-AbCdEf12.js'), 'console.log(1);');
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  writeFileSync(join(outside, 'secret.txt'), 'outside the root');
  sandbox = await startSandbox({ port: 0, staticDir: root, seed: true });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(outside, { recursive: true, force: true });
});

describe('serving the built checkout', () => {
  it('serves index.html for / and for any route path (SPA), with the CSP', async () => {
    const secret = sandbox.store.payments.get('seed-created')?.secret ?? '';
    for (const path of [
      '/',
      `/${secret}/seed-created`,
      '/account',
      '/faq',
      '/404',
      '/some/deep/route',
    ]) {
      const response = await fetch(`${sandbox.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
      expect(response.headers.get('referrer-policy')).toBe('strict-origin');
      expect(await response.text()).toContain('<title>checkout</title>');
    }
  });

  it('serves hashed assets as immutable, other files as no-cache', async () => {
    const asset = await fetch(`${sandbox.url}/assets/index-AbCdEf12.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const robots = await fetch(`${sandbox.url}/robots.txt`);
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 (not HTML) for a missing asset, hidden files and paths outside the root', async () => {
    for (const path of [
      '/assets/missing-12345678.js',
      '/.env',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/%00.js',
    ]) {
      const response = await fetch(`${sandbox.url}${path}`);
      const text = await response.text();
      expect(text).not.toContain('outside the root');
      expect(text).not.toContain('SECRET');
      if (response.status !== 200) {
        expect(response.status).toBe(404);
        expect(JSON.parse(text)).toMatchObject({ common: { error_code: 'NOT_FOUND' } });
      } else {
        expect(text).toContain('<title>checkout</title>');
      }
    }
  });

  it('keeps the API and the sandbox pages apart from the static files', async () => {
    expect((await fetch(`${sandbox.url}/api/v2/get-payment`)).status).toBe(405);
    expect((await fetch(`${sandbox.url}/sandbox/token.js`)).headers.get('content-type')).toMatch(
      /^text\/javascript/,
    );
    expect((await fetch(`${sandbox.url}/index.html`, { method: 'POST' })).status).toBe(405);
  });
});
