import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { SandboxAdmin } from './sandbox-admin.ts';

interface Fixtures {
  sandbox: SandboxAdmin;
  /** Fails the test on any uncaught page error or Content-Security-Policy violation. */
  pageGuard: void;
}

export const test = base.extend<Fixtures>({
  sandbox: async ({ request }, provide) => {
    const sandbox = new SandboxAdmin(request);
    await provide(sandbox);
    await sandbox.clearFaults();
  },
  pageGuard: [
    async ({ page }, provide) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy|Refused to (execute|load|apply)/i.test(text)) {
          problems.push(`CSP: ${text}`);
        }
      });
      await provide();
      expect(problems, 'page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe (WCAG 2.0–2.2 A and AA rules) finds no violation on the page once it has settled. Colour
 * contrast measured half-way through a fade (a toast entering) is not what the shopper reads, so
 * finite animations and transitions finish first; endless ones (a spinner) are not waited for.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(violations, `axe on ${page.url()}`).toEqual([]);
}
