// Answers as the service sends them (wire names), for tests that do not need the sandbox.
import type { components } from '../generated/schema.js';

export type WirePayment = components['schemas']['Payment'];

export function wirePayment(overrides: Partial<WirePayment> = {}): WirePayment {
  return {
    id: 'pay_01HZX4Q8',
    status: 'CREATED',
    gmo_shop_id: 'tshop00012345',
    selected_method: 'PAY_METHOD_UNSPECIFIED',
    product_infos: [
      {
        product_id: 'tour-kyoto-01',
        product_title: 'Kyoto tea ceremony experience',
        product_thumbnail_url: 'https://cdn.example.jp/kyoto-tea.jpg',
        items: [
          { name: 'Adult', price: 6000, quantity: 2, total: 12000 },
          { name: 'Child', price: 3500, quantity: 1, total: 3500 },
        ],
      },
    ],
    merchant_info: {
      merchant_name: 'Kyoto Experiences Co.',
      logo_url: 'https://cdn.example.jp/logo.png',
    },
    total: 15500,
    pay_methods: ['CARD', 'PAYPAY', 'WECHATPAY', 'ALIPAY'],
    card_networks: ['VISA', 'MASTERCARD', 'JCB', 'AMEX', 'DINERS'],
    email: 'shopper@example.com',
    note: 'Meet at the east gate.',
    return_url: 'https://shop.example.jp/orders/1001',
    error_msg: '',
    transaction_logs: [
      {
        timestamp: '2026-11-20T10:00:00+09:00',
        status: 'CREATED',
        message: 'Payment created',
        charge: 0,
      },
    ],
    available_cards: [{ card_no: '************1111', card_exp: '2812', card_seq: 0 }],
    created_at: '2026-11-20T10:00:00+09:00',
    deadline: '2026-11-27T23:59:59+09:00',
    ...overrides,
  };
}

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const errorBody = (code: string, description?: string) => ({
  common:
    description === undefined
      ? { error_code: code }
      : { error_code: code, error_description: description },
});
