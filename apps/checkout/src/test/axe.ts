import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on the element (default: the whole document) and expects zero violations.
 * `color-contrast` is disabled because jsdom computes no layout or colours; the gallery and the
 * app's browser tests check contrast. Call it with real timers: axe schedules work with setTimeout.
 */
export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  const results = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false } },
  });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(violations).toEqual([]);
}
