import { describe, expect, it } from 'vitest';
import { FILTERED, isSensitiveKey, scrubDeep, scrubEvent, scrubString } from './scrub-event.ts';

const SECRET = 'Zq8sV3kPp0aXc2';
const TOKEN = 'member-tok-9f3a77';
const options = { knownSecrets: [SECRET, TOKEN] };

/** Every digit run of 12 or more digits, separators allowed, in the JSON of a value. */
function cardLikeRuns(value: unknown): string[] {
  // Sentry's own hex ids (kept on purpose) may hold long digit runs.
  const json = JSON.stringify(value, (key, item: unknown) =>
    /^(event|trace|span)_id$/.test(key) ? undefined : item,
  );
  return json.match(/\d(?:[ -]?\d){11,}/g) ?? [];
}

function expectClean(value: unknown): void {
  const json = JSON.stringify(value);
  expect(cardLikeRuns(value)).toEqual([]);
  expect(json).not.toContain(SECRET);
  expect(json).not.toContain(TOKEN);
  expect(json).not.toMatch(/"(?:cvc|cvv|securityCode|card_cvv|cardCvc)":"?\d/i);
}

describe('scrubString', () => {
  it.each([
    ['4111111111111111', FILTERED],
    ['card 4111 1111 1111 1111 refused', `card ${FILTERED} refused`],
    ['card 4111-1111-1111-1111.', `card ${FILTERED}.`],
    ['amex 378282246310005', `amex ${FILTERED}`],
    ['19 digits 6011111111111111117', `19 digits ${FILTERED}`],
    ['12 digits 123456789012', `12 digits ${FILTERED}`],
  ])('removes card-number-like digit runs: %s', (input, output) => {
    expect(scrubString(input)).toBe(output);
  });

  it('keeps short numbers, amounts, dates and times', () => {
    const text = 'Pay 15,500 JPY by 2026-11-22 10:30 (order 12345, status 402, 1763795000.123)';
    expect(scrubString(text)).toBe(text);
  });

  it('removes the secret of payment URLs and paths, keeping the rest of the URL', () => {
    expect(scrubString('https://pay.example.jp/abcSECRET/pay_1?lang=ja#card')).toBe(
      'https://pay.example.jp/:secret/pay_1?lang=ja#card',
    );
    expect(scrubString('navigated to /abcSECRET/pay_1')).toBe('navigated to /:secret/pay_1');
    expect(scrubString('"/abcSECRET/pay_1"')).toBe('"/:secret/pay_1"');
    expect(scrubString('/abcSECRET/pay_1')).toBe('/:secret/pay_1');
  });

  it("keeps the app's other paths and asset URLs", () => {
    for (const text of [
      'http://127.0.0.1:4173/assets/index-Dk3j.js',
      '/api/v2/get-payment',
      '/sandbox/token.js',
      '/account',
      '/faq',
      'http://127.0.0.1:4173/',
    ]) {
      expect(scrubString(text)).toBe(text);
    }
  });

  it('removes access_token, secret and CVC pairs in query strings, JSON and free text', () => {
    expect(scrubString('/account?access_token=abc.def-123&lang=ja')).toBe(
      `/account?access_token=${FILTERED}&lang=ja`,
    );
    expect(scrubString('{"secret":"s3cr3t","cvc":"123","card_cvv":"9876","amount":1}')).toBe(
      `{"secret":"${FILTERED}","cvc":"${FILTERED}","card_cvv":"${FILTERED}","amount":1}`,
    );
    expect(scrubString('securityCode: 123, cardCvc=456')).toBe(
      `securityCode: ${FILTERED}, cardCvc=${FILTERED}`,
    );
  });

  it('removes known secrets anywhere, also percent-encoded', () => {
    expect(scrubString(`token ${TOKEN} for ${SECRET}`, options)).toBe(
      `token ${FILTERED} for ${FILTERED}`,
    );
    expect(scrubString(`q=${encodeURIComponent('a b/c+d')}`, { knownSecrets: ['a b/c+d'] })).toBe(
      `q=${FILTERED}`,
    );
  });

  it('ignores known secrets too short to be meaningful', () => {
    expect(scrubString('a b c', { knownSecrets: ['', 'a', 'b c'] })).toBe('a b c');
  });
});

describe('isSensitiveKey', () => {
  it.each([
    'cvc',
    'CVV',
    'securityCode',
    'security_code',
    'card_cvv',
    'cardCvc',
    'secret',
    'access_token',
    'accessToken',
    'Authorization',
    'cookie',
  ])('%s is sensitive', (key) => expect(isSensitiveKey(key)).toBe(true));
  it.each(['amount', 'status_code', 'url', 'method', 'payment_id', 'transaction'])(
    '%s is not',
    (key) => expect(isSensitiveKey(key)).toBe(false),
  );
});

describe('scrubEvent against hostile events', () => {
  const pageUrl = `https://pay.example.jp/${SECRET}/pay_77?access_token=${TOKEN}&lang=en#x`;

  function hostileEvent() {
    const extra: Record<string, unknown> = {
      pan: 4111111111111111,
      amount: 15500,
      nested: { deeper: [{ card: '5555 5555 5555 4444', cvc: 123 }, ['4000-0000-0000-0002']] },
      formValues: { cardNumber: '4111111111111111', cardCvc: '123', securitycode: '999' },
    };
    extra.self = extra;
    return {
      event_id: '0123456789abcdef0123456789abcdef',
      timestamp: 1763795000.123,
      message: `Payment 4111111111111111 failed at ${pageUrl}`,
      transaction: `/${SECRET}/pay_77`,
      exception: {
        values: [
          {
            type: 'Error',
            value: `Bad card 4111 1111 1111 1111 cvc=123 secret ${SECRET} token ${TOKEN}`,
            stacktrace: {
              frames: [
                {
                  abs_path: `https://pay.example.jp/${SECRET}/pay_77?access_token=${TOKEN}`,
                  filename: 'https://pay.example.jp/assets/index-abc.js',
                  function: 'submit',
                  lineno: 1,
                  colno: 12345,
                  vars: { card_cvv: '123', number: '4111111111111111' },
                },
              ],
            },
          },
        ],
      },
      request: {
        url: pageUrl,
        query_string: `access_token=${TOKEN}&lang=en`,
        headers: { Referer: pageUrl, 'User-Agent': 'Mozilla/5.0' },
        data: { card: { number: '4111111111111111', cvc: '123' }, secret: SECRET },
      },
      breadcrumbs: [
        {
          category: 'fetch',
          type: 'http',
          data: {
            method: 'POST',
            url: '/api/v2/proceed-card',
            status_code: 402,
            request_body: `{"token":"tok","access_token":"${TOKEN}","card_cvv":"123"}`,
          },
        },
        {
          category: 'xhr',
          data: { method: 'GET', url: `${pageUrl}`, status_code: 200 },
        },
        {
          category: 'navigation',
          data: { from: `/${SECRET}/pay_77?access_token=${TOKEN}`, to: `/${SECRET}/pay_77/` },
        },
        { category: 'console', message: `typed 4111111111111111 and ${SECRET}` },
        { category: 'ui.input', message: 'input#card-number', data: { value: 4242424242424242 } },
      ],
      tags: { url: pageUrl, secret: SECRET, route: '/:secret/:paymentId' },
      contexts: {
        trace: { trace_id: '12345678901234567890123456789012', span_id: '1234567890123456' },
        payment: { accessToken: TOKEN, id: 'pay_77', card: [4111111111111111] },
      },
      extra,
    };
  }

  it('leaves no card number, CVC, secret or access token anywhere', () => {
    const scrubbed = scrubEvent(hostileEvent(), options);
    expect(scrubbed).not.toBeNull();
    const { self: _self, ...acyclicExtra } = scrubbed!.extra;
    expectClean({ ...scrubbed, extra: acyclicExtra });
  });

  it('keeps what is needed to read the report', () => {
    const scrubbed = scrubEvent(hostileEvent(), options)!;
    expect(scrubbed.event_id).toBe('0123456789abcdef0123456789abcdef');
    expect(scrubbed.timestamp).toBe(1763795000.123);
    expect(scrubbed.contexts.trace).toEqual({
      trace_id: '12345678901234567890123456789012',
      span_id: '1234567890123456',
    });
    expect(scrubbed.extra.amount).toBe(15500);
    expect(scrubbed.extra.pan).toBe(FILTERED);
    expect(scrubbed.request.url).toBe(
      `https://pay.example.jp/:secret/pay_77?access_token=${FILTERED}&lang=en#x`,
    );
    expect(scrubbed.exception.values[0]!.stacktrace.frames[0]).toMatchObject({
      abs_path: `https://pay.example.jp/:secret/pay_77?access_token=${FILTERED}`,
      filename: 'https://pay.example.jp/assets/index-abc.js',
      function: 'submit',
      colno: 12345,
      vars: { card_cvv: FILTERED, number: FILTERED },
    });
    expect(scrubbed.breadcrumbs[0]!.data).toMatchObject({
      method: 'POST',
      url: '/api/v2/proceed-card',
      status_code: 402,
    });
    expect(scrubbed.breadcrumbs[2]!.data).toEqual({
      from: `/:secret/pay_77?access_token=${FILTERED}`,
      to: '/:secret/pay_77/',
    });
    expect(scrubbed.tags).toEqual({
      url: `https://pay.example.jp/:secret/pay_77?access_token=${FILTERED}&lang=en#x`,
      secret: FILTERED,
      route: '/:secret/:paymentId',
    });
    expect(scrubbed.contexts.payment).toEqual({
      accessToken: FILTERED,
      id: 'pay_77',
      card: [FILTERED],
    });
  });

  it("keeps the dynamic sampling context's figures, and nothing else that looks like them", () => {
    const metadata = {
      sdkProcessingMetadata: {
        dynamicSamplingContext: {
          sample_rand: '0.8286147972820451',
          sample_rate: '0.1',
          transaction: `/${SECRET}/pay_77`,
        },
      },
      extra: { sample_rand: '4111111111111111', other: '0.8286147972820451' },
    };
    expect(scrubDeep(metadata, options)).toEqual({
      sdkProcessingMetadata: {
        dynamicSamplingContext: {
          sample_rand: '0.8286147972820451',
          sample_rate: '0.1',
          transaction: '/:secret/pay_77',
        },
      },
      extra: { sample_rand: FILTERED, other: `0.${FILTERED}` },
    });
  });

  it('keeps cycles as cycles of the copy and does not change the original', () => {
    const event = hostileEvent();
    const scrubbed = scrubEvent(event, options)!;
    expect(scrubbed.extra.self).toBe(scrubbed.extra);
    expect(event.extra.pan).toBe(4111111111111111);
    expect(event.message).toContain('4111111111111111');
  });

  it('scrubs keys as well as values', () => {
    expect(scrubDeep({ ['4111111111111111']: 1, [`/${SECRET}/p`]: 2 }, options)).toEqual({
      [FILTERED]: 1,
      [`/:secret/p`]: 2,
    });
  });

  it('never throws: throwing getters, proxies, functions, symbols, bigints and deep nesting', () => {
    const hostile = {
      get boom(): never {
        throw new Error('4111111111111111');
      },
      proxy: new Proxy(
        {},
        {
          ownKeys() {
            throw new Error('no keys');
          },
        },
      ),
      fn: () => 1,
      sym: Symbol('x'),
      big: 4111111111111111111n,
      error: new Error(`card 4111111111111111 at /${SECRET}/pay_1`),
      date: new Date(0),
      deep: {} as Record<string, unknown>,
    };
    let cursor = hostile.deep;
    for (let level = 0; level < 200; level += 1) {
      cursor.next = { card: '4111111111111111' };
      cursor = cursor.next as Record<string, unknown>;
    }
    const scrubbed = scrubDeep(hostile, options) as Record<string, unknown>;
    expect(scrubbed.boom).toBe(FILTERED);
    expect(scrubbed.proxy).toBe(FILTERED);
    expect('fn' in scrubbed).toBe(false);
    expect('sym' in scrubbed).toBe(false);
    expect(scrubbed.big).toBe(FILTERED);
    expect(scrubbed.error).toMatchObject({ message: `card ${FILTERED} at /:secret/pay_1` });
    expect(scrubbed.date).toEqual(new Date(0));
    expect(cardLikeRuns(scrubbed)).toEqual([]);
  });

  it('handles null, undefined, primitives and empty events', () => {
    expect(scrubDeep(null)).toBeNull();
    expect(scrubDeep(undefined)).toBeUndefined();
    expect(scrubDeep(42)).toBe(42);
    expect(scrubDeep(Number.NaN)).toBeNaN();
    expect(scrubDeep(true)).toBe(true);
    expect(scrubEvent({})).toEqual({});
  });

  it('treats numbers by their integer digits (floats of timings are kept)', () => {
    expect(
      scrubDeep({ a: 123.40000000000146, b: 1e21, c: -4111111111111111, d: 12345678901 }),
    ).toEqual({
      a: 123.40000000000146,
      b: FILTERED,
      c: FILTERED,
      d: 12345678901,
    });
  });
});
