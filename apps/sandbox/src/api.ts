import { validateCardCvc } from '@kessai/domain';
import {
  assertPayable,
  chargeCard,
  decline,
  openWalletSession,
  runAttempt,
  type AttemptContext,
} from './attempts.js';
import { errors } from './errors.js';
import { toWirePayment } from './payments.js';
import { MAX_SAVED_CARDS, toWireCard, type SandboxStore } from './store.js';
import { DECLINE_MESSAGES } from './test-cards.js';
import type {
  DeleteCardRequest,
  GetPaymentRequest,
  ListCardsRequest,
  PayMethod,
  ProceedCardRequest,
  ProceedMemberRequest,
  ProceedWalletRequest,
  WirePayment,
  WireProceedResult,
  WireSavedCard,
} from './wire.js';

/** Every operation of the contract: path → request schema name and handler. */
export interface ApiOperation {
  readonly requestSchema: string;
  readonly handle: (context: AttemptContext, body: never) => unknown;
}

function findPayment(store: SandboxStore, id: string, secret: string) {
  const payment = store.findPayment(id, secret);
  if (payment === undefined) throw errors.paymentNotFound();
  return payment;
}

function knownMember(store: SandboxStore, accessToken: string) {
  const member = store.member(accessToken);
  if (member === undefined) throw errors.unauthorized();
  return member;
}

/** A CVC the sandbox refuses for saved cards: `000`, or a length wrong for the network. */
function isCvcAccepted(cvc: string, network: Parameters<typeof validateCardCvc>[1]): boolean {
  return cvc !== '000' && cvc !== '0000' && validateCardCvc(cvc, network);
}

function isStoredExpiryPast(expiry: string, now: Date): boolean {
  const year = 2000 + Number(expiry.slice(0, 2));
  const month = Number(expiry.slice(2, 4));
  return (
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  );
}

function getPayment({ store }: AttemptContext, body: GetPaymentRequest): WirePayment {
  const payment = findPayment(store, body.payment_id, body.secret);
  const cards: WireSavedCard[] = store.member(body.access_token)?.cards.map(toWireCard) ?? [];
  return toWirePayment(payment, cards);
}

function listCards({ store }: AttemptContext, body: ListCardsRequest) {
  return { cards: knownMember(store, body.access_token).cards.map(toWireCard) };
}

function deleteCard({ store }: AttemptContext, body: DeleteCardRequest) {
  const member = knownMember(store, body.access_token);
  const index = member.cards.findIndex((card) => card.seq === body.card_seq);
  if (index < 0) throw errors.cardNotFound();
  member.cards.splice(index, 1);
  return {};
}

function proceedCard(
  context: AttemptContext,
  body: ProceedCardRequest,
): Promise<WireProceedResult> {
  const { store } = context;
  const payment = findPayment(store, body.payment_id, body.secret);
  assertPayable(store, payment, 'CARD');
  let saveFor: string | undefined;
  if (body.save_card === true) {
    const member = knownMember(store, body.access_token ?? '');
    if (member.cards.length >= MAX_SAVED_CARDS) throw errors.cardLimit();
    saveFor = member.accessToken;
  }
  const token = store.usableToken(body.token);
  if (token === undefined) throw errors.invalidToken();
  if (token.shopId !== payment.gmoShopId) {
    throw errors.invalidToken("The card token was issued for another shop than this payment's.");
  }
  if (!payment.cardNetworks.includes(token.card.network)) {
    throw errors.methodNotAccepted(`This payment does not accept ${token.card.network} cards.`);
  }
  // Single use, whatever the outcome; taken before the lock's await.
  token.used = true;
  return runAttempt(store, payment, 'CARD', () =>
    chargeCard(context, payment, token.card, saveFor),
  );
}

function proceedMember(
  context: AttemptContext,
  body: ProceedMemberRequest,
): Promise<WireProceedResult> {
  const { store } = context;
  const payment = findPayment(store, body.payment_id, body.secret);
  const member = knownMember(store, body.access_token);
  const card = member.cards.find((saved) => saved.seq === body.card_seq);
  if (card === undefined) throw errors.cardNotFound();
  assertPayable(store, payment, 'CARD');
  if (!payment.cardNetworks.includes(card.network)) {
    throw errors.methodNotAccepted(`This payment does not accept ${card.network} cards.`);
  }
  if (!isCvcAccepted(body.card_cvv, card.network)) throw errors.invalidCvv();
  if (isStoredExpiryPast(card.expiry, store.now())) {
    return runAttempt(store, payment, 'CARD', () => {
      decline(store, payment, DECLINE_MESSAGES['card-expired']);
      return Promise.resolve({});
    });
  }
  return runAttempt(store, payment, 'CARD', () => chargeCard(context, payment, card, undefined));
}

function proceedWallet(method: PayMethod) {
  return (context: AttemptContext, body: ProceedWalletRequest): Promise<WireProceedResult> => {
    const { store } = context;
    const payment = findPayment(store, body.payment_id, body.secret);
    assertPayable(store, payment, method);
    return runAttempt(store, payment, method, () =>
      openWalletSession(context, payment, method, body.platform_type),
    );
  };
}

export const API_OPERATIONS: Readonly<Record<string, ApiOperation>> = {
  '/api/v2/get-payment': { requestSchema: 'GetPaymentRequest', handle: getPayment },
  '/api/v2/list-cards': { requestSchema: 'ListCardsRequest', handle: listCards },
  '/api/v2/delete-card': { requestSchema: 'DeleteCardRequest', handle: deleteCard },
  '/api/v2/proceed-card': { requestSchema: 'ProceedCardRequest', handle: proceedCard },
  '/api/v2/proceed-member': { requestSchema: 'ProceedMemberRequest', handle: proceedMember },
  '/api/v2/proceed-paypay': {
    requestSchema: 'ProceedWalletRequest',
    handle: proceedWallet('PAYPAY'),
  },
  '/api/v2/proceed-alipay': {
    requestSchema: 'ProceedWalletRequest',
    handle: proceedWallet('ALIPAY'),
  },
  '/api/v2/proceed-wechatpay': {
    requestSchema: 'ProceedWalletRequest',
    handle: proceedWallet('WECHATPAY'),
  },
};
