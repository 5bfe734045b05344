import { createPayment, type CreatePaymentInput } from './payment-factory.js';
import type { CardSummary } from './payments.js';
import { randomId, type SandboxStore } from './store.js';
import type { WireProductInfo, WireTransactionLog } from './wire.js';

export interface SeededPayment {
  readonly id: string;
  readonly label: string;
}

/** Member access tokens the sandbox knows at start. */
export const SEED_MEMBERS = {
  demo: 'member-demo',
  full: 'member-full',
  empty: 'member-empty',
} as const;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const TEA: WireProductInfo[] = [
  {
    product_id: 'tour-kyoto-01',
    product_title: '京都 茶道体験 / Kyoto tea ceremony experience',
    product_thumbnail_url: '/sandbox/assets/product-tea.svg',
    items: [
      { name: '大人 / Adult', price: 6000, quantity: 2, total: 12000 },
      { name: '子供 / Child', price: 3500, quantity: 1, total: 3500 },
    ],
  },
  {
    product_id: 'option-kimono',
    product_title: '着物レンタル / Kimono rental',
    product_thumbnail_url: '/sandbox/assets/product-kimono.svg',
    items: [{ name: '着物一式 / Full set', price: 4800, quantity: 2, total: 9600 }],
  },
];

const CRAB: WireProductInfo[] = [
  {
    product_id: 'hokkaido-crab-set',
    product_title: '北海道 毛ガニ・タラバガニ詰め合わせ / Hokkaido crab gift set',
    product_thumbnail_url: '/sandbox/assets/product-crab.svg',
    items: [
      { name: '毛ガニ 500g / Hairy crab 500 g', price: 8800, quantity: 1, total: 8800 },
      { name: 'タラバガニ脚 1kg / King crab legs 1 kg', price: 14800, quantity: 1, total: 14800 },
      { name: 'クール便送料 / Chilled delivery', price: 1200, quantity: 1, total: 1200 },
    ],
  },
];

const RAMEN: WireProductInfo[] = [
  {
    product_id: 'tokyo-ramen-walk',
    product_title: '東京ラーメン食べ歩きツアー / Tokyo ramen walking tour',
    product_thumbnail_url: '/sandbox/assets/product-ramen.svg',
    items: [{ name: '参加者 / Participant', price: 9900, quantity: 3, total: 29700 }],
  },
];

const MERCHANTS = {
  kyoto: {
    merchant_name: '京都体験株式会社 (Kyoto Experiences Co.)',
    logo_url: '/sandbox/assets/logo.svg',
  },
  hokkaido: {
    merchant_name: '北海道フレッシュマーケット (Hokkaido Fresh Market)',
    logo_url: '/sandbox/assets/logo.svg',
  },
  tokyo: { merchant_name: 'Tokyo Food Tours 合同会社', logo_url: '/sandbox/assets/logo.svg' },
};

function largePayment(
  createdAt: Date,
): Pick<CreatePaymentInput, 'product_infos' | 'transaction_logs'> {
  const items = Array.from({ length: 500 }, (_, index) => ({
    name: `部品 ${String(index + 1).padStart(3, '0')} / Part ${String(index + 1)}`,
    price: 100 + index,
    quantity: 1 + (index % 3),
    total: (100 + index) * (1 + (index % 3)),
  }));
  const total = items.reduce((sum, item) => sum + item.total, 0);
  // Created, then 499 declined attempts and retries, then the capture: 1,000 rows in all.
  const logs: WireTransactionLog[] = Array.from({ length: 1000 }, (_, index) => ({
    timestamp: new Date(createdAt.getTime() + index * 60_000).toISOString(),
    status: index % 2 === 1 ? 'FAILED' : 'CREATED',
    message: index % 2 === 1 ? 'Card declined' : 'Payment retried',
    charge: 0,
  }));
  const first = logs[0];
  const last = logs[logs.length - 1];
  if (first !== undefined) first.message = 'Payment created';
  if (last !== undefined)
    Object.assign(last, { status: 'CAPTURED', message: 'Captured', charge: total });
  return {
    product_infos: [
      {
        product_id: 'osaka-parts-bulk',
        product_title: '業務用部品 一括注文 / Bulk parts order',
        items,
      },
    ],
    transaction_logs: logs,
  };
}

/** YYMM of the month `months` after `now`. */
function expiryFrom(now: Date, months: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  const yy = String(date.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${yy}${mm}`;
}

/**
 * Fills the store with one payment per status and per method, and the seed members. Ids are
 * fixed (`seed-…`); secrets are random per process but kept across resets.
 */
export function seedStore(store: SandboxStore): SeededPayment[] {
  const now = store.now();
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const ahead = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const seeds: (CreatePaymentInput & { id: string; label: string })[] = [
    {
      id: 'seed-created',
      label: 'CREATED, all methods',
      product_infos: TEA,
      merchant_info: MERCHANTS.kyoto,
      note: '集合場所: 東門 / Meet at the east gate.',
    },
    {
      id: 'seed-authorized',
      label: 'AUTHORIZED (manual capture)',
      status: 'AUTHORIZED',
      sandbox_capture: 'manual',
      product_infos: CRAB,
      merchant_info: MERCHANTS.hokkaido,
      created_at: ago(2 * HOUR),
    },
    {
      id: 'seed-captured',
      label: 'CAPTURED',
      status: 'CAPTURED',
      product_infos: TEA,
      merchant_info: MERCHANTS.kyoto,
      created_at: ago(3 * HOUR),
    },
    {
      id: 'seed-refunded',
      label: 'REFUNDED',
      status: 'REFUNDED',
      product_infos: CRAB,
      merchant_info: MERCHANTS.hokkaido,
      created_at: ago(2 * DAY),
      deadline: ahead(DAY),
    },
    {
      id: 'seed-canceled',
      label: 'CANCELED',
      status: 'CANCELED',
      product_infos: RAMEN,
      merchant_info: MERCHANTS.tokyo,
      created_at: ago(5 * HOUR),
    },
    {
      id: 'seed-failed',
      label: 'FAILED (may be tried again)',
      status: 'FAILED',
      product_infos: RAMEN,
      merchant_info: MERCHANTS.tokyo,
      created_at: ago(HOUR),
    },
    {
      id: 'seed-internal-error',
      label: 'INTERNAL_ERROR',
      status: 'INTERNAL_ERROR',
      product_infos: TEA,
      merchant_info: MERCHANTS.kyoto,
      created_at: ago(HOUR),
    },
    {
      id: 'seed-status-unknown',
      label: 'STATUS_UKNOWN',
      status: 'STATUS_UKNOWN',
      product_infos: CRAB,
      merchant_info: MERCHANTS.hokkaido,
      created_at: ago(HOUR),
    },
    {
      id: 'seed-expired',
      label: 'CREATED, deadline passed',
      product_infos: RAMEN,
      merchant_info: MERCHANTS.tokyo,
      created_at: ago(2 * DAY),
      deadline: ago(DAY),
    },
    {
      id: 'seed-card',
      label: 'CARD only (Visa, Mastercard, JCB)',
      pay_methods: ['CARD'],
      card_networks: ['VISA', 'MASTERCARD', 'JCB'],
      product_infos: TEA,
      merchant_info: MERCHANTS.kyoto,
    },
    {
      id: 'seed-paypay',
      label: 'PayPay only',
      pay_methods: ['PAYPAY'],
      product_infos: RAMEN,
      merchant_info: MERCHANTS.tokyo,
    },
    {
      id: 'seed-wechatpay',
      label: 'WeChat Pay only',
      pay_methods: ['WECHATPAY'],
      product_infos: CRAB,
      merchant_info: MERCHANTS.hokkaido,
    },
    {
      id: 'seed-alipay',
      label: 'Alipay only',
      pay_methods: ['ALIPAY'],
      product_infos: TEA,
      merchant_info: MERCHANTS.kyoto,
    },
    {
      id: 'seed-large',
      label: 'CAPTURED, 500 items, 1,000 history rows',
      status: 'CAPTURED',
      ...largePayment(new Date(now.getTime() - 2 * DAY)),
      created_at: ago(2 * DAY),
      merchant_info: {
        merchant_name: '大阪キッチン用品 (Osaka Kitchenware)',
        logo_url: '/sandbox/assets/logo.svg',
      },
    },
  ];
  const seeded: SeededPayment[] = [];
  for (const { label, ...input } of seeds) {
    let secret = store.seedSecrets.get(input.id);
    if (secret === undefined) {
      secret = randomId();
      store.seedSecrets.set(input.id, secret);
    }
    createPayment(store, { ...input, secret });
    seeded.push({ id: input.id, label });
  }

  const card = (network: CardSummary['network'], last4: string, expiry: string): CardSummary => ({
    network,
    last4,
    expiry,
    outcome: 'success',
  });
  const demo = store.ensureMember(SEED_MEMBERS.demo);
  store.saveCard(demo, card('VISA', '1111', expiryFrom(now, 26)));
  store.saveCard(demo, card('JCB', '0000', expiryFrom(now, -3)));
  const full = store.ensureMember(SEED_MEMBERS.full);
  store.saveCard(full, card('VISA', '4242', expiryFrom(now, 12)));
  store.saveCard(full, card('MASTERCARD', '4444', expiryFrom(now, 24)));
  store.saveCard(full, card('JCB', '0000', expiryFrom(now, 36)));
  store.saveCard(full, card('AMEX', '0005', expiryFrom(now, 18)));
  store.saveCard(full, { ...card('VISA', '0002', expiryFrom(now, 30)), outcome: 'decline' });
  store.ensureMember(SEED_MEMBERS.empty);
  return seeded;
}
