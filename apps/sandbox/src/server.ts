import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createSandboxApp, type SandboxAppOptions } from './app.js';
import { errorBody } from './errors.js';
import type { SeededPayment } from './seed.js';
import type { SandboxStore } from './store.js';

export interface StartSandboxOptions extends SandboxAppOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  readonly port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  readonly host?: string;
}

export interface RunningSandbox {
  /** `http://host:port`, without a trailing slash. */
  readonly url: string;
  readonly port: number;
  readonly store: SandboxStore;
  /** The seeded payments (ids and labels; secrets are in `store`). */
  readonly seeded: () => readonly SeededPayment[];
  close(): Promise<void>;
}

const BAD_REQUEST = JSON.stringify(errorBody('INVALID_REQUEST', 'The HTTP request is malformed.'));

/** Answers requests Node's HTTP parser rejects with the contract's error body, not a bare 400. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (socket.destroyed) return;
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    'HTTP/1.1 400 Bad Request\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${String(Buffer.byteLength(BAD_REQUEST))}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Referrer-Policy: strict-origin\r\n' +
      'Connection: close\r\n\r\n' +
      BAD_REQUEST,
  );
}

/**
 * Starts the sandbox on a real HTTP server. With `port: 0` the system picks a free port; the
 * answer's `url` says which.
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const { app, store, seeded } = createSandboxApp(options);
  const host = options.host ?? '127.0.0.1';
  const listener = getRequestListener(app.fetch, {
    // A request the adapter cannot even turn into a Request (broken URL or headers).
    errorHandler: () =>
      new Response(BAD_REQUEST, {
        status: 400,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      }),
  });
  const server = createServer((incoming, outgoing) => {
    void listener(incoming, outgoing);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('clientError', answerClientError);
  // CONNECT (proxy tunnels) is not something this service does.
  server.on('connect', (_request, socket: Socket) => {
    const body = JSON.stringify(
      errorBody('METHOD_NOT_ALLOWED', 'Use POST for the API and GET for pages.'),
    );
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${String(Buffer.byteLength(body))}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
  // Generous limits for slow-answer tests, but no request may hold a socket for ever.
  server.requestTimeout = 120_000;
  server.headersTimeout = 30_000;
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${urlHost}:${String(port)}`,
    port,
    store,
    seeded,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
