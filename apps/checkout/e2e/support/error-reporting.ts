import {
  DEFAULT_CONTENT_SECURITY_POLICY,
  startSandbox,
  type RunningSandbox,
} from '@kessai/sandbox';
import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** One request the collector received. */
export interface CollectedRequest {
  readonly method: string;
  readonly url: string;
  readonly body: string;
}

/** One item of a Sentry envelope: its header and its parsed (or raw) payload. */
export interface EnvelopeItem {
  readonly header: { type?: string } & Record<string, unknown>;
  readonly payload: unknown;
}

/** A stand-in for Sentry's ingestion: records what the page sends to `/api/{project}/envelope/`. */
export interface Collector {
  /** http://127.0.0.1:<port>, the origin to allow in connect-src. */
  readonly origin: string;
  /** The DSN of project 1 on this collector. */
  readonly dsn: string;
  /** Every request, including CORS preflights. */
  readonly requests: readonly CollectedRequest[];
  /** The envelopes POSTed to the envelope endpoint, raw. */
  envelopes(): string[];
  /** The items of every envelope. */
  items(): EnvelopeItem[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Envelope format: a header line, then a header line and a payload line per item. */
export function parseEnvelope(envelope: string): EnvelopeItem[] {
  const lines = envelope.split('\n');
  const items: EnvelopeItem[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index]!) as EnvelopeItem['header'];
    let payload: unknown = lines[index + 1];
    try {
      payload = JSON.parse(lines[index + 1]!);
    } catch {
      // Not JSON (attachments): kept raw.
    }
    items.push({ header, payload });
  }
  return items;
}

export async function startCollector(): Promise<Collector> {
  const requests: CollectedRequest[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', body });
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
      } else if (
        request.method === 'POST' &&
        /^\/api\/1\/envelope\/(\?|$)/.test(request.url ?? '')
      ) {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const envelopes = () =>
    requests
      .filter((request) => request.method === 'POST' && request.url.startsWith('/api/1/envelope/'))
      .map((request) => request.body);
  return {
    origin,
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    requests,
    envelopes,
    items: () => envelopes().flatMap(parseEnvelope),
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

/** The sandbox's CSP with the collector's origin added to connect-src, as a deployment adds the DSN's. */
export function cspAllowing(origin: string): string {
  return DEFAULT_CONTENT_SECURITY_POLICY.replace(
    "connect-src 'self'",
    `connect-src 'self' ${origin}`,
  );
}

/** A production build (`vite build`) of the checkout with these variables, in a temporary directory. */
export function buildCheckout(env: Record<string, string>): { outDir: string; remove(): void } {
  const outDir = mkdtempSync(join(tmpdir(), 'kessai-checkout-sentry-e2e-'));
  const cleanEnv = { ...process.env };
  delete cleanEnv.VITE_SENTRY_DSN;
  delete cleanEnv.VITE_ENVIRONMENT;
  const build = spawnSync(
    join(appRoot, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: appRoot, stdio: 'inherit', env: { ...cleanEnv, VITE_ALLOW_LOCAL_HTTP: 'true', ...env } },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** The file name of the lazy Sentry chunk of a build. */
export function sentryChunkOf(outDir: string): string {
  const chunk = readdirSync(join(outDir, 'assets')).find((file) => /^sentry-.*\.js$/.test(file));
  if (chunk === undefined) throw new Error('the build has no Sentry chunk');
  return chunk;
}

/** A build served by its own sandbox whose CSP allows the collector. */
export async function serveBuild(outDir: string, collector: Collector): Promise<RunningSandbox> {
  return startSandbox({
    port: 0,
    staticDir: outDir,
    log: false,
    contentSecurityPolicy: cspAllowing(collector.origin),
  });
}
