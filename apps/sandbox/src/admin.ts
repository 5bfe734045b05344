import { detectCardNetwork, isCardNumberLengthValid } from '@kessai/domain';
import type { Context } from 'hono';
import { API_OPERATIONS } from './api.js';
import { ApiError, errors } from './errors.js';
import { jsonAnswer, readAdminJson } from './http.js';
import { applyTransition, toWirePayment, type PaymentRecord } from './payments.js';
import { createPayment, type CreatePaymentInput } from './payment-factory.js';
import { MAX_MEMBERS, MAX_SAVED_CARDS, toWireCard, type SandboxStore } from './store.js';
import { outcomeForCardNumber, type ChargeOutcome } from './test-cards.js';
import type { Validators } from './validators.js';
import type { CardNetwork, PaymentStatus } from './wire.js';

export const ADMIN_BODY_LIMIT = 4 * 1024 * 1024;

export interface AdminContext {
  readonly store: SandboxStore;
  readonly validators: Validators;
  readonly reseed: () => void;
  /** Where the checkout's payment page lives for this request. */
  readonly checkoutOrigin: (c: Context) => string;
}

export function paymentUrl(origin: string, payment: PaymentRecord): string {
  return `${origin}/${encodeURIComponent(payment.secret)}/${encodeURIComponent(payment.id)}`;
}

/** Full state of a payment for tests (admin GET): the wire payment plus sandbox bookkeeping. */
export function adminPaymentView(payment: PaymentRecord, origin: string) {
  return {
    payment_id: payment.id,
    secret: payment.secret,
    url: paymentUrl(origin, payment),
    payment: toWirePayment(payment, []),
    sandbox: {
      capture: payment.capture,
      charges: payment.charges,
      attempt_in_progress: payment.attemptInProgress,
      pending:
        payment.pending === undefined
          ? null
          : {
              kind: payment.pending.kind,
              id: payment.pending.id,
              url: `/sandbox/${payment.pending.kind === 'challenge' ? '3ds' : 'wallet'}/${payment.pending.id}`,
            },
      last_card:
        payment.lastCard === undefined
          ? null
          : { network: payment.lastCard.network, last4: payment.lastCard.last4 },
    },
  };
}

async function validBody<T>(
  c: Context,
  validate: Validators['admin'][keyof Validators['admin']],
): Promise<T> {
  const body = await readAdminJson(c, ADMIN_BODY_LIMIT);
  validate(body);
  return body as T;
}

function paymentById(store: SandboxStore, id: string): PaymentRecord {
  const payment = store.payments.get(id);
  if (payment === undefined)
    throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'No payment has this id.');
  return payment;
}

interface MemberCardInput {
  number?: string;
  card_no?: string;
  card_network?: CardNetwork;
  card_exp: string;
  outcome?: ChargeOutcome;
}

function memberCard(input: MemberCardInput, index: number) {
  let network: CardNetwork;
  let last4: string;
  let outcome: ChargeOutcome = input.outcome ?? 'success';
  if (input.number !== undefined) {
    network = detectCardNetwork(input.number);
    if (network === 'CARD_NETWORK_UNSPECIFIED' || !isCardNumberLengthValid(input.number)) {
      throw errors.invalidRequest(
        `cards[${String(index)}].number: is not a card number of a known network`,
      );
    }
    const testOutcome = outcomeForCardNumber(input.number);
    if (input.outcome === undefined && !testOutcome.startsWith('token-')) {
      outcome = testOutcome as ChargeOutcome;
    }
    last4 = input.number.slice(-4);
  } else if (input.card_no !== undefined) {
    last4 = input.card_no.slice(-4);
    network = input.card_network ?? 'VISA';
  } else {
    throw errors.invalidRequest(`cards[${String(index)}]: needs number or card_no`);
  }
  return { network, last4, expiry: input.card_exp, outcome };
}

export type AdminHandler = (c: Context, admin: AdminContext) => Promise<Response> | Response;

export interface AdminRoute {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly pattern: RegExp;
  readonly handle: AdminHandler;
}

function seededList(store: SandboxStore, origin: string) {
  return [...store.payments.values()].map((payment) => ({
    payment_id: payment.id,
    status: payment.status,
    secret: payment.secret,
    url: paymentUrl(origin, payment),
  }));
}

/** Paths a fault can be armed for: the contract's operations and the token script's two. */
export const FAULT_PATHS = [...Object.keys(API_OPERATIONS), '/sandbox/token.js', '/sandbox/tokens'];

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  {
    method: 'GET',
    pattern: /^\/sandbox\/health$/,
    handle: (_c, { store }) =>
      jsonAnswer({ status: 'ok', payments: store.payments.size, members: store.members.size }),
  },
  {
    method: 'GET',
    pattern: /^\/sandbox\/payments$/,
    handle: (c, admin) =>
      jsonAnswer({ payments: seededList(admin.store, admin.checkoutOrigin(c)) }),
  },
  {
    method: 'POST',
    pattern: /^\/sandbox\/payments$/,
    handle: async (c, admin) => {
      const input = await validBody<CreatePaymentInput>(c, admin.validators.admin.createPayment);
      const payment = createPayment(admin.store, input);
      return jsonAnswer(
        {
          payment_id: payment.id,
          secret: payment.secret,
          url: paymentUrl(admin.checkoutOrigin(c), payment),
        },
        201,
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/sandbox\/payments\/[^/]+$/,
    handle: (c, admin) => {
      const payment = paymentById(admin.store, c.req.path.split('/')[3] ?? '');
      return jsonAnswer(adminPaymentView(payment, admin.checkoutOrigin(c)));
    },
  },
  {
    method: 'POST',
    pattern: /^\/sandbox\/payments\/[^/]+\/transition$/,
    handle: async (c, admin) => {
      const payment = paymentById(admin.store, c.req.path.split('/')[3] ?? '');
      const input = await validBody<{ status: PaymentStatus; message?: string }>(
        c,
        admin.validators.admin.transition,
      );
      if (payment.attemptInProgress) {
        throw new ApiError(409, 'PAYMENT_NOT_PAYABLE', 'A payment attempt is running; try again.');
      }
      const from = payment.status;
      const to = input.status;
      const moneyMoves = to === 'AUTHORIZED' || to === 'CAPTURED' || to === 'REFUNDED';
      const message = input.message ?? `${from} → ${to} (sandbox admin)`;
      if (
        !applyTransition(payment, to, message, admin.store.now(), moneyMoves ? payment.total : 0)
      ) {
        throw new ApiError(409, 'TRANSITION_NOT_ALLOWED', `${from} cannot become ${to}.`);
      }
      if (from === 'CREATED' && (to === 'AUTHORIZED' || to === 'CAPTURED')) payment.charges += 1;
      if (to === 'FAILED' || to === 'INTERNAL_ERROR') payment.errorMsg = message;
      if (to === 'CREATED') payment.errorMsg = undefined;
      return jsonAnswer(adminPaymentView(payment, admin.checkoutOrigin(c)));
    },
  },
  {
    method: 'POST',
    pattern: /^\/sandbox\/members$/,
    handle: async (c, admin) => {
      const input = await validBody<{ access_token: string; cards?: MemberCardInput[] }>(
        c,
        admin.validators.admin.member,
      );
      const cards = (input.cards ?? []).map(memberCard);
      if (!admin.store.members.has(input.access_token) && admin.store.members.size >= MAX_MEMBERS) {
        throw new ApiError(409, 'SANDBOX_FULL', 'Too many members; POST /sandbox/reset first.');
      }
      const member = admin.store.ensureMember(input.access_token);
      member.cards = [];
      for (const card of cards.slice(0, MAX_SAVED_CARDS)) admin.store.saveCard(member, card);
      return jsonAnswer(
        { access_token: member.accessToken, cards: member.cards.map(toWireCard) },
        201,
      );
    },
  },
  {
    method: 'POST',
    pattern: /^\/sandbox\/reset$/,
    handle: async (c, admin) => {
      const input = await validBody<{ seed?: boolean }>(c, admin.validators.admin.reset);
      admin.store.clear();
      if (input.seed !== false) admin.reseed();
      return jsonAnswer({ payments: seededList(admin.store, admin.checkoutOrigin(c)) });
    },
  },
  {
    method: 'POST',
    pattern: /^\/sandbox\/faults$/,
    handle: async (c, admin) => {
      const input = await validBody<{
        path: string;
        status?: number;
        error_code?: string;
        delay_ms?: number;
        count?: number;
        abort?: boolean;
        malformed?: boolean;
      }>(c, admin.validators.admin.fault);
      admin.store.faults.push({
        path: input.path,
        status: input.status,
        malformed: input.malformed === true,
        errorCode: input.error_code,
        delayMs: input.delay_ms ?? 0,
        abort: input.abort === true,
        remaining: input.count ?? 1,
      });
      return jsonAnswer({ faults: admin.store.faults.map(faultView) }, 201);
    },
  },
  {
    method: 'GET',
    pattern: /^\/sandbox\/faults$/,
    handle: (_c, admin) => jsonAnswer({ faults: admin.store.faults.map(faultView) }),
  },
  {
    method: 'DELETE',
    pattern: /^\/sandbox\/faults$/,
    handle: (_c, admin) => {
      admin.store.faults.length = 0;
      return jsonAnswer({ faults: [] });
    },
  },
];

function faultView(rule: SandboxStore['faults'][number]) {
  return {
    path: rule.path,
    status: rule.status ?? null,
    malformed: rule.malformed,
    error_code: rule.errorCode ?? null,
    delay_ms: rule.delayMs,
    abort: rule.abort,
    remaining: rule.remaining,
  };
}
