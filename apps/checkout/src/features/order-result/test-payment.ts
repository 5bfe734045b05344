// Test data for the summary, result and QR views (not imported by the app).
import type { Payment, TransactionLog } from '@kessai/api-client';

const HOUR = 3_600_000;

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  const now = Date.now();
  return {
    id: 'pay_test_0001',
    status: 'CAPTURED',
    gmoShopId: 'tshop00000001',
    selectedMethod: 'CARD',
    productInfos: [
      {
        productId: 'tea-ceremony',
        productTitle: 'Kyoto tea ceremony',
        productThumbnailUrl: 'https://cdn.example.jp/tea.png',
        items: [
          { name: 'Adult ticket', price: 6000, quantity: 2, total: 12000 },
          { name: 'Matcha set', price: 3500, quantity: 1, total: 3500 },
        ],
      },
    ],
    merchantInfo: { merchantName: 'Uji Tea House', logoUrl: 'https://cdn.example.jp/logo.png' },
    total: 15500,
    payMethods: ['CARD', 'PAYPAY', 'WECHATPAY', 'ALIPAY'],
    cardNetworks: ['VISA', 'MASTERCARD', 'JCB'],
    email: 'shopper@example.com',
    note: 'Please arrive 10 minutes early.',
    returnUrl: 'https://shop.example.jp/orders/1',
    errorMsg: undefined,
    transactionLogs: [
      {
        timestamp: new Date(now - HOUR),
        status: 'CREATED',
        message: 'Payment created',
        charge: undefined,
      },
      {
        timestamp: new Date(now - HOUR / 2),
        status: 'CAPTURED',
        message: 'Payment captured',
        charge: 15500,
      },
    ],
    availableCards: [],
    createdAt: new Date(now - HOUR),
    deadline: new Date(now + 24 * HOUR),
    ...overrides,
  };
}

const log = (l: TransactionLog) => ({
  timestamp: l.timestamp.toISOString(),
  status: l.status,
  message: l.message ?? '',
  ...(l.charge === undefined ? {} : { charge: l.charge }),
});

/** The get-payment answer on the wire (snake_case), for a fake fetch. */
export function toWire(payment: Payment): Record<string, unknown> {
  return {
    id: payment.id,
    status: payment.status,
    gmo_shop_id: payment.gmoShopId ?? '',
    selected_method: payment.selectedMethod,
    product_infos: payment.productInfos.map((product) => ({
      product_id: product.productId,
      product_title: product.productTitle,
      product_thumbnail_url: product.productThumbnailUrl ?? '',
      items: product.items,
    })),
    merchant_info: {
      merchant_name: payment.merchantInfo.merchantName,
      logo_url: payment.merchantInfo.logoUrl ?? '',
    },
    total: payment.total,
    pay_methods: payment.payMethods,
    card_networks: payment.cardNetworks,
    email: payment.email ?? '',
    note: payment.note ?? '',
    return_url: payment.returnUrl ?? '',
    error_msg: payment.errorMsg ?? '',
    transaction_logs: payment.transactionLogs.map(log),
    available_cards: [],
    created_at: payment.createdAt.toISOString(),
    deadline: payment.deadline.toISOString(),
  };
}
