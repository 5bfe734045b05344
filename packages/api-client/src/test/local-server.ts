// A tiny real HTTP server for the cases the sandbox cannot produce on demand (HTML answers,
// malformed JSON, answers that never come).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export async function startLocalServer() {
  let handler: Handler = (_req, res) => res.end();
  let requests = 0;
  const server = createServer((req, res) => {
    requests += 1;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    handle(next: Handler) {
      handler = next;
      requests = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
