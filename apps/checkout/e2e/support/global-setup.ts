import { startSandbox } from '@kessai/sandbox';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the checkout as production does (plus local http targets: the sandbox's 3-D Secure and
 * wallet pages are on http://127.0.0.1) into a temporary directory, and serves it from the sandbox
 * on a free port. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const outDir = mkdtempSync(join(tmpdir(), 'kessai-checkout-e2e-'));
  const build = spawnSync(
    join(appRoot, 'node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: appRoot, stdio: 'inherit', env: { ...process.env, VITE_ALLOW_LOCAL_HTTP: 'true' } },
  );
  if (build.status !== 0) throw new Error('vite build failed');

  const sandbox = await startSandbox({ port: 0, staticDir: outDir, log: false });
  process.env.KESSAI_E2E_BASE_URL = sandbox.url;
  console.info(`e2e: checkout served with the sandbox at ${sandbox.url}`);
  return async () => {
    await sandbox.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
