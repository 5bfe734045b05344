import type { RunningSandbox } from '@kessai/sandbox';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import {
  buildCheckout,
  sentryChunkOf,
  serveBuild,
  startCollector,
  type Collector,
} from './support/error-reporting.ts';
import { SandboxAdmin } from './support/sandbox-admin.ts';
import { CARDS, fillNewCard } from './support/shopper.ts';

// Production error reporting (issue 6 item 5, decisions.md "Security"): each build is served by its
// own sandbox, whose CSP allows a local collector that stands in for Sentry's ingestion.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

interface Served {
  collector: Collector;
  sandbox: RunningSandbox;
  admin: SandboxAdmin;
  sentryChunk: string;
  close(): Promise<void>;
}

async function serve(env: (collector: Collector) => Record<string, string>): Promise<Served> {
  const collector = await startCollector();
  const build = buildCheckout(env(collector));
  const sandbox = await serveBuild(build.outDir, collector);
  const context = await playwrightRequest.newContext({ baseURL: sandbox.url });
  return {
    collector,
    sandbox,
    admin: new SandboxAdmin(context),
    sentryChunk: sentryChunkOf(build.outDir),
    close: async () => {
      await context.dispose();
      await sandbox.close();
      await collector.close();
      build.remove();
    },
  };
}

/** Fails on Content-Security-Policy violations (the collector must be reachable under the CSP). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (connect|execute|load)/i.test(text))
      violations.push(text);
  });
  return violations;
}

/** Opens a payment as a member, and types a card number as a shopper does. */
async function openPaymentAndTypeCard(page: Page, served: Served) {
  const payment = await served.admin.createPayment();
  const token = await served.admin.createMember();
  await page.goto(`${served.sandbox.url}${payment.path}?lang=en&access_token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await fillNewCard(page, { number: CARDS.visa });
  return { ...payment, token };
}

/** An uncaught window error whose message holds a card number, the secret and the access token. */
async function throwHostileError(
  page: Page,
  values: { secret: string; id: string; token: string },
  attempt: number,
): Promise<void> {
  const message =
    `Checkout failed (${attempt}) for 4111 1111 1111 1111 / ${CARDS.visa} cvc=123 at ` +
    `/${values.secret}/${values.id}?access_token=${values.token}; secret ${values.secret}, token ${values.token}`;
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
}

/** Resolves once the page has painted and been idle: when error reporting would have started. */
async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          setTimeout(() => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 3000 }), 0),
        );
      }),
  );
}

/** JSON of an event without Sentry's own hex ids (random, so they may hold long digit runs). */
function withoutIds(event: unknown): string {
  return JSON.stringify(event, (key, value: unknown) =>
    /^(event_id|trace_id|span_id|parent_span_id|replay_id|profile_id)$/.test(key)
      ? undefined
      : value,
  );
}

test.describe('a production build with a DSN', () => {
  let served: Served;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    served = await serve((collector) => ({ VITE_SENTRY_DSN: collector.dsn }));
  });
  test.afterAll(async () => {
    await served.close();
  });

  test('reports an error, scrubbed and named by its route pattern', async ({ page }) => {
    const csp = watchCsp(page);
    const sentryChunk = page.waitForResponse((response) =>
      response.url().endsWith(`/assets/${served.sentryChunk}`),
    );
    const payment = await openPaymentAndTypeCard(page, served);
    expect((await sentryChunk).ok()).toBe(true);

    // Sentry starts right after its chunk arrives; errors thrown before that are not reported, so
    // each poll throws a new (not deduplicated) error until an event reaches the collector.
    let attempt = 0;
    await expect
      .poll(
        async () => {
          attempt += 1;
          await throwHostileError(page, payment, attempt);
          return served.collector.items().filter((item) => item.header.type === 'event').length;
        },
        { timeout: 15_000, intervals: [250, 500, 1000] },
      )
      .toBeGreaterThan(0);

    const events = served.collector
      .items()
      .filter((item) => item.header.type === 'event')
      .map((item) => item.payload as Record<string, unknown>);
    const event = events[0]!;
    expect(JSON.stringify(event)).toContain('Checkout failed');
    expect(event.transaction).toBe('/:secret/:paymentId');
    expect(event.environment).toBe('production');

    for (const envelope of served.collector.envelopes()) {
      // The envelope header's trace context names the route too (dynamic sampling context).
      const header = JSON.parse(envelope.split('\n')[0]!) as { trace?: { transaction?: string } };
      if (header.trace?.transaction !== undefined) {
        expect(header.trace.transaction).toBe('/:secret/:paymentId');
      }
      expect(envelope).not.toContain(payment.secret);
      expect(envelope).not.toContain(payment.token);
      expect(envelope).not.toContain(CARDS.visa);
      expect(envelope).not.toContain('4111 1111 1111 1111');
      expect(envelope).not.toMatch(/cvc=\d/);
    }
    for (const reported of events) {
      expect(withoutIds(reported).match(/\d{13,19}/g) ?? []).toEqual([]);
      expect(withoutIds(reported).match(/\d(?:[ -]?\d){12,18}/g) ?? []).toEqual([]);
    }
    // The page URL without its secret; query parameters are not collected at all.
    const request = event.request as { url?: string } | undefined;
    expect(request?.url).toBe(`${served.sandbox.url}/:secret/${payment.id}`);
    await test.info().attach('envelopes', {
      body: served.collector.envelopes().join('\n\n'),
      contentType: 'text/plain',
    });
    expect(csp).toEqual([]);
  });
});

const silentBuilds: [string, (collector: Collector) => Record<string, string>][] = [
  [
    'a production build for another environment',
    (collector) => ({ VITE_SENTRY_DSN: collector.dsn, VITE_ENVIRONMENT: 'staging' }),
  ],
  ['a production build without a DSN', () => ({ VITE_SENTRY_DSN: '' })],
];

for (const [name, env] of silentBuilds) {
  test.describe(name, () => {
    let served: Served;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      served = await serve(env);
    });
    test.afterAll(async () => {
      await served.close();
    });

    test('sends nothing and never loads Sentry', async ({ page }) => {
      const csp = watchCsp(page);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));

      const payment = await openPaymentAndTypeCard(page, served);
      // Past the point where a production page loads Sentry; then an error, and idle again.
      await afterIdle(page);
      await throwHostileError(page, payment, 1);
      await expect.poll(() => pageErrors.length).toBe(1);
      await afterIdle(page);

      expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
      expect(requested.filter((url) => url.includes(served.sentryChunk))).toEqual([]);
      expect(requested.filter((url) => url.startsWith(served.collector.origin))).toEqual([]);
      expect(served.collector.requests).toEqual([]);
      expect(csp).toEqual([]);
    });
  });
}
