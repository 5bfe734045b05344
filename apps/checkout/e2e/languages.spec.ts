import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { fillNewCard, openPayment } from './support/shopper.ts';

const LOCALES = ['ja', 'en', 'ko', 'zh-Hans', 'zh-Hant'] as const;
type Locale = (typeof LOCALES)[number];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** msgid → msgstr of the app's and the UI kit's catalogs of one language, as the page merges them. */
function readCatalog(locale: Locale): Map<string, string> {
  const entries = new Map<string, string>();
  for (const file of [
    resolve(root, '../../packages/ui/src/locales', locale, 'messages.po'),
    resolve(root, 'src/locales', locale, 'messages.po'),
  ]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm)) {
      const join = (block: string) =>
        block
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as string)
          .join('');
      entries.set(join(match[1] ?? ''), join(match[2] ?? ''));
    }
  }
  return entries;
}
const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [locale, readCatalog(locale)]),
) as Record<Locale, Map<string, string>>;

/** The text a shopper sees for an English message in `locale`. */
function tr(locale: Locale, message: string): string {
  const translated = catalogs[locale].get(message);
  if (translated === undefined || translated === '') throw new Error(`no ${locale}: ${message}`);
  return translated;
}

/**
 * English words the page may show in any language: brand and product names, the sandbox's test
 * data (merchant-supplied text is shown as the merchant wrote it) and the currency code.
 */
const ALLOWED_ENGLISH =
  /Kessai( Checkout)?|Powered by|American Express|Diners Club|WeChat Pay|Visa|Mastercard|JCB|UnionPay|PayPay|Alipay|JPY|PDF|QR|App/g;

/** Runs of three or more English words: text someone forgot to translate. */
async function englishRuns(page: Page, merchantText: readonly string[] = []): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const known of merchantText) text = text.replaceAll(known, ' ');
  text = text.replace(ALLOWED_ENGLISH, ' ');
  return text.match(/[A-Za-z]{2,}(?:[ '’-]+[A-Za-z]{2,}){2,}/g) ?? [];
}

/** What every page shows: the layout's strings in `locale`, not in English. */
async function expectLayoutIn(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('combobox', { name: tr(locale, 'Language') })).toHaveValue(locale);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: tr(locale, 'Terms of service') })).toBeVisible();
  await expect(footer.getByRole('link', { name: tr(locale, 'Privacy policy') })).toBeVisible();
  if (locale !== 'en') {
    await expect(footer).not.toContainText('Terms of service');
    await expect(footer).not.toContainText('Powered by');
    await expect(page.getByRole('banner')).not.toContainText('Language');
  }
}

test.describe('the language', () => {
  test('comes from ?lang=, is stored as locale and set as <html lang>', async ({ page }) => {
    await page.goto('/faq?lang=zh-TW');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1, name: '常見問題' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('zh-Hant');
  });

  test('comes from the stored setting when there is no ?lang=, and ?lang= wins over it', async ({
    page,
  }) => {
    await page.goto('/404');
    await page.evaluate(() => localStorage.setItem('locale', 'ko'));
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();

    await page.goto('/faq?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
  });

  test('is Japanese without ?lang= or a stored setting', async ({ page }) => {
    await page.goto('/404');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(
      page.getByRole('heading', { level: 1, name: tr('ja', 'Page not found') }),
    ).toBeVisible();
  });
});

test('switching the language keeps what the shopper typed in the card form', async ({
  page,
  sandbox,
}) => {
  const payment = await sandbox.createPayment();
  await openPayment(page, payment.path);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await fillNewCard(page, { number: '4111111111111111', expiry: '12/30', cvc: '123' });
  const labels = ['Card number', 'Expiry date', 'Security code', 'Cardholder name'] as const;
  const typed = await Promise.all(labels.map((label) => page.getByLabel(label).inputValue()));
  expect(typed.every((value) => value !== '')).toBe(true);

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '日本語' });

  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: tr('ja', 'Payment') })).toBeVisible();
  for (const [index, label] of labels.entries()) {
    await expect(page.getByLabel(tr('ja', label))).toHaveValue(typed[index] ?? '');
  }
  expect(documents, 'no reload').toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ja');
  // The address had ?lang=en, which would win on a reload: it now says ja.
  expect(new URL(page.url()).searchParams.get('lang')).toBe('ja');

  await page.getByRole('combobox', { name: tr('ja', 'Language') }).selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByLabel(tr('ko', 'Cardholder name'))).toHaveValue(typed[3] ?? '');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1, name: tr('ko', 'Payment') })).toBeVisible();
});

test('switching the language by keyboard', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const select = page.getByRole('combobox', { name: tr('ja', 'Language') });
  await select.focus();
  await select.selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeFocused();
  // No lang parameter in the address: the stored choice carries over.
  expect(new URL(page.url()).search).toBe('');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const locale of LOCALES) {
  test(`every screen in ${locale}: <html lang>, translated text, no axe violation`, async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(120_000);
    const visit = async (
      path: string,
      heading: string,
      options: { english?: readonly string[]; merchantText?: readonly string[] } = {},
    ) => {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
      await expect(
        page.getByRole('heading', { level: 1, name: tr(locale, heading) }),
        `${path}: heading`,
      ).toBeVisible();
      await expectLayoutIn(page, locale);
      if (locale !== 'en') {
        for (const message of options.english ?? []) {
          await expect(page.getByRole('main'), `${path}: "${message}"`).not.toContainText(message);
          await expect(page.getByRole('main')).toContainText(tr(locale, message));
        }
        expect(await englishRuns(page, options.merchantText), `${path}: English text`).toEqual([]);
      }
      await expectNoAxeViolations(page);
    };

    await visit('/', 'Kessai Checkout: secure payment pages for shops in Japan', {
      english: ['Ways to pay'],
    });

    const payment = await sandbox.createPayment();
    const merchant = await sandbox.state(payment.id);
    const merchantText = merchantStrings(merchant.payment);
    await visit(payment.path, 'Payment', { english: ['Card number'], merchantText });

    const captured = await sandbox.createPayment({ status: 'CAPTURED' });
    await visit(captured.path, 'Payment', {
      english: ['Your booking is confirmed', 'Print this page'],
      merchantText: merchantStrings((await sandbox.state(captured.id)).payment),
    });

    await visit('/account', 'Saved cards');
    await visit('/faq', 'Frequently asked questions', {
      english: ['Why was my card declined?', 'Contact us'],
    });
    await visit('/404', 'Page not found');
  });
}

/** Text the merchant supplied (product names, shop name, note), shown as written. */
function merchantStrings(payment: Record<string, unknown>): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      if (!/url|status|method|id$|secret|token|date|deadline|created/i.test(key)) found.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(payment);
  return found.filter((text) => text.length > 2).sort((a, b) => b.length - a.length);
}
