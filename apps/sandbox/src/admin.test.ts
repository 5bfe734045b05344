import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALLOWED_TRANSITIONS } from './payments.js';
import { startSandbox, type RunningSandbox } from './server.js';
import { admin, api, createPayment, expectError, paymentState } from './test/contract-assert.js';
import type { PaymentStatus } from './wire.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, providerLatencyMs: 1 });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await admin(sandbox, 'POST', '/sandbox/reset');
});

const STATUSES = Object.keys(ALLOWED_TRANSITIONS) as PaymentStatus[];

describe('POST /sandbox/payments', () => {
  it('creates a payment with defaults and answers id, secret and the checkout url', async () => {
    const created = await createPayment(sandbox);
    expect(created.payment_id).toMatch(/^pay_/);
    expect(created.secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(created.url).toBe(`${sandbox.url}/${created.secret}/${created.payment_id}`);
    const read = await api<Record<string, unknown>>(sandbox, '/api/v2/get-payment', {
      payment_id: created.payment_id,
      secret: created.secret,
    });
    expect(read.body).toMatchObject({
      status: 'CREATED',
      total: 15500,
      gmo_shop_id: 'tshop00000001',
      pay_methods: ['CARD', 'PAYPAY', 'WECHATPAY', 'ALIPAY'],
    });
    const deadline = Date.parse(String(read.body.deadline));
    const createdAt = Date.parse(String(read.body.created_at));
    expect(deadline - createdAt).toBe(24 * 60 * 60 * 1000);
  });

  it('takes any field of the get-payment answer in wire names', async () => {
    const fields = {
      id: 'order-1001',
      secret: 'fixed-secret',
      status: 'REFUNDED',
      gmo_shop_id: 'tshop00012345',
      selected_method: 'PAYPAY',
      product_infos: [
        {
          product_id: 'p',
          product_title: 'Tea',
          items: [{ name: 'Cup', price: 500, quantity: 3, total: 1500 }],
        },
      ],
      merchant_info: { merchant_name: 'Shop', logo_url: 'https://cdn.example.jp/logo.png' },
      total: 1500,
      pay_methods: ['PAYPAY'],
      card_networks: ['JCB'],
      email: 'a@example.jp',
      note: 'note',
      return_url: 'https://shop.example.jp/r',
      error_msg: '',
      transaction_logs: [
        { timestamp: '2026-11-20T10:00:00+09:00', status: 'CREATED', message: 'made', charge: 0 },
      ],
      created_at: '2026-11-20T10:00:00+09:00',
      deadline: '2026-11-27T23:59:59+09:00',
    };
    const created = await createPayment(sandbox, fields);
    expect(created).toMatchObject({ payment_id: 'order-1001', secret: 'fixed-secret' });
    const read = await api<Record<string, unknown>>(sandbox, '/api/v2/get-payment', {
      payment_id: 'order-1001',
      secret: 'fixed-secret',
    });
    const { id: _id, secret: _secret, created_at: _c, deadline: _d, ...rest } = fields;
    expect(read.body).toMatchObject({
      ...rest,
      id: 'order-1001',
      created_at: '2026-11-20T01:00:00.000Z',
    });
  });

  it('refuses wrong types and unknown fields with 400, and a taken id with 409', async () => {
    for (const body of [
      { total: '100' },
      { status: 'PAID' },
      { pay_methods: 'CARD' },
      { deadline: 'tomorrow' },
      { id: 'has space' },
      { product_infos: [{ product_id: 'x' }] },
      { surprise: true },
      [],
    ]) {
      const answer = await admin(sandbox, 'POST', '/sandbox/payments', body);
      expectError(answer, 400, 'INVALID_REQUEST');
    }
    expectError(
      await admin(sandbox, 'POST', '/sandbox/payments', { id: 'seed-created' }),
      409,
      'PAYMENT_EXISTS',
    );
    const notJson = await fetch(`${sandbox.url}/sandbox/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(notJson.status).toBe(415);
    const leap = await admin(sandbox, 'POST', '/sandbox/payments', {
      deadline: '2026-12-31T23:59:60Z',
    });
    expect(leap.status).toBe(400);
  });

  it('writes a plausible history for payments created in a later status', async () => {
    const created = await createPayment(sandbox, { status: 'REFUNDED' });
    const state = await paymentState(sandbox, created.payment_id);
    expect(state.payment.transaction_logs.map((log) => log.status)).toEqual([
      'CREATED',
      'CAPTURED',
      'REFUNDED',
    ]);
  });
});

describe('POST /sandbox/payments/{id}/transition', () => {
  it.each(STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const)))(
    '%s → %s follows the transition table',
    async (from, to) => {
      const created = await createPayment(sandbox, { status: from });
      const answer = await admin<{
        payment: { status: string; transaction_logs: { status: string }[] };
      }>(sandbox, 'POST', `/sandbox/payments/${created.payment_id}/transition`, { status: to });
      if (ALLOWED_TRANSITIONS[from].includes(to)) {
        expect(answer.status).toBe(200);
        expect(answer.body.payment.status).toBe(to);
        expect(answer.body.payment.transaction_logs.at(-1)?.status).toBe(to);
      } else {
        expectError(answer, 409, 'TRANSITION_NOT_ALLOWED');
        expect((await paymentState(sandbox, created.payment_id)).payment.status).toBe(from);
      }
    },
  );

  it('logs every change with the charge: capture, then refund', async () => {
    const created = await createPayment(sandbox, {
      status: 'AUTHORIZED',
      total: 4200,
      product_infos: [],
    });
    await admin(sandbox, 'POST', `/sandbox/payments/${created.payment_id}/transition`, {
      status: 'CAPTURED',
    });
    await admin(sandbox, 'POST', `/sandbox/payments/${created.payment_id}/transition`, {
      status: 'REFUNDED',
      message: 'Customer asked',
    });
    const state = await paymentState(sandbox, created.payment_id);
    expect(
      state.payment.transaction_logs
        .slice(1)
        .map(({ status, charge, message }) => ({ status, charge, message })),
    ).toEqual([
      { status: 'AUTHORIZED', charge: 4200, message: 'Card payment authorized' },
      { status: 'CAPTURED', charge: 4200, message: 'AUTHORIZED → CAPTURED (sandbox admin)' },
      { status: 'REFUNDED', charge: 4200, message: 'Customer asked' },
    ]);
  });

  it('answers 404 for an unknown payment and 400 for a bad status', async () => {
    expectError(
      await admin(sandbox, 'POST', '/sandbox/payments/nope/transition', { status: 'CAPTURED' }),
      404,
      'PAYMENT_NOT_FOUND',
    );
    expectError(
      await admin(sandbox, 'POST', '/sandbox/payments/seed-created/transition', { status: 'PAID' }),
      400,
      'INVALID_REQUEST',
    );
  });
});

describe('members, reset, faults, health', () => {
  it('creates a member with cards from test numbers; a sixth card is refused', async () => {
    const answer = await admin<{ cards: unknown[] }>(sandbox, 'POST', '/sandbox/members', {
      access_token: 'tester',
      cards: [
        { number: '378282246310005', card_exp: '2907' },
        { card_no: '************4444', card_network: 'MASTERCARD', card_exp: '2801' },
      ],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.cards).toEqual([
      { card_no: '***********0005', card_exp: '2907', card_seq: 0 },
      { card_no: '************4444', card_exp: '2801', card_seq: 1 },
    ]);
    const six = Array.from({ length: 6 }, () => ({ number: '4111111111111111', card_exp: '3001' }));
    expectError(
      await admin(sandbox, 'POST', '/sandbox/members', { access_token: 'x', cards: six }),
      400,
      'INVALID_REQUEST',
    );
    expectError(
      await admin(sandbox, 'POST', '/sandbox/members', {
        access_token: 'x',
        cards: [{ number: '1234', card_exp: '3001' }],
      }),
      400,
      'INVALID_REQUEST',
    );
  });

  it('reset clears payments and members and re-seeds with the same seed secrets', async () => {
    const before = sandbox.store.payments.get('seed-created')?.secret;
    const created = await createPayment(sandbox);
    await api(sandbox, '/api/v2/delete-card', { access_token: 'member-demo', card_seq: 0 });
    const answer = await admin<{ payments: { payment_id: string; url: string }[] }>(
      sandbox,
      'POST',
      '/sandbox/reset',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.payments.map((payment) => payment.payment_id)).toContain('seed-created');
    expect(sandbox.store.payments.has(created.payment_id)).toBe(false);
    expect(sandbox.store.payments.get('seed-created')?.secret).toBe(before);
    const cards = await api<{ cards: unknown[] }>(sandbox, '/api/v2/list-cards', {
      access_token: 'member-demo',
    });
    expect(cards.body.cards).toHaveLength(2);
    const empty = await admin<{ payments: unknown[] }>(sandbox, 'POST', '/sandbox/reset', {
      seed: false,
    });
    expect(empty.body.payments).toEqual([]);
  });

  it('seeds one payment per status and per method', () => {
    const statuses = new Set([...sandbox.store.payments.values()].map((payment) => payment.status));
    expect([...statuses].sort()).toEqual([...STATUSES].sort());
    for (const method of ['CARD', 'PAYPAY', 'WECHATPAY', 'ALIPAY']) {
      expect(
        [...sandbox.store.payments.values()].some(
          (p) => p.payMethods.length === 1 && p.payMethods[0] === method,
        ),
      ).toBe(true);
    }
  });

  it('faults make the next calls of a path fail or go slow, then stop', async () => {
    const armed = await admin(sandbox, 'POST', '/sandbox/faults', {
      path: '/api/v2/get-payment',
      status: 500,
      count: 2,
    });
    expect(armed.status).toBe(201);
    const body = { payment_id: 'x', secret: 'y' };
    expectError(await api(sandbox, '/api/v2/get-payment', body), 500, 'INTERNAL_ERROR');
    expectError(await api(sandbox, '/api/v2/get-payment', body), 500, 'INTERNAL_ERROR');
    expectError(await api(sandbox, '/api/v2/get-payment', body), 404, 'PAYMENT_NOT_FOUND');

    await admin(sandbox, 'POST', '/sandbox/faults', { path: '/api/v2/list-cards', delay_ms: 200 });
    const started = Date.now();
    const slow = await api(sandbox, '/api/v2/list-cards', { access_token: 'member-demo' });
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);

    await admin(sandbox, 'POST', '/sandbox/faults', {
      path: '/api/v2/list-cards',
      malformed: true,
    });
    const malformed = await fetch(`${sandbox.url}/api/v2/list-cards`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"access_token":"member-demo"}',
    });
    await expect(malformed.json()).rejects.toThrow();

    await admin(sandbox, 'POST', '/sandbox/faults', { path: '/api/v2/list-cards', abort: true });
    await expect(
      fetch(`${sandbox.url}/api/v2/list-cards`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"access_token":"member-demo"}',
      }),
    ).rejects.toThrow();

    expectError(
      await admin(sandbox, 'POST', '/sandbox/faults', { path: '/sandbox/reset', status: 500 }),
      400,
      'INVALID_REQUEST',
    );
    await admin(sandbox, 'POST', '/sandbox/faults', { path: '/api/v2/get-payment', status: 500 });
    expect(
      (await admin<{ faults: unknown[] }>(sandbox, 'DELETE', '/sandbox/faults')).body.faults,
    ).toEqual([]);
    expectError(await api(sandbox, '/api/v2/get-payment', body), 404, 'PAYMENT_NOT_FOUND');
  });

  it('health answers ok, and the overview page lists the payments', async () => {
    expect((await admin(sandbox, 'GET', '/sandbox/health')).body).toMatchObject({ status: 'ok' });
    const page = await fetch(`${sandbox.url}/sandbox`);
    expect(await page.text()).toContain('seed-captured');
  });
});
