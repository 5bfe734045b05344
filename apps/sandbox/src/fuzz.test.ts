import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './server.js';
import { assertContractAnswer, CONTRACT_PATHS } from './test/contract-assert.js';

/*
 * Sends a few thousand generated hostile requests (random methods, paths, content types and
 * bodies: broken JSON, wrong types, huge strings, deep nesting, prototype-pollution keys, binary,
 * oversize bodies, and near-valid requests on real payments) and requires that every answer is
 * below 500, carries the contract's error body when it is an error, matches the contract on
 * contract paths, and that the server is still alive afterwards.
 */

const RUNS = 200;
const BATCH = 16;

let sandbox: RunningSandbox;
let secrets: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, providerLatencyMs: 1, slowCardDelayMs: 5 });
  secrets = Object.fromEntries([...sandbox.store.payments.values()].map((p) => [p.id, p.secret]));
});
afterAll(async () => {
  await sandbox.close();
});

interface FuzzRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  accept: string;
  body: string | Uint8Array | undefined;
}

const FIELDS = [
  'payment_id',
  'secret',
  'access_token',
  'token',
  'save_card',
  'card_seq',
  'card_cvv',
  'platform_type',
  'status',
  'id',
  'total',
  'cards',
  'path',
  'product_infos',
  'deadline',
  'cardno',
  'shop_id',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

const SEED_IDS = [
  'seed-created',
  'seed-failed',
  'seed-expired',
  'seed-captured',
  'seed-card',
  'seed-paypay',
  'seed-alipay',
  'seed-wechatpay',
];

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '4111111111111111',
    '000',
    'member-demo',
    'member-full',
    'PC',
    'H5',
    'CAPTURED',
    'tshop00000001',
    '/api/v2/get-payment',
    '__proto__',
    -1,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    1.5,
  ),
  fc.integer({ min: 100, max: 5000 }).map((n) => 'x'.repeat(n)),
);

const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 3 }) },
);

/** Objects with the contract's field names and hostile values. */
const objectBody = fc
  .dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), value, {
    maxKeys: 8,
  })
  .map((object) => JSON.stringify(object));

/** Nearly valid requests on real payments, so the deep code paths run too. */
const nearValidBody = fc
  .record(
    {
      payment_id: fc.constantFrom(...SEED_IDS, 'nope'),
      secret: fc.boolean(),
      access_token: fc.constantFrom('member-demo', 'member-full', 'member-empty', 'stranger', ''),
      token: fc.string({ maxLength: 20 }),
      save_card: fc.boolean(),
      card_seq: fc.integer({ min: -1, max: 6 }),
      card_cvv: fc.constantFrom('123', '000', '1234', '12', 'abc'),
      platform_type: fc.constantFrom('PC', 'H5', 'APP', 'OTHER', 'TV'),
    },
    { requiredKeys: ['payment_id', 'secret'] },
  )
  .map(({ secret, ...rest }) =>
    JSON.stringify({ ...rest, secret: secret ? (secrets[rest.payment_id] ?? 'x') : 'wrong' }),
  );

const brokenJson = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '[',
    '"',
    '{"a":}',
    '{"payment_id":"a","secret":"b",}',
    '1e999',
    '\uFEFF{}',
    'null',
    'true',
    '[]',
    '""',
    '{"__proto__":{"polluted":true},"payment_id":"a","secret":"b"}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"payment_id":"a","payment_id":"b","secret":"c"}',
    '{"payment_id":"\\ud800","secret":"b"}',
  ),
);

const deepNesting = fc.oneof(
  fc.integer({ min: 100, max: 30000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 100, max: 6000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc
    .integer({ min: 100, max: 3000 })
    .map((n) => `{"payment_id":${'['.repeat(n)}${']'.repeat(n)},"secret":"s"}`),
);

const oversize = fc
  .integer({ min: 60 * 1024, max: 200 * 1024 })
  .map((n) => JSON.stringify({ payment_id: 'p', secret: 's', access_token: 'x'.repeat(n) }));

const body = fc.oneof(
  { weight: 5, arbitrary: objectBody },
  { weight: 4, arbitrary: nearValidBody },
  { weight: 3, arbitrary: brokenJson },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: oversize },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const path = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...CONTRACT_PATHS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/sandbox/payments',
      '/sandbox/members',
      '/sandbox/tokens',
      '/sandbox/health',
      '/sandbox/payments/seed-created',
      '/sandbox/payments/seed-created/transition',
      '/sandbox/payments/nope/transition',
      '/sandbox/3ds/ch_nope',
      '/sandbox/wallet/ws_nope',
      '/sandbox/token.js',
      '/sandbox/assets/sandbox.css',
      '/sandbox/assets/__proto__',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '/',
      '/api',
      '/api/',
      '/api/v2',
      '/api/v2/',
      '/api/v2/get-payment/',
      '/api/v2/GET-PAYMENT',
      '/api/v2/get-payment%00',
      '/api/v2/%2e%2e/get-payment',
      '/api/v2/get-payment?__proto__[x]=1',
      '/api/v2/__proto__',
      '/api/v2/constructor',
      '/api/v2/hasOwnProperty',
      '/%ff%fe',
      '/%',
      '/x/y',
      `/${'a'.repeat(3000)}`,
    ),
  },
  {
    weight: 1,
    arbitrary: fc.webPath({ size: 'small' }).map((p) => (p.startsWith('/') ? p : `/${p}`)),
  },
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      'application/json;;;',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      maxLength: 40,
    }),
  },
);

const request: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.oneof(
      { weight: 8, arbitrary: fc.constant('POST') },
      { weight: 2, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
    ),
    path,
    contentType,
    accept: fc.constantFrom('application/json', '*/*'),
    body,
  })
  .map((r) => (r.method === 'GET' || r.method === 'HEAD' ? { ...r, body: undefined } : r));

let sent = 0;

async function send(r: FuzzRequest): Promise<void> {
  const headers: Record<string, string> = { Accept: r.accept };
  if (r.contentType !== undefined) headers['Content-Type'] = r.contentType;
  const response = await fetch(`${sandbox.url}${r.path}`, {
    method: r.method,
    headers,
    ...(r.body === undefined ? {} : { body: r.body }),
  });
  sent += 1;
  const text = await response.text();
  const where = `${r.method} ${r.path.slice(0, 80)} → ${String(response.status)}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status >= 400 && r.method !== 'HEAD') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      throw new Error(`${where}: the error answer is not JSON: ${text.slice(0, 100)}`);
    }
    expect(parsed, where).toMatchObject({ common: { error_code: expect.any(String) as unknown } });
  }
  const apiPath = new URL(`${sandbox.url}${r.path}`).pathname;
  if (r.method !== 'HEAD' && CONTRACT_PATHS.includes(apiPath)) {
    assertContractAnswer(apiPath, response.status, JSON.parse(text));
  }
}

describe('fuzz', () => {
  it(`answers ${String(RUNS * BATCH)} hostile requests with 4xx, never 5xx, and stays alive`, async () => {
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        await Promise.all(batch.map(send));
      }),
      { numRuns: RUNS, seed: 20261122, endOnFailure: true },
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `fuzz: ${String(sent)} requests in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)}/s)`,
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS * BATCH);
    expect(sandbox.store.unexpectedErrors).toBe(0);
    expect(Object.prototype).not.toHaveProperty('polluted');
    const health = await fetch(`${sandbox.url}/sandbox/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  }, 60_000);
});
