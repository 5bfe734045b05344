import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

// WCAG 1.4.10 reflow: at 320 CSS px nothing but a data table may scroll sideways, and a table
// scrolls inside its own box, never the page.
test.use({ viewport: { width: 320, height: 800 } });

const STATUSES = ['CREATED', 'CAPTURED', 'REFUNDED', 'FAILED', 'INTERNAL_ERROR'] as const;

for (const status of STATUSES) {
  for (const lang of ['en', 'ja'] as const) {
    test(`a ${status} payment fits a 320 px screen in ${lang}`, async ({ page, sandbox }) => {
      const payment = await sandbox.createPayment({
        status,
        return_url: 'https://shop.example.jp/orders/narrow',
      });
      await page.goto(`${payment.path}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main h2').first()).toBeVisible();
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(320);
      // A table that still scrolls is a labelled region the keyboard can reach (axe checks it).
      await expectNoAxeViolations(page);
    });
  }
}
