#!/usr/bin/env node
// The one test command (`pnpm test`): every check the repository has, in order, then a summary.
// Each step runs even when an earlier one failed, so one run shows every problem; the exit code
// is non-zero when any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const workspaceDirs = ['apps', 'packages'].flatMap((group) => {
  const dir = join(root, group);
  return existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
});

const steps = [
  { name: 'format (prettier)', cmd: 'pnpm', args: ['exec', 'prettier', '--check', '.'] },
  {
    name: 'lint of root scripts (eslint)',
    cmd: 'pnpm',
    args: ['exec', 'eslint', '--max-warnings', '0', 'eslint.config.js', 'scripts'],
  },
  {
    name: 'contract lint (redocly)',
    cmd: 'pnpm',
    args: [
      'exec',
      'redocly',
      'lint',
      'openapi/checkout-v2.yaml',
      '--config',
      'openapi/redocly.yaml',
    ],
  },
  {
    name: 'lint, typecheck, build, unit tests, package checks (turbo)',
    cmd: 'pnpm',
    args: [
      'exec',
      'turbo',
      'run',
      'lint',
      'typecheck',
      'build',
      'test',
      'check-package',
      'gallery',
      '--continue',
      '--concurrency=2',
    ],
  },
  {
    // Reads apps/checkout/dist as the turbo step built it (the production configuration).
    name: 'bundle budget of the payment page (JS <= 135 KB, CSS <= 8 KB brotli)',
    cmd: 'node',
    args: ['apps/checkout/scripts/bundle-budget.mjs'],
  },
  {
    // Playwright in Debian's Chromium against the built checkout served by the sandbox;
    // writes apps/checkout/reports/playwright.json, counted below.
    name: 'end-to-end tests (playwright)',
    cmd: 'pnpm',
    args: ['exec', 'turbo', 'run', 'e2e', '--filter=@kessai/checkout', '--output-logs=full'],
  },
  {
    // `generate` ran inside the turbo step; a committed generated file that it changed was stale.
    name: 'committed generated files match the contract',
    cmd: 'git',
    args: ['diff', '--exit-code', '--stat', '--', ':(glob)**/src/generated/**'],
  },
];

// Reports from an earlier run must not be counted as this run's results.
for (const dir of workspaceDirs) rmSync(join(dir, 'reports'), { recursive: true, force: true });

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      TURBO_TELEMETRY_DISABLED: '1',
      FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
    },
  });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

let passed = 0;
let failed = 0;
const suites = [];
for (const dir of workspaceDirs) {
  const reportDir = join(dir, 'reports');
  if (!existsSync(reportDir)) continue;
  for (const file of readdirSync(reportDir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    // Vitest's JSON reporter and Playwright's JSON reporter have different shapes.
    const ok = report.numPassedTests ?? report.stats?.expected ?? 0;
    const bad = (report.numFailedTests ?? 0) + (report.stats?.unexpected ?? 0);
    const flaky = report.stats?.flaky ?? 0;
    passed += ok;
    failed += bad + flaky;
    suites.push(`${dir.slice(root.length)}/reports/${file}: ${ok} passed, ${bad + flaky} failed`);
  }
}

console.log('\n=== Summary');
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
for (const s of suites) console.log(`     ${s}`);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 || failed > 0 || passed === 0 ? 1 : 0);
