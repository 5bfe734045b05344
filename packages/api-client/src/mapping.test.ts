import { describe, expect, it } from 'vitest';
import {
  ShapeError,
  deleteCardRequest,
  getPaymentRequest,
  listCardsRequest,
  proceedCardRequest,
  proceedMemberRequest,
  proceedWalletRequest,
  toDeleted,
  toErrorInfo,
  toPayment,
  toProceedResult,
  toSavedCards,
} from './mapping.js';
import { wirePayment } from './test/wire.js';

const shapeError = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ShapeError) return error.message;
    throw error;
  }
  throw new Error('expected a ShapeError');
};

describe('toPayment', () => {
  it('maps every wire field to its camelCase name and parses dates', () => {
    expect(toPayment(wirePayment())).toEqual({
      id: 'pay_01HZX4Q8',
      status: 'CREATED',
      gmoShopId: 'tshop00012345',
      selectedMethod: 'PAY_METHOD_UNSPECIFIED',
      productInfos: [
        {
          productId: 'tour-kyoto-01',
          productTitle: 'Kyoto tea ceremony experience',
          productThumbnailUrl: 'https://cdn.example.jp/kyoto-tea.jpg',
          items: [
            { name: 'Adult', price: 6000, quantity: 2, total: 12000 },
            { name: 'Child', price: 3500, quantity: 1, total: 3500 },
          ],
        },
      ],
      merchantInfo: {
        merchantName: 'Kyoto Experiences Co.',
        logoUrl: 'https://cdn.example.jp/logo.png',
      },
      total: 15500,
      payMethods: ['CARD', 'PAYPAY', 'WECHATPAY', 'ALIPAY'],
      cardNetworks: ['VISA', 'MASTERCARD', 'JCB', 'AMEX', 'DINERS'],
      email: 'shopper@example.com',
      note: 'Meet at the east gate.',
      returnUrl: 'https://shop.example.jp/orders/1001',
      errorMsg: undefined,
      transactionLogs: [
        {
          timestamp: new Date('2026-11-20T01:00:00Z'),
          status: 'CREATED',
          message: 'Payment created',
          charge: 0,
        },
      ],
      availableCards: [{ cardNo: '************1111', cardExp: '2812', cardSeq: 0 }],
      createdAt: new Date('2026-11-20T01:00:00Z'),
      deadline: new Date('2026-11-27T14:59:59Z'),
    });
  });

  it('parses dates as instants, honouring the offset and fractions', () => {
    const payment = toPayment(
      wirePayment({
        created_at: '2026-01-02T03:04:05.678Z',
        deadline: '2026-01-02t12:04:05+09:00',
      }),
    );
    expect(payment.createdAt).toBeInstanceOf(Date);
    expect(payment.createdAt.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(payment.deadline.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('makes optional strings undefined when absent, null or empty', () => {
    const wire: Record<string, unknown> = { ...wirePayment(), email: '', note: null };
    delete wire.gmo_shop_id;
    delete wire.return_url;
    wire.merchant_info = { merchant_name: 'M' };
    wire.product_infos = [{ product_id: 'p', product_title: 't', items: [] }];
    wire.transaction_logs = [{ timestamp: '2026-11-20T10:00:00+09:00', status: 'CREATED' }];
    const payment = toPayment(wire);
    expect(payment.gmoShopId).toBeUndefined();
    expect(payment.email).toBeUndefined();
    expect(payment.note).toBeUndefined();
    expect(payment.returnUrl).toBeUndefined();
    expect(payment.errorMsg).toBeUndefined();
    expect(payment.merchantInfo.logoUrl).toBeUndefined();
    expect(payment.productInfos[0]?.productThumbnailUrl).toBeUndefined();
    expect(payment.transactionLogs[0]?.message).toBeUndefined();
    expect(payment.transactionLogs[0]?.charge).toBeUndefined();
  });

  it('keeps a present error message', () => {
    expect(toPayment(wirePayment({ error_msg: 'Card declined' })).errorMsg).toBe('Card declined');
  });

  it('reads values a newer service may add without failing', () => {
    const payment = toPayment({
      ...wirePayment(),
      status: 'PARTIALLY_REFUNDED',
      selected_method: 'LINEPAY',
      pay_methods: ['CARD', 'LINEPAY', 'PAYPAY'],
      card_networks: ['VISA', 'DISCOVER'],
      transaction_logs: [{ timestamp: '2026-11-20T10:00:00+09:00', status: 'SETTLED' }],
      brand_new_field: { anything: true },
    });
    expect(payment.status).toBe('STATUS_UKNOWN');
    expect(payment.selectedMethod).toBe('PAY_METHOD_UNSPECIFIED');
    expect(payment.payMethods).toEqual(['CARD', 'PAYPAY']);
    expect(payment.cardNetworks).toEqual(['VISA']);
    expect(payment.transactionLogs[0]?.status).toBe('STATUS_UKNOWN');
    expect(payment).not.toHaveProperty('brand_new_field');
  });

  it('gives PAY_METHOD_UNSPECIFIED when no method is selected', () => {
    const wire: Record<string, unknown> = { ...wirePayment() };
    delete wire.selected_method;
    expect(toPayment(wire).selectedMethod).toBe('PAY_METHOD_UNSPECIFIED');
    expect(toPayment(wirePayment({ selected_method: 'PAYPAY' })).selectedMethod).toBe('PAYPAY');
  });

  it.each([
    ['id', 'payment.id: expected a string'],
    ['status', 'payment.status: expected a string'],
    ['product_infos', 'payment.product_infos: expected an array'],
    ['merchant_info', 'payment.merchant_info: expected an object'],
    ['total', 'payment.total: expected a non-negative integer'],
    ['pay_methods', 'payment.pay_methods: expected an array'],
    ['card_networks', 'payment.card_networks: expected an array'],
    ['transaction_logs', 'payment.transaction_logs: expected an array'],
    ['available_cards', 'payment.available_cards: expected an array'],
    ['created_at', 'payment.created_at: expected a string'],
    ['deadline', 'payment.deadline: expected a string'],
  ])('rejects a payment without its required field %s', (field, message) => {
    const wire: Record<string, unknown> = { ...wirePayment() };
    delete wire[field];
    expect(shapeError(() => toPayment(wire))).toBe(message);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a number as id', { id: 42 }, 'payment.id: expected a string'],
    ['a number as status', { status: 3 }, 'payment.status: expected a string'],
    ['a string as total', { total: '15500' }, 'payment.total: expected a non-negative integer'],
    ['a fractional total', { total: 15.5 }, 'payment.total: expected a non-negative integer'],
    ['a negative total', { total: -1 }, 'payment.total: expected a non-negative integer'],
    ['an object as email', { email: {} }, 'payment.email: expected a string'],
    [
      'a number in pay_methods',
      { pay_methods: ['CARD', 1] },
      'payment.pay_methods[1]: expected a string',
    ],
    [
      'a date without zone',
      { deadline: '2026-11-27T23:59:59' },
      'payment.deadline: expected an RFC 3339 date-time',
    ],
    [
      'a date only',
      { created_at: '2026-11-27' },
      'payment.created_at: expected an RFC 3339 date-time',
    ],
    [
      'an impossible date',
      { deadline: '2026-13-45T99:00:00Z' },
      'payment.deadline: expected an RFC 3339 date-time',
    ],
    [
      'an array as merchant_info',
      { merchant_info: [] },
      'payment.merchant_info: expected an object',
    ],
    [
      'a card with a string seq',
      { available_cards: [{ card_no: 'x', card_exp: '2812', card_seq: '0' }] },
      'payment.available_cards[0].card_seq: expected a non-negative integer',
    ],
    [
      'an item without price',
      {
        product_infos: [
          { product_id: 'p', product_title: 't', items: [{ name: 'n', quantity: 1, total: 1 }] },
        ],
      },
      'payment.product_infos[0].items[0].price: expected a non-negative integer',
    ],
    [
      'a log with a bad timestamp',
      { transaction_logs: [{ timestamp: 'yesterday', status: 'CREATED' }] },
      'payment.transaction_logs[0].timestamp: expected an RFC 3339 date-time',
    ],
  ])('rejects %s', (_name, override, message) => {
    expect(shapeError(() => toPayment({ ...wirePayment(), ...override }))).toBe(message);
  });

  it.each([null, 'payment', [], 42])('rejects %j as a payment', (body) => {
    expect(shapeError(() => toPayment(body))).toBe('payment: expected an object');
  });

  it('never puts a value in its message', () => {
    const message = shapeError(() =>
      toPayment({
        ...wirePayment(),
        available_cards: [{ card_no: 4111111111111111, card_exp: '2812', card_seq: 0 }],
      }),
    );
    expect(message).toBe('payment.available_cards[0].card_no: expected a string');
    expect(message).not.toContain('4111');
  });
});

describe('toSavedCards', () => {
  it('maps the cards of a list-cards answer', () => {
    expect(
      toSavedCards({
        cards: [
          { card_no: '************1111', card_exp: '2812', card_seq: 0 },
          { card_no: '***********0005', card_exp: '2704', card_seq: 1 },
        ],
      }),
    ).toEqual([
      { cardNo: '************1111', cardExp: '2812', cardSeq: 0 },
      { cardNo: '***********0005', cardExp: '2704', cardSeq: 1 },
    ]);
  });

  it('rejects an answer without cards', () => {
    expect(shapeError(() => toSavedCards({}))).toBe('answer.cards: expected an array');
    expect(shapeError(() => toSavedCards([]))).toBe('answer: expected an object');
  });
});

describe('toProceedResult', () => {
  it('maps redirect_url and qr_url', () => {
    expect(toProceedResult({ redirect_url: 'https://a.example/3ds' })).toEqual({
      redirectUrl: 'https://a.example/3ds',
      qrUrl: undefined,
    });
    expect(toProceedResult({ qr_url: 'https://qr.example/q' })).toEqual({
      redirectUrl: undefined,
      qrUrl: 'https://qr.example/q',
    });
  });

  it('maps an empty answer (final status already) to neither', () => {
    expect(toProceedResult({})).toEqual({ redirectUrl: undefined, qrUrl: undefined });
    expect(toProceedResult({ redirect_url: '', qr_url: null })).toEqual({
      redirectUrl: undefined,
      qrUrl: undefined,
    });
  });

  it('rejects a non-string url and a missing body', () => {
    expect(shapeError(() => toProceedResult({ redirect_url: 1 }))).toBe(
      'answer.redirect_url: expected a string',
    );
    expect(shapeError(() => toProceedResult(undefined))).toBe('answer: expected an object');
  });
});

describe('toDeleted', () => {
  it('accepts no content or a JSON object, nothing else', () => {
    expect(() => toDeleted(undefined)).not.toThrow();
    expect(() => toDeleted({})).not.toThrow();
    expect(shapeError(() => toDeleted('ok'))).toBe('answer: expected an object');
  });
});

describe('toErrorInfo', () => {
  it('reads common.error_code and common.error_description', () => {
    expect(toErrorInfo({ common: { error_code: 'X', error_description: 'Y' } })).toEqual({
      code: 'X',
      description: 'Y',
    });
  });

  it.each([
    undefined,
    'Bad Gateway',
    {},
    { common: 'x' },
    { common: { error_code: 5 } },
    { common: { error_code: '' } },
  ])('has no code for %j', (body) => {
    expect(toErrorInfo(body)).toEqual({ code: undefined, description: undefined });
  });
});

describe('requests', () => {
  it('sends wire names and leaves out optional fields the caller did not give', () => {
    expect(getPaymentRequest({ paymentId: 'p', secret: 's' })).toEqual({
      payment_id: 'p',
      secret: 's',
    });
    expect(getPaymentRequest({ paymentId: 'p', secret: 's', accessToken: 'a' })).toEqual({
      payment_id: 'p',
      secret: 's',
      access_token: 'a',
    });
    expect(listCardsRequest({ accessToken: 'a' })).toEqual({ access_token: 'a' });
    expect(deleteCardRequest({ accessToken: 'a', cardSeq: 2 })).toEqual({
      access_token: 'a',
      card_seq: 2,
    });
    expect(proceedCardRequest({ paymentId: 'p', secret: 's', token: 't' })).toEqual({
      payment_id: 'p',
      secret: 's',
      token: 't',
      save_card: false,
    });
    expect(
      proceedCardRequest({
        paymentId: 'p',
        secret: 's',
        token: 't',
        accessToken: 'a',
        saveCard: true,
      }),
    ).toEqual({ payment_id: 'p', secret: 's', token: 't', access_token: 'a', save_card: true });
    expect(
      proceedMemberRequest({
        paymentId: 'p',
        secret: 's',
        accessToken: 'a',
        cardSeq: 0,
        cardCvv: '123',
      }),
    ).toEqual({ payment_id: 'p', secret: 's', access_token: 'a', card_seq: 0, card_cvv: '123' });
    expect(proceedWalletRequest({ paymentId: 'p', secret: 's', platformType: 'H5' })).toEqual({
      payment_id: 'p',
      secret: 's',
      platform_type: 'H5',
    });
  });
});
