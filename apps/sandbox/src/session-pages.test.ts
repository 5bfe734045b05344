import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './server.js';
import {
  api,
  cardToken,
  createPayment,
  expectError,
  paymentState,
  type CreatedPayment,
} from './test/contract-assert.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, providerLatencyMs: 1 });
});
afterAll(async () => {
  await sandbox.close();
});

const ref = (payment: CreatedPayment) => ({
  payment_id: payment.payment_id,
  secret: payment.secret,
});

/** Submits one of the page's forms as a browser would (no redirect following). */
async function decide(url: string, decision: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
}

async function challenge(payment: CreatedPayment, card = '4000000000003220', extra = {}) {
  const answer = await api<{ redirect_url: string }>(sandbox, '/api/v2/proceed-card', {
    ...ref(payment),
    token: await cardToken(sandbox, card),
    ...extra,
  });
  expect(answer.status).toBe(200);
  return answer.body.redirect_url;
}

function expectStrictHtml(response: Response, html: string) {
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(html).not.toMatch(/<script|\sstyle=|<[^>]*\son[a-z]+=/i);
}

describe('3-D Secure challenge page', () => {
  it('shows an accessible page with Approve and Deny forms', async () => {
    const payment = await createPayment(sandbox, {
      merchant_info: { merchant_name: '<img src=x onerror=alert(1)>' },
    });
    const url = await challenge(payment);
    const response = await fetch(url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expectStrictHtml(response, html);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toMatch(/<button type="submit"[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Deny<\/button>/);
    expect(html).toContain('VISA •••• 3220');
    expect(html).toContain('15,500 JPY');
  });

  it('approve captures the payment and returns to the payment page (303)', async () => {
    const payment = await createPayment(sandbox);
    const url = await challenge(payment);
    const response = await decide(url, 'approve');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${sandbox.url}/${payment.secret}/${payment.payment_id}`,
    );
    const state = await paymentState(sandbox, payment.payment_id);
    expect(state.payment.status).toBe('CAPTURED');
    expect(state.sandbox.charges).toBe(1);
  });

  it('approve with manual capture authorizes, and saves the card when asked', async () => {
    const payment = await createPayment(sandbox, { sandbox_capture: 'manual' });
    await fetch(`${sandbox.url}/sandbox/members`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ access_token: 'member-3ds' }),
    });
    const url = await challenge(payment, '3530111333300020', {
      access_token: 'member-3ds',
      save_card: true,
    });
    await decide(url, 'approve');
    expect((await paymentState(sandbox, payment.payment_id)).payment.status).toBe('AUTHORIZED');
    const cards = await api(sandbox, '/api/v2/list-cards', { access_token: 'member-3ds' });
    expect(cards.body).toEqual({
      cards: [{ card_no: '************0020', card_exp: '3012', card_seq: 0 }],
    });
  });

  it('deny fails the payment and returns to the payment page', async () => {
    const payment = await createPayment(sandbox);
    const response = await decide(await challenge(payment), 'deny');
    expect(response.status).toBe(303);
    const state = await paymentState(sandbox, payment.payment_id);
    expect(state.payment.status).toBe('FAILED');
    expect(state.payment.error_msg).toContain('3-D Secure');
  });

  it('a used or stale challenge changes nothing', async () => {
    const payment = await createPayment(sandbox);
    const first = await challenge(payment);
    const second = await challenge(payment);
    const stale = await decide(first, 'approve');
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('no longer valid');
    expect((await paymentState(sandbox, payment.payment_id)).payment.status).toBe('CREATED');
    expect((await decide(second, 'approve')).status).toBe(303);
    const again = await decide(second, 'deny');
    expect(again.status).toBe(409);
    expect((await paymentState(sandbox, payment.payment_id)).payment.status).toBe('CAPTURED');
  });

  it('answers an unknown challenge and a bad decision with 4xx', async () => {
    expect((await fetch(`${sandbox.url}/sandbox/3ds/ch_nope`)).status).toBe(404);
    const payment = await createPayment(sandbox);
    const url = await challenge(payment);
    expect((await decide(url, 'maybe')).status).toBe(400);
    expect((await paymentState(sandbox, payment.payment_id)).payment.status).toBe('CREATED');
  });
});

describe('wallet page', () => {
  it.each([
    ['/api/v2/proceed-paypay', 'PayPay'],
    ['/api/v2/proceed-wechatpay', 'WeChat Pay'],
    ['/api/v2/proceed-alipay', 'Alipay'],
  ])('%s: the page names %s and the amount', async (path, label) => {
    const payment = await createPayment(sandbox);
    const answer = await api<{ qr_url: string }>(sandbox, path, {
      ...ref(payment),
      platform_type: 'PC',
    });
    const response = await fetch(answer.body.qr_url);
    const html = await response.text();
    expectStrictHtml(response, html);
    expect(html).toContain(`Pay with ${label}`);
    expect(html).toContain('15,500 JPY');
    expect(html).toMatch(/>Approve<\/button>/);
    expect(html).toMatch(/>Decline<\/button>/);
  });

  it('approve on a QR session captures and shows a confirmation (the checkout polls)', async () => {
    const payment = await createPayment(sandbox);
    const answer = await api<{ qr_url: string }>(sandbox, '/api/v2/proceed-paypay', {
      ...ref(payment),
      platform_type: 'PC',
    });
    const response = await decide(answer.body.qr_url, 'approve');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('approved');
    const read = await api<{ status: string; selected_method: string }>(
      sandbox,
      '/api/v2/get-payment',
      ref(payment),
    );
    expect(read.body).toMatchObject({ status: 'CAPTURED', selected_method: 'PAYPAY' });
  });

  it('approve and decline on a redirect session return to the payment page', async () => {
    const approved = await createPayment(sandbox);
    const first = await api<{ redirect_url: string }>(sandbox, '/api/v2/proceed-alipay', {
      ...ref(approved),
      platform_type: 'H5',
    });
    const response = await decide(first.body.redirect_url, 'approve');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${sandbox.url}/${approved.secret}/${approved.payment_id}`,
    );
    expect((await paymentState(sandbox, approved.payment_id)).payment.status).toBe('CAPTURED');

    const declined = await createPayment(sandbox);
    const second = await api<{ redirect_url: string }>(sandbox, '/api/v2/proceed-wechatpay', {
      ...ref(declined),
      platform_type: 'APP',
    });
    expect((await decide(second.body.redirect_url, 'decline')).status).toBe(303);
    const state = await paymentState(sandbox, declined.payment_id);
    expect(state.payment.status).toBe('FAILED');
    expect(state.payment.error_msg).toContain('WeChat Pay');
  });

  it('a newer proceed makes the old session stale', async () => {
    const payment = await createPayment(sandbox);
    const old = await api<{ qr_url: string }>(sandbox, '/api/v2/proceed-paypay', {
      ...ref(payment),
      platform_type: 'PC',
    });
    await api(sandbox, '/api/v2/proceed-alipay', { ...ref(payment), platform_type: 'PC' });
    const response = await decide(old.body.qr_url, 'approve');
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('no longer valid');
    const page = await fetch(old.body.qr_url, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(409);
    expectStrictHtml(page, await page.text());
    const json = (await (await fetch(old.body.qr_url)).json()) as {
      common: { error_code: string };
    };
    expect(json.common.error_code).toBe('PAYMENT_NOT_PAYABLE');
    expect((await paymentState(sandbox, payment.payment_id)).payment.status).toBe('CREATED');
  });

  it('a session cannot be approved after the deadline', async () => {
    let now = Date.now();
    const local = await startSandbox({ port: 0, now: () => new Date(now), providerLatencyMs: 1 });
    try {
      const payment = await createPayment(local, {
        deadline: new Date(now + 60_000).toISOString(),
      });
      const answer = await api<{ qr_url: string }>(local, '/api/v2/proceed-paypay', {
        ...ref(payment),
        platform_type: 'PC',
      });
      now += 61_000;
      const response = await decide(answer.body.qr_url, 'approve');
      expect(response.status).toBe(409);
      expect(await response.text()).toContain('deadline');
      expectError(
        await api(local, '/api/v2/proceed-paypay', { ...ref(payment), platform_type: 'PC' }),
        409,
        'PAYMENT_EXPIRED',
      );
    } finally {
      await local.close();
    }
  });
});

describe('checkout on another origin', () => {
  it('returns to checkoutOrigin and lets the forms redirect there', async () => {
    const local = await startSandbox({
      port: 0,
      providerLatencyMs: 1,
      checkoutOrigin: 'http://localhost:5173',
    });
    try {
      const payment = await createPayment(local);
      expect(payment.url).toBe(`http://localhost:5173/${payment.secret}/${payment.payment_id}`);
      const answer = await api<{ redirect_url: string }>(local, '/api/v2/proceed-paypay', {
        ...ref(payment),
        platform_type: 'H5',
      });
      const page = await fetch(answer.body.redirect_url, { headers: { Accept: 'text/html' } });
      expect(page.headers.get('content-security-policy')).toContain(
        "form-action 'self' http://localhost:5173",
      );
      const response = await decide(answer.body.redirect_url, 'approve');
      expect(response.headers.get('location')).toBe(payment.url);
    } finally {
      await local.close();
    }
  });
});
