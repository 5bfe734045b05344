import type { Context } from 'hono';
import { decline, methodLabel, settle } from './attempts.js';
import { ApiError } from './errors.js';
import { errorAnswer, htmlAnswer, readForm, redirectAnswer } from './http.js';
import { decisionForms, detailsList, escapeHtml, formatYen, messagePage, page } from './pages.js';
import { isPastDeadline, type PaymentRecord } from './payments.js';
import type { SandboxStore } from './store.js';
import { DECLINE_MESSAGES } from './test-cards.js';

export interface SessionPageContext {
  readonly store: SandboxStore;
  /** The payment page URL of a payment, for the way back. */
  readonly paymentPageUrl: (c: Context, payment: PaymentRecord) => string;
}

type Kind = 'challenge' | 'wallet';

/**
 * A refusal as a page for a browser (Accept: text/html), else as the contract's error body, so
 * scripts and tests get the same error codes as from the API.
 */
function refuse(
  c: Context,
  status: 400 | 404 | 409,
  code: string,
  title: string,
  message: string,
  back?: { href: string; label: string },
): Response {
  if (c.req.header('accept')?.includes('text/html') === true) {
    return htmlAnswer(messagePage(title, message, back), status);
  }
  return errorAnswer(new ApiError(status, code, message));
}

interface Found {
  readonly payment: PaymentRecord;
  readonly pending: NonNullable<PaymentRecord['pending']>;
}

type Lookup = { readonly found: Found } | { readonly refusal: Response };

function lookup(c: Context, context: SessionPageContext, kind: Kind, id: string): Lookup {
  const paymentId = context.store.sessions.get(id);
  const payment = paymentId === undefined ? undefined : context.store.payments.get(paymentId);
  const title = kind === 'challenge' ? '3-D Secure' : 'Wallet';
  if (payment === undefined) {
    return {
      refusal: refuse(c, 404, 'NOT_FOUND', `${title}: not found`, 'There is no such session.'),
    };
  }
  const back = { href: context.paymentPageUrl(c, payment), label: 'Back to the payment page' };
  const pending = payment.pending;
  if (pending?.id !== id || pending.kind !== kind || payment.status !== 'CREATED') {
    return {
      refusal: refuse(
        c,
        409,
        'PAYMENT_NOT_PAYABLE',
        `${title}: no longer valid`,
        'This session is no longer valid: the payment was paid, declined or tried again since. Nothing was changed.',
        back,
      ),
    };
  }
  if (isPastDeadline(payment, context.store.now())) {
    return {
      refusal: refuse(
        c,
        409,
        'PAYMENT_EXPIRED',
        `${title}: expired`,
        "The payment's deadline has passed. Nothing was changed.",
        back,
      ),
    };
  }
  if (payment.attemptInProgress) {
    return {
      refusal: refuse(
        c,
        409,
        'PAYMENT_NOT_PAYABLE',
        `${title}: busy`,
        'Another payment attempt is running; try again.',
        back,
      ),
    };
  }
  return { found: { payment, pending } };
}

function paymentRows(payment: PaymentRecord): [string, string][] {
  return [
    ['Merchant', payment.merchantInfo.merchant_name],
    ['Payment', payment.id],
    ['Amount', formatYen(payment.total)],
  ];
}

export function showChallenge(c: Context, context: SessionPageContext, id: string): Response {
  const result = lookup(c, context, 'challenge', id);
  if ('refusal' in result) return result.refusal;
  const { payment, pending } = result.found;
  const card = pending.kind === 'challenge' ? pending.card : undefined;
  const rows = paymentRows(payment);
  if (card !== undefined) rows.push(['Card', `${card.network} •••• ${card.last4}`]);
  return htmlAnswer(
    page(
      '3-D Secure',
      `<p class="badge">Sandbox · no real bank</p>
<h1>Confirm this payment with your card issuer</h1>
<p>This page stands in for the card issuer's 3-D Secure check. Approve to authenticate the shopper, or deny to fail the payment.</p>
${detailsList(rows)}
${decisionForms(`/sandbox/3ds/${id}`, [
  { value: 'approve', label: 'Approve', primary: true },
  { value: 'deny', label: 'Deny', primary: false },
])}`,
    ),
  );
}

export function showWallet(c: Context, context: SessionPageContext, id: string): Response {
  const result = lookup(c, context, 'wallet', id);
  if ('refusal' in result) return result.refusal;
  const { payment, pending } = result.found;
  const label = pending.kind === 'wallet' ? methodLabel(pending.method) : 'Wallet';
  return htmlAnswer(
    page(
      label,
      `<p class="badge">Sandbox · ${escapeHtml(label)} app</p>
<h1>Pay with ${escapeHtml(label)}</h1>
<p>This page stands in for the ${escapeHtml(label)} app. Approve to pay, or decline.</p>
${detailsList(paymentRows(payment))}
${decisionForms(`/sandbox/wallet/${id}`, [
  { value: 'approve', label: 'Approve', primary: true },
  { value: 'decline', label: 'Decline', primary: false },
])}`,
    ),
  );
}

export async function decideChallenge(
  c: Context,
  context: SessionPageContext,
  id: string,
): Promise<Response> {
  const decision = (await readForm(c)).get('decision');
  const result = lookup(c, context, 'challenge', id);
  if ('refusal' in result) return result.refusal;
  const { payment, pending } = result.found;
  if (pending.kind !== 'challenge') {
    return refuse(c, 404, 'NOT_FOUND', '3-D Secure', 'There is no such session.');
  }
  if (decision === 'approve') {
    if (settle(context.store, payment, 'CARD', pending.card) && pending.saveFor !== undefined) {
      const member = context.store.member(pending.saveFor);
      if (member !== undefined) context.store.saveCard(member, pending.card);
    }
  } else if (decision === 'deny') {
    decline(context.store, payment, DECLINE_MESSAGES['challenge-denied']);
  } else {
    return refuse(c, 400, 'INVALID_REQUEST', '3-D Secure', 'decision: must be approve or deny');
  }
  return redirectAnswer(context.paymentPageUrl(c, payment));
}

export async function decideWallet(
  c: Context,
  context: SessionPageContext,
  id: string,
): Promise<Response> {
  const decision = (await readForm(c)).get('decision');
  const result = lookup(c, context, 'wallet', id);
  if ('refusal' in result) return result.refusal;
  const { payment, pending } = result.found;
  if (pending.kind !== 'wallet') {
    return refuse(c, 404, 'NOT_FOUND', 'Wallet', 'There is no such session.');
  }
  const label = methodLabel(pending.method);
  if (decision === 'approve') {
    settle(context.store, payment, pending.method);
  } else if (decision === 'decline') {
    decline(context.store, payment, `${label}: ${DECLINE_MESSAGES['wallet-declined']}`);
  } else {
    return refuse(c, 400, 'INVALID_REQUEST', label, 'decision: must be approve or decline');
  }
  // A QR session was opened on another device: the checkout notices by polling get-payment.
  if (pending.platform === 'PC') {
    const approved = decision === 'approve';
    return htmlAnswer(
      messagePage(
        approved ? `${label}: payment approved` : `${label}: payment declined`,
        approved
          ? 'The payment is approved. The checkout page updates by itself; you can close this page.'
          : 'The payment is declined. The checkout page updates by itself; you can close this page.',
        { href: context.paymentPageUrl(c, payment), label: 'Open the payment page' },
      ),
    );
  }
  return redirectAnswer(context.paymentPageUrl(c, payment));
}
