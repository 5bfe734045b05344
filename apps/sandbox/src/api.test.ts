import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './server.js';
import {
  admin,
  api,
  cardToken,
  createPayment,
  expectError,
  paymentState,
  type CreatedPayment,
} from './test/contract-assert.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, providerLatencyMs: 30, slowCardDelayMs: 300 });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await admin(sandbox, 'POST', '/sandbox/reset');
});

function seedSecret(id: string): string {
  const secret = sandbox.store.payments.get(id)?.secret;
  if (secret === undefined) throw new Error(`no seed ${id}`);
  return secret;
}

const ref = (payment: CreatedPayment) => ({
  payment_id: payment.payment_id,
  secret: payment.secret,
});

interface WirePayment {
  id: string;
  status: string;
  available_cards: { card_no: string; card_exp: string; card_seq: number }[];
  transaction_logs: { status: string; charge?: number; message?: string }[];
  error_msg?: string;
  selected_method?: string;
}

describe('get-payment', () => {
  it('answers every seeded payment, in the contract shape', async () => {
    for (const id of [
      'seed-created',
      'seed-authorized',
      'seed-captured',
      'seed-refunded',
      'seed-canceled',
      'seed-failed',
      'seed-internal-error',
      'seed-status-unknown',
      'seed-expired',
      'seed-card',
      'seed-paypay',
      'seed-wechatpay',
      'seed-alipay',
      'seed-large',
    ]) {
      const answer = await api<WirePayment>(sandbox, '/api/v2/get-payment', {
        payment_id: id,
        secret: seedSecret(id),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe(id);
      expect(answer.body.available_cards).toEqual([]);
    }
  });

  it('lists the member cards with an access token, masked, expiry as YYMM', async () => {
    const answer = await api<WirePayment>(sandbox, '/api/v2/get-payment', {
      payment_id: 'seed-created',
      secret: seedSecret('seed-created'),
      access_token: 'member-demo',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.available_cards).toHaveLength(2);
    expect(answer.body.available_cards[0]?.card_no).toBe('************1111');
    expect(answer.body.available_cards[0]?.card_exp).toMatch(/^[0-9]{2}(0[1-9]|1[0-2])$/);
  });

  it('gives an unknown or empty access token no cards instead of an error', async () => {
    for (const access_token of ['nobody', '']) {
      const answer = await api<WirePayment>(sandbox, '/api/v2/get-payment', {
        payment_id: 'seed-created',
        secret: seedSecret('seed-created'),
        access_token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.available_cards).toEqual([]);
    }
  });

  it('answers 404 PAYMENT_NOT_FOUND for an unknown id or a wrong secret', async () => {
    expectError(
      await api(sandbox, '/api/v2/get-payment', { payment_id: 'nope', secret: 'x' }),
      404,
      'PAYMENT_NOT_FOUND',
    );
    expectError(
      await api(sandbox, '/api/v2/get-payment', {
        payment_id: 'seed-created',
        secret: `${seedSecret('seed-created')}x`,
      }),
      404,
      'PAYMENT_NOT_FOUND',
    );
  });
});

describe('saved cards', () => {
  it('lists and deletes cards; an unknown card_seq is 404 CARD_NOT_FOUND', async () => {
    const list = await api<{ cards: { card_seq: number }[] }>(sandbox, '/api/v2/list-cards', {
      access_token: 'member-demo',
    });
    expect(list.status).toBe(200);
    expect(list.body.cards.map((card) => card.card_seq)).toEqual([0, 1]);
    const deleted = await api(sandbox, '/api/v2/delete-card', {
      access_token: 'member-demo',
      card_seq: 0,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({});
    const after = await api<{ cards: { card_seq: number }[] }>(sandbox, '/api/v2/list-cards', {
      access_token: 'member-demo',
    });
    expect(after.body.cards.map((card) => card.card_seq)).toEqual([1]);
    expectError(
      await api(sandbox, '/api/v2/delete-card', { access_token: 'member-demo', card_seq: 0 }),
      404,
      'CARD_NOT_FOUND',
    );
  });

  it('answers 401 UNAUTHORIZED for an unknown access token', async () => {
    expectError(
      await api(sandbox, '/api/v2/list-cards', { access_token: 'x' }),
      401,
      'UNAUTHORIZED',
    );
    expectError(
      await api(sandbox, '/api/v2/delete-card', { access_token: 'x', card_seq: 0 }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('an empty member has an empty list', async () => {
    const list = await api(sandbox, '/api/v2/list-cards', { access_token: 'member-empty' });
    expect(list.body).toEqual({ cards: [] });
  });
});

describe('proceed-card', () => {
  it('captures a successful card and logs the charge', async () => {
    const payment = await createPayment(sandbox);
    const token = await cardToken(sandbox, '4111111111111111');
    const answer = await api(sandbox, '/api/v2/proceed-card', { ...ref(payment), token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
    const state = await paymentState(sandbox, payment.payment_id);
    expect(state.payment.status).toBe('CAPTURED');
    expect(state.payment.selected_method).toBe('CARD');
    expect(state.sandbox.charges).toBe(1);
    const last = state.payment.transaction_logs.at(-1);
    expect(last).toMatchObject({ status: 'CAPTURED', charge: 15500 });
    expect(last?.message).toContain('VISA ****1111');
  });

  it('authorizes only with manual capture', async () => {
    const payment = await createPayment(sandbox, { sandbox_capture: 'manual' });
    const token = await cardToken(sandbox, '5555555555554444');
    await api(sandbox, '/api/v2/proceed-card', { ...ref(payment), token });
    expect((await paymentState(sandbox, payment.payment_id)).payment.status).toBe('AUTHORIZED');
  });

  it.each([
    ['4000000000000002', 'FAILED', '42G120000'],
    ['4000000000009995', 'FAILED', '42G020000'],
    ['4000000000000119', 'INTERNAL_ERROR', 'E92000001'],
  ])('card %s ends %s with error_msg %s', async (number, status, code) => {
    const payment = await createPayment(sandbox);
    const token = await cardToken(sandbox, number);
    const answer = await api(sandbox, '/api/v2/proceed-card', { ...ref(payment), token });
    expect(answer.status).toBe(200);
    const read = await api<WirePayment>(sandbox, '/api/v2/get-payment', ref(payment));
    expect(read.body.status).toBe(status);
    expect(read.body.error_msg).toContain(code);
  });

  it('lets a FAILED payment be tried again before its deadline (FAILED → CREATED → CAPTURED)', async () => {
    const payment = await createPayment(sandbox);
    await api(sandbox, '/api/v2/proceed-card', {
      ...ref(payment),
      token: await cardToken(sandbox, '4000000000000002'),
    });
    const retry = await api(sandbox, '/api/v2/proceed-card', {
      ...ref(payment),
      token: await cardToken(sandbox, '4111111111111111'),
    });
    expect(retry.status).toBe(200);
    const read = await api<WirePayment>(sandbox, '/api/v2/get-payment', ref(payment));
    expect(read.body.status).toBe('CAPTURED');
    expect(read.body.error_msg).toBe('');
    expect(read.body.transaction_logs.map((log) => log.status)).toEqual([
      'CREATED',
      'FAILED',
      'CREATED',
      'CAPTURED',
    ]);
  });

  it('answers a 3-D Secure card with a redirect_url to the challenge page', async () => {
    const payment = await createPayment(sandbox);
    const token = await cardToken(sandbox, '4000000000003220');
    const answer = await api<{ redirect_url: string }>(sandbox, '/api/v2/proceed-card', {
      ...ref(payment),
      token,
    });
    expect(answer.body.redirect_url).toMatch(new RegExp(`^${sandbox.url}/sandbox/3ds/ch_`));
    expect((await paymentState(sandbox, payment.payment_id)).payment.status).toBe('CREATED');
  });

  it('takes its time with the slow card, then succeeds', async () => {
    const payment = await createPayment(sandbox);
    const token = await cardToken(sandbox, '4000000000000077');
    const started = Date.now();
    await api(sandbox, '/api/v2/proceed-card', { ...ref(payment), token });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect((await paymentState(sandbox, payment.payment_id)).payment.status).toBe('CAPTURED');
  });

  it('refuses unknown, used and other-shop tokens with 422 INVALID_TOKEN', async () => {
    const payment = await createPayment(sandbox);
    expectError(
      await api(sandbox, '/api/v2/proceed-card', { ...ref(payment), token: 'nope' }),
      422,
      'INVALID_TOKEN',
    );
    const other = await createPayment(sandbox, { gmo_shop_id: 'tshop00099999' });
    const token = await cardToken(sandbox, '4111111111111111');
    expectError(
      await api(sandbox, '/api/v2/proceed-card', { ...ref(other), token }),
      422,
      'INVALID_TOKEN',
    );
    await api(sandbox, '/api/v2/proceed-card', {
      ...ref(payment),
      token: await cardToken(sandbox, '4000000000000002'),
    });
    const used = await cardToken(sandbox, '4111111111111111');
    await api(sandbox, '/api/v2/proceed-card', { ...ref(payment), token: used });
    const again = await createPayment(sandbox);
    expectError(
      await api(sandbox, '/api/v2/proceed-card', { ...ref(again), token: used }),
      422,
      'INVALID_TOKEN',
    );
  });

  it('refuses a token after 30 minutes', async () => {
    let now = Date.now();
    const local = await startSandbox({ port: 0, now: () => new Date(now), providerLatencyMs: 1 });
    try {
      const payment = await createPayment(local);
      const token = await cardToken(local, '4111111111111111');
      now += 30 * 60 * 1000 + 1;
      expectError(
        await api(local, '/api/v2/proceed-card', { ...ref(payment), token }),
        422,
        'INVALID_TOKEN',
      );
    } finally {
      await local.close();
    }
  });

  it('refuses a method or card network the payment does not accept (409 METHOD_NOT_ACCEPTED)', async () => {
    const walletOnly = await createPayment(sandbox, { pay_methods: ['PAYPAY'] });
    expectError(
      await api(sandbox, '/api/v2/proceed-card', {
        ...ref(walletOnly),
        token: await cardToken(sandbox, '4111111111111111'),
      }),
      409,
      'METHOD_NOT_ACCEPTED',
    );
    const visaOnly = await createPayment(sandbox, { card_networks: ['VISA'] });
    expectError(
      await api(sandbox, '/api/v2/proceed-card', {
        ...ref(visaOnly),
        token: await cardToken(sandbox, '378282246310005'),
      }),
      409,
      'METHOD_NOT_ACCEPTED',
    );
    expect((await paymentState(sandbox, visaOnly.payment_id)).sandbox.charges).toBe(0);
  });

  it('saves the card for the member with save_card', async () => {
    const payment = await createPayment(sandbox);
    const token = await cardToken(sandbox, '3530111333300000', { expire: '3104' });
    await api(sandbox, '/api/v2/proceed-card', {
      ...ref(payment),
      token,
      access_token: 'member-empty',
      save_card: true,
    });
    const list = await api(sandbox, '/api/v2/list-cards', { access_token: 'member-empty' });
    expect(list.body).toEqual({
      cards: [{ card_no: '************0000', card_exp: '3104', card_seq: 0 }],
    });
  });

  it('refuses save_card at five cards with 409 CARD_LIMIT_REACHED before charging', async () => {
    const payment = await createPayment(sandbox);
    const token = await cardToken(sandbox, '4111111111111111');
    expectError(
      await api(sandbox, '/api/v2/proceed-card', {
        ...ref(payment),
        token,
        access_token: 'member-full',
        save_card: true,
      }),
      409,
      'CARD_LIMIT_REACHED',
    );
    const state = await paymentState(sandbox, payment.payment_id);
    expect(state.payment.status).toBe('CREATED');
    expect(state.sandbox.charges).toBe(0);
    // The token was not spent: paying without saving still works.
    const paid = await api(sandbox, '/api/v2/proceed-card', { ...ref(payment), token });
    expect(paid.status).toBe(200);
  });

  it('refuses save_card without a known access token (401)', async () => {
    const payment = await createPayment(sandbox);
    const token = await cardToken(sandbox, '4111111111111111');
    expectError(
      await api(sandbox, '/api/v2/proceed-card', { ...ref(payment), token, save_card: true }),
      401,
      'UNAUTHORIZED',
    );
    expectError(
      await api(sandbox, '/api/v2/proceed-card', {
        ...ref(payment),
        token,
        save_card: true,
        access_token: 'stranger',
      }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('proceed refusals', () => {
  it.each([
    'seed-authorized',
    'seed-captured',
    'seed-refunded',
    'seed-canceled',
    'seed-internal-error',
    'seed-status-unknown',
  ])('refuses %s with 409 PAYMENT_NOT_PAYABLE', async (id) => {
    const secret = seedSecret(id);
    expectError(
      await api(sandbox, '/api/v2/proceed-card', {
        payment_id: id,
        secret,
        token: await cardToken(sandbox, '4111111111111111'),
      }),
      409,
      'PAYMENT_NOT_PAYABLE',
    );
    expectError(
      await api(sandbox, '/api/v2/proceed-paypay', { payment_id: id, secret, platform_type: 'PC' }),
      409,
      'PAYMENT_NOT_PAYABLE',
    );
  });

  it('refuses a payment past its deadline with 409 PAYMENT_EXPIRED', async () => {
    const secret = seedSecret('seed-expired');
    expectError(
      await api(sandbox, '/api/v2/proceed-card', {
        payment_id: 'seed-expired',
        secret,
        token: await cardToken(sandbox, '4111111111111111'),
      }),
      409,
      'PAYMENT_EXPIRED',
    );
    expectError(
      await api(sandbox, '/api/v2/proceed-member', {
        payment_id: 'seed-expired',
        secret,
        access_token: 'member-demo',
        card_seq: 0,
        card_cvv: '123',
      }),
      409,
      'PAYMENT_EXPIRED',
    );
    expectError(
      await api(sandbox, '/api/v2/proceed-alipay', {
        payment_id: 'seed-expired',
        secret,
        platform_type: 'H5',
      }),
      409,
      'PAYMENT_EXPIRED',
    );
  });

  it('refuses exactly at the deadline, and a FAILED payment after it', async () => {
    const now = new Date('2026-12-01T00:00:00Z');
    const local = await startSandbox({ port: 0, now: () => now, providerLatencyMs: 1 });
    try {
      const atDeadline = await createPayment(local, { deadline: now.toISOString() });
      expectError(
        await api(local, '/api/v2/proceed-paypay', { ...ref(atDeadline), platform_type: 'PC' }),
        409,
        'PAYMENT_EXPIRED',
      );
      const failed = await createPayment(local, {
        status: 'FAILED',
        deadline: '2026-11-30T23:59:59Z',
      });
      expectError(
        await api(local, '/api/v2/proceed-paypay', { ...ref(failed), platform_type: 'PC' }),
        409,
        'PAYMENT_EXPIRED',
      );
    } finally {
      await local.close();
    }
  });

  it('answers 404 for an unknown payment on every proceed call', async () => {
    const unknown = { payment_id: 'nope', secret: 'nope' };
    expectError(
      await api(sandbox, '/api/v2/proceed-card', { ...unknown, token: 't' }),
      404,
      'PAYMENT_NOT_FOUND',
    );
    expectError(
      await api(sandbox, '/api/v2/proceed-member', {
        ...unknown,
        access_token: 'member-demo',
        card_seq: 0,
        card_cvv: '123',
      }),
      404,
      'PAYMENT_NOT_FOUND',
    );
    for (const path of [
      '/api/v2/proceed-paypay',
      '/api/v2/proceed-wechatpay',
      '/api/v2/proceed-alipay',
    ]) {
      expectError(
        await api(sandbox, path, { ...unknown, platform_type: 'APP' }),
        404,
        'PAYMENT_NOT_FOUND',
      );
    }
  });
});

describe('concurrency', () => {
  it('charges at most once for two concurrent proceed-card calls', async () => {
    const payment = await createPayment(sandbox);
    const [first, second] = await Promise.all([
      cardToken(sandbox, '4111111111111111'),
      cardToken(sandbox, '5555555555554444'),
    ]);
    const answers = await Promise.all([
      api(sandbox, '/api/v2/proceed-card', { ...ref(payment), token: first }),
      api(sandbox, '/api/v2/proceed-card', { ...ref(payment), token: second }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused).toBeDefined();
    if (refused !== undefined) expectError(refused, 409, 'PAYMENT_NOT_PAYABLE');
    const state = await paymentState(sandbox, payment.payment_id);
    expect(state.sandbox.charges).toBe(1);
    expect(state.payment.transaction_logs.filter((log) => log.status === 'CAPTURED')).toHaveLength(
      1,
    );
  });

  it('charges at most once for ten concurrent calls of mixed methods', async () => {
    const payment = await createPayment(sandbox);
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () => cardToken(sandbox, '4111111111111111')),
    );
    const answers = await Promise.all([
      ...tokens.map((token) => api(sandbox, '/api/v2/proceed-card', { ...ref(payment), token })),
      ...Array.from({ length: 5 }, () =>
        api(sandbox, '/api/v2/proceed-member', {
          ...ref(payment),
          access_token: 'member-demo',
          card_seq: 0,
          card_cvv: '123',
        }),
      ),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await paymentState(sandbox, payment.payment_id)).sandbox.charges).toBe(1);
  });
});

describe('proceed-member', () => {
  it('pays with a saved card and its CVC', async () => {
    const payment = await createPayment(sandbox);
    const answer = await api(sandbox, '/api/v2/proceed-member', {
      ...ref(payment),
      access_token: 'member-demo',
      card_seq: 0,
      card_cvv: '123',
    });
    expect(answer.status).toBe(200);
    expect((await paymentState(sandbox, payment.payment_id)).payment.status).toBe('CAPTURED');
  });

  it("refuses CVC '000' and a CVC of the wrong length with 422 INVALID_CARD_CVV", async () => {
    const payment = await createPayment(sandbox);
    for (const card_cvv of ['000', '1234']) {
      expectError(
        await api(sandbox, '/api/v2/proceed-member', {
          ...ref(payment),
          access_token: 'member-demo',
          card_seq: 0,
          card_cvv,
        }),
        422,
        'INVALID_CARD_CVV',
      );
    }
    expect((await paymentState(sandbox, payment.payment_id)).sandbox.charges).toBe(0);
  });

  it('declines an expired saved card (FAILED)', async () => {
    const payment = await createPayment(sandbox);
    const answer = await api(sandbox, '/api/v2/proceed-member', {
      ...ref(payment),
      access_token: 'member-demo',
      card_seq: 1,
      card_cvv: '123',
    });
    expect(answer.status).toBe(200);
    const state = await paymentState(sandbox, payment.payment_id);
    expect(state.payment.status).toBe('FAILED');
    expect(state.payment.error_msg).toContain('expired');
  });

  it('answers 401 for an unknown member and 404 CARD_NOT_FOUND for an unknown card', async () => {
    const payment = await createPayment(sandbox);
    expectError(
      await api(sandbox, '/api/v2/proceed-member', {
        ...ref(payment),
        access_token: 'stranger',
        card_seq: 0,
        card_cvv: '123',
      }),
      401,
      'UNAUTHORIZED',
    );
    expectError(
      await api(sandbox, '/api/v2/proceed-member', {
        ...ref(payment),
        access_token: 'member-demo',
        card_seq: 99,
        card_cvv: '123',
      }),
      404,
      'CARD_NOT_FOUND',
    );
  });
});

describe('wallets', () => {
  it.each([
    ['/api/v2/proceed-paypay', 'PAYPAY'],
    ['/api/v2/proceed-wechatpay', 'WECHATPAY'],
    ['/api/v2/proceed-alipay', 'ALIPAY'],
  ])(
    '%s: PC gets a qr_url, H5 and APP a redirect_url; the payment stays CREATED',
    async (path, method) => {
      const payment = await createPayment(sandbox);
      const pc = await api<Record<string, string>>(sandbox, path, {
        ...ref(payment),
        platform_type: 'PC',
      });
      expect(Object.keys(pc.body)).toEqual(['qr_url']);
      expect(pc.body.qr_url).toMatch(new RegExp(`^${sandbox.url}/sandbox/wallet/ws_`));
      for (const platform_type of ['H5', 'APP', 'OTHER']) {
        const mobile = await api<Record<string, string>>(sandbox, path, {
          ...ref(payment),
          platform_type,
        });
        expect(Object.keys(mobile.body)).toEqual(['redirect_url']);
      }
      const state = await paymentState(sandbox, payment.payment_id);
      expect(state.payment.status).toBe('CREATED');
      expect(state.payment.selected_method).toBe(method);
    },
  );

  it('refuses a wallet the payment does not accept', async () => {
    const secret = seedSecret('seed-card');
    expectError(
      await api(sandbox, '/api/v2/proceed-wechatpay', {
        payment_id: 'seed-card',
        secret,
        platform_type: 'PC',
      }),
      409,
      'METHOD_NOT_ACCEPTED',
    );
  });
});
