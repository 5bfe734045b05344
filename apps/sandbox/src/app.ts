import { Hono, type Context } from 'hono';
import { ADMIN_ROUTES, FAULT_PATHS, paymentUrl, type AdminContext } from './admin.js';
import { API_OPERATIONS } from './api.js';
import type { AttemptSettings } from './attempts.js';
import { issueCardToken } from './card-tokens.js';
import { ApiError, MAX_API_BODY_BYTES, errors } from './errors.js';
import { errorAnswer, htmlAnswer, jsonAnswer, sleep } from './http.js';
import { ASSETS, escapeHtml, formatYen, page } from './pages.js';
import type { PaymentRecord } from './payments.js';
import { isJsonContentType, parseJson, readBodyText } from './read-body.js';
import { seedStore, SEED_MEMBERS, type SeededPayment } from './seed.js';
import {
  decideChallenge,
  decideWallet,
  showChallenge,
  showWallet,
  type SessionPageContext,
} from './session-pages.js';
import { findStaticFile } from './static-files.js';
import { SandboxStore, type FaultRule } from './store.js';
import { TOKEN_SCRIPT } from './token-script.js';
import { getValidators } from './validators.js';

export const DEFAULT_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; " +
  "connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'";

export interface SandboxAppOptions {
  /** Seed one payment per status and method, and the seed members (default true). */
  readonly seed?: boolean;
  /** Clock of the sandbox (deadlines, logs, token expiry). */
  readonly now?: () => Date;
  /** Built checkout to serve for GET paths outside /api and /sandbox (SPA fallback to index.html). */
  readonly staticDir?: string;
  /** Log one line per request (never bodies, card data masked out of paths). */
  readonly log?: boolean;
  /** Content-Security-Policy of HTML answers. */
  readonly contentSecurityPolicy?: string;
  /** Simulated card-provider round trip of proceed calls, in ms (default 40). */
  readonly providerLatencyMs?: number;
  /** How long the slow test card takes, in ms (default 8000). */
  readonly slowCardDelayMs?: number;
  /**
   * Origin of the checkout's payment page (`/{secret}/{paymentId}`) in admin answers and the
   * 3-D Secure / wallet way back. Default: the origin the request came to.
   */
  readonly checkoutOrigin?: string;
}

export interface SandboxApp {
  readonly app: Hono;
  readonly store: SandboxStore;
  /** The seeded payments of the last (re)seed, in seed order. */
  readonly seeded: () => readonly SeededPayment[];
}

/** Digit runs long enough to be (part of) a card number never reach the log, spaced or not. */
function scrubPath(path: string): string {
  const scrubbed = path.replace(/[0-9](?:[\s-]*[0-9]){5,}/g, '[digits]');
  return scrubbed.length > 200 ? `${scrubbed.slice(0, 200)}…` : scrubbed;
}

function originOf(c: Context): string {
  try {
    return new URL(c.req.url).origin;
  } catch {
    return '';
  }
}

const FAULT_DEFAULT_CODES: Readonly<Record<number, string>> = {
  400: 'INVALID_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'PAYMENT_NOT_FOUND',
  409: 'PAYMENT_NOT_PAYABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'INVALID_TOKEN',
};

async function applyFault(env: unknown, rule: FaultRule): Promise<Response | undefined> {
  if (rule.delayMs > 0) await sleep(rule.delayMs);
  if (rule.abort) {
    (
      env as { incoming?: { socket?: { destroy(): void } } } | undefined
    )?.incoming?.socket?.destroy();
    return new Response(null, { status: 204 });
  }
  if (rule.malformed) {
    return new Response('{"this is not": json', {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
  }
  if (rule.status === undefined) return undefined;
  const code = rule.errorCode ?? FAULT_DEFAULT_CODES[rule.status] ?? 'INTERNAL_ERROR';
  return errorAnswer(
    new ApiError(
      rule.status as ApiError['status'],
      code,
      `Injected by the sandbox (POST /sandbox/faults).`,
    ),
  );
}

/**
 * The sandbox as a Hono app: the contract's API under /api/v2, the admin API, token script,
 * 3-D Secure and wallet pages under /sandbox, and optionally the built checkout.
 */
export function createSandboxApp(options: SandboxAppOptions = {}): SandboxApp {
  const store = new SandboxStore(options.now);
  const validators = getValidators(FAULT_PATHS);
  const settings: AttemptSettings = {
    providerLatencyMs: options.providerLatencyMs ?? 40,
    slowCardDelayMs: options.slowCardDelayMs ?? 8000,
  };
  // The 3-D Secure and wallet forms redirect to the payment page, which form-action must allow.
  const csp =
    options.contentSecurityPolicy ??
    (options.checkoutOrigin === undefined
      ? DEFAULT_CONTENT_SECURITY_POLICY
      : DEFAULT_CONTENT_SECURITY_POLICY.replace(
          "form-action 'self'",
          `form-action 'self' ${options.checkoutOrigin}`,
        ));
  let seeded: SeededPayment[] = [];
  const reseed = () => {
    seeded = options.seed === false ? [] : seedStore(store);
  };
  reseed();

  const checkoutOrigin = (c: Context) => options.checkoutOrigin ?? originOf(c);
  const paymentPageUrl = (c: Context, payment: PaymentRecord) =>
    paymentUrl(checkoutOrigin(c), payment);
  const admin: AdminContext = {
    store,
    validators,
    reseed: () => {
      seeded = seedStore(store);
    },
    checkoutOrigin,
  };
  const sessions: SessionPageContext = { store, paymentPageUrl };

  const app = new Hono();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const headers = c.res.headers;
    headers.set('Referrer-Policy', 'strict-origin');
    headers.set('X-Content-Type-Options', 'nosniff');
    if (headers.get('content-type')?.startsWith('text/html') === true) {
      headers.set('Content-Security-Policy', csp);
    }
    if (options.log === true) {
      const ms = (performance.now() - started).toFixed(1);
      console.info(`${c.req.method} ${scrubPath(c.req.path)} → ${String(c.res.status)} ${ms} ms`);
    }
  });

  // Faults armed by tests (POST /sandbox/faults) for the API and token script paths.
  app.use('*', async (c, next) => {
    if (store.faults.length > 0) {
      const rule = store.takeFault(c.req.path);
      if (rule !== undefined) {
        const answer = await applyFault(c.env, rule);
        if (answer !== undefined) return answer;
      }
    }
    await next();
    return undefined;
  });

  app.all('/api/*', async (c) => {
    const operation = API_OPERATIONS[c.req.path];
    const validate = validators.api.get(c.req.path);
    if (
      operation === undefined ||
      validate === undefined ||
      !Object.hasOwn(API_OPERATIONS, c.req.path)
    ) {
      throw errors.notFound();
    }
    if (c.req.method !== 'POST') throw errors.methodNotAllowed('POST');
    if (!isJsonContentType(c.req.header('content-type'))) throw errors.unsupportedMediaType();
    const body = parseJson(await readBodyText(c.req.raw, MAX_API_BODY_BYTES));
    validate(body);
    const result = await operation.handle({ store, settings, origin: originOf(c) }, body as never);
    return jsonAnswer(result);
  });

  app.get(
    '/sandbox/token.js',
    () =>
      new Response(TOKEN_SCRIPT, {
        headers: {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Access-Control-Allow-Origin': '*',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        },
      }),
  );

  // The token script may be loaded by a checkout on another origin (a dev server): allow CORS.
  const tokenCors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
  };
  app.options('/sandbox/tokens', () => new Response(null, { status: 204, headers: tokenCors }));
  app.post('/sandbox/tokens', async (c) => {
    if (!isJsonContentType(c.req.header('content-type'))) throw errors.unsupportedMediaType();
    const input = parseJson(await readBodyText(c.req.raw, 16 * 1024));
    const answer = jsonAnswer(issueCardToken(store, input));
    for (const [name, value] of Object.entries(tokenCors)) answer.headers.set(name, value);
    return answer;
  });

  app.get('/sandbox/3ds/:id', (c) => showChallenge(c, sessions, c.req.param('id')));
  app.post('/sandbox/3ds/:id', (c) => decideChallenge(c, sessions, c.req.param('id')));
  app.get('/sandbox/wallet/:id', (c) => showWallet(c, sessions, c.req.param('id')));
  app.post('/sandbox/wallet/:id', (c) => decideWallet(c, sessions, c.req.param('id')));

  app.get('/sandbox/assets/:name', (c) => {
    const name = c.req.param('name');
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (asset === undefined) throw errors.notFound();
    return new Response(asset.body, {
      headers: { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=3600' },
    });
  });

  app.get('/sandbox', (c) => htmlAnswer(indexPage(store, seeded, checkoutOrigin(c))));

  const handleAdmin = (c: Context): Promise<Response> | Response => {
    const path = c.req.path;
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const matching = ADMIN_ROUTES.filter((route) => route.pattern.test(path));
    const route = matching.find((candidate) => candidate.method === method);
    if (route === undefined) {
      if (matching.length === 0) throw errors.notFound();
      throw errors.methodNotAllowed([...new Set(matching.map((item) => item.method))].join(', '));
    }
    return route.handle(c, admin);
  };
  app.all('/sandbox/*', handleAdmin);

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw errors.methodNotAllowed('GET');
    if (options.staticDir !== undefined) {
      const file = await findStaticFile(options.staticDir, c.req.path);
      if (file === undefined) throw errors.notFound();
      return new Response(file.body, {
        headers: { 'Content-Type': file.contentType, 'Cache-Control': file.cacheControl },
      });
    }
    if (c.req.path === '/') return htmlAnswer(indexPage(store, seeded, checkoutOrigin(c)));
    const match = /^\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)$/.exec(c.req.path);
    const payment = match === null ? undefined : store.findPayment(match[2] ?? '', match[1] ?? '');
    if (payment === undefined) throw errors.notFound();
    return htmlAnswer(placeholderPage(payment));
  });

  app.notFound(() => errorAnswer(errors.notFound()));

  app.onError((error) => {
    if (error instanceof ApiError) return errorAnswer(error);
    // Nothing the client sends should get here; if it does, the client still gets a 4xx with the
    // contract's error body, and the tests see the counter.
    store.unexpectedErrors += 1;
    // Messages can quote the input (e.g. a JSON syntax error), so no digit is logged at all.
    console.error(
      `sandbox: unexpected ${error.name}: ${error.message.replace(/[0-9]/g, '#').slice(0, 200)}`,
    );
    return errorAnswer(errors.invalidRequest('The request could not be processed.'));
  });

  return { app, store, seeded: () => seeded };
}

function indexPage(store: SandboxStore, seeded: readonly SeededPayment[], origin: string): string {
  const labels = new Map(seeded.map((seed) => [seed.id, seed.label]));
  const rows = [...store.payments.values()]
    .slice(0, 200)
    .map(
      (payment) =>
        `<tr><td>${escapeHtml(payment.id)}</td><td>${escapeHtml(payment.status)}</td><td>${escapeHtml(labels.get(payment.id) ?? '')}</td><td><a href="${escapeHtml(paymentUrl(origin, payment))}">open</a></td></tr>`,
    )
    .join('\n');
  return page(
    'Sandbox',
    `<p class="badge">Sandbox</p>
<h1>Kessai Checkout sandbox</h1>
<p>Payments in memory (admin API: <code>/sandbox/payments</code>, token script: <code>/sandbox/token.js</code>).
Member access tokens: ${Object.values(SEED_MEMBERS)
      .map((token) => `<code>${escapeHtml(token)}</code>`)
      .join(', ')} (add <code>?access_token=…</code> to a payment URL).</p>
<table>
<thead><tr><th scope="col">Payment</th><th scope="col">Status</th><th scope="col">Seed</th><th scope="col">Link</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

function placeholderPage(payment: PaymentRecord): string {
  return page(
    'Payment',
    `<p class="badge">Sandbox</p>
<h1>${escapeHtml(payment.merchantInfo.merchant_name)}</h1>
<p>The checkout is not built into this sandbox (start it with <code>CHECKOUT_DIST</code> or <code>staticDir</code>). This is the payment's state:</p>
<dl class="details">
<dt>Payment</dt><dd>${escapeHtml(payment.id)}</dd>
<dt>Status</dt><dd>${escapeHtml(payment.status)}</dd>
<dt>Total</dt><dd>${escapeHtml(formatYen(payment.total))}</dd>
<dt>Deadline</dt><dd>${escapeHtml(payment.deadline.toISOString())}</dd>
</dl>`,
  );
}
