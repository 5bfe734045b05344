#!/usr/bin/env node
// `pnpm start`: builds the checkout and the sandbox (with the packages they use), then serves the
// built checkout from the sandbox on one origin at PORT (default 8080) and prints the demo URLs.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// The sandbox's 3-D Secure and wallet pages are on http://127.0.0.1, which a production build refuses.
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  VITE_ALLOW_LOCAL_HTTP: process.env.VITE_ALLOW_LOCAL_HTTP ?? 'true',
};

const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@kessai/checkout',
    '--filter=@kessai/sandbox',
    '--output-logs=errors-only',
  ],
  { cwd: root, stdio: 'inherit', env },
);
if (build.status !== 0) {
  console.error('pnpm start: the build failed');
  process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '8080';
const server = spawn(process.execPath, [join(root, 'apps/sandbox/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...env, PORT: port, CHECKOUT_DIST: join(root, 'apps/checkout/dist') },
});

// The sandbox prints its seeded payment URLs; say first where the checkout itself is.
let announced = false;
server.stdout.on('data', (chunk) => {
  const text = chunk.toString();
  const origin = /listening on (http:\/\/\S+)/.exec(text)?.[1];
  if (!announced && origin !== undefined) {
    announced = true;
    process.stdout.write(
      `\nKessai Checkout: ${origin}/  (served with the sandbox on one origin)\n` +
        `Account page:    ${origin}/account?access_token=member-demo\n` +
        `Not found:       ${origin}/404\n\n`,
    );
  }
  process.stdout.write(text);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
