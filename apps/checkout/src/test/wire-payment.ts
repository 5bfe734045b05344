// Payments as the service sends them (wire names), for component tests that answer get-payment
// with a fake fetch instead of the sandbox.

export interface WirePaymentOverrides {
  [field: string]: unknown;
}

export function wirePayment(overrides: WirePaymentOverrides = {}): Record<string, unknown> {
  return {
    id: 'pay_e2e_0001',
    status: 'CREATED',
    gmo_shop_id: 'tshop00000001',
    selected_method: 'PAY_METHOD_UNSPECIFIED',
    product_infos: [
      {
        product_id: 'tea',
        product_title: 'Kyoto tea ceremony experience',
        product_thumbnail_url: 'https://cdn.example.jp/tea.png',
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
    card_networks: ['VISA', 'MASTERCARD', 'JCB'],
    email: 'shopper@example.com',
    return_url: 'https://shop.example.jp/orders/1',
    error_msg: '',
    transaction_logs: [
      {
        timestamp: '2026-11-20T10:00:00+09:00',
        status: 'CREATED',
        message: 'Payment created',
        charge: 0,
      },
    ],
    available_cards: [],
    created_at: '2026-11-20T10:00:00+09:00',
    deadline: new Date(Date.now() + 86_400_000).toISOString(),
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(status: number, code: string, description?: string): Response {
  return jsonResponse(
    {
      common:
        description === undefined
          ? { error_code: code }
          : { error_code: code, error_description: description },
    },
    status,
  );
}
