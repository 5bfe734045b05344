/*
 * `node dist/main.js` (`pnpm start`): the sandbox on PORT (default 8080) and HOST (default
 * 127.0.0.1), serving the built checkout from CHECKOUT_DIST when set.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SEED_MEMBERS } from './seed.js';
import { startSandbox } from './server.js';

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`sandbox: PORT must be a port number, not "${value}"`);
    process.exit(2);
  }
  return port;
}

const staticDir = process.env.CHECKOUT_DIST;
if (staticDir !== undefined && staticDir !== '' && !existsSync(resolve(staticDir, 'index.html'))) {
  console.warn(
    `sandbox: CHECKOUT_DIST has no index.html (${staticDir}); serving without the checkout`,
  );
}

const sandbox = await startSandbox({
  port: portFromEnv(process.env.PORT),
  host: process.env.HOST ?? '127.0.0.1',
  log: process.env.SANDBOX_LOG !== '0',
  ...(staticDir !== undefined && staticDir !== '' && existsSync(resolve(staticDir, 'index.html'))
    ? { staticDir: resolve(staticDir) }
    : {}),
  ...(process.env.CHECKOUT_ORIGIN !== undefined && process.env.CHECKOUT_ORIGIN !== ''
    ? { checkoutOrigin: process.env.CHECKOUT_ORIGIN.replace(/\/+$/, '') }
    : {}),
});

const origin = process.env.CHECKOUT_ORIGIN?.replace(/\/+$/, '') || sandbox.url;
const rows = sandbox.seeded().map((seed) => {
  const payment = sandbox.store.payments.get(seed.id);
  const url = payment === undefined ? '' : `${origin}/${payment.secret}/${payment.id}`;
  return { seed: seed.id, status: payment?.status ?? '', label: seed.label, url };
});
const width = Math.max(...rows.map((row) => row.seed.length), 4);
console.info(`Kessai sandbox listening on ${sandbox.url}`);
console.info(`Overview: ${sandbox.url}/sandbox · token script: ${sandbox.url}/sandbox/token.js`);
console.info('');
console.info('Seeded payments:');
for (const row of rows) console.info(`  ${row.seed.padEnd(width)}  ${row.url}  (${row.label})`);
console.info('');
console.info(
  `Member access tokens: ${Object.values(SEED_MEMBERS).join(', ')} — append ?access_token=<token> to a payment URL.`,
);
console.info(`Example: ${rows[0]?.url ?? ''}?access_token=${SEED_MEMBERS.demo}`);

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  console.info(`sandbox: ${signal}, closing`);
  const force = setTimeout(() => process.exit(0), 3000);
  force.unref();
  void sandbox.close().then(() => process.exit(0));
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
