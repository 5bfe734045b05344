import type { Payment, SavedCard } from '@kessai/api-client';
import { checkoutKeys } from '@kessai/api-client/query';
import { detectPlatformType } from '@kessai/domain';
import { getErrorMessage, setErrorMessage } from '@kessai/ui';
import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NavigationModule from '../../app/navigation.ts';
import { navigateToExternal } from '../../app/navigation.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createTestI18n, createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { PaymentForm } from './payment-form.tsx';
import type {
  MultipaymentCard,
  MultipaymentResult,
  TokenScriptWindow,
} from './token-script/multipayment.ts';

// The real safety check, without a real navigation (jsdom cannot leave the page).
vi.mock('../../app/navigation.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof NavigationModule>();
  return {
    ...actual,
    navigateToExternal: vi.fn((url: string | undefined) => actual.isAllowedTarget(url)),
  };
});

let en: I18n;
let ja: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
  ja = await createTestI18n('ja');
});

const VALID_CARD: SavedCard = { cardNo: '************1111', cardExp: '4012', cardSeq: 3 };
const EXPIRED_CARD: SavedCard = { cardNo: '************0000', cardExp: '2501', cardSeq: 1 };

function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay_1',
    status: 'CREATED',
    gmoShopId: 'tshop00000001',
    selectedMethod: 'PAY_METHOD_UNSPECIFIED',
    productInfos: [],
    merchantInfo: { merchantName: 'Kyoto Tea' },
    total: 15500,
    payMethods: ['CARD', 'PAYPAY', 'WECHATPAY', 'ALIPAY'],
    cardNetworks: ['VISA', 'MASTERCARD', 'JCB', 'AMEX', 'DINERS'],
    transactionLogs: [],
    availableCards: [],
    createdAt: new Date(),
    deadline: new Date(Date.now() + 86_400_000),
    ...overrides,
  };
}

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A payment service that records every request and answers with `answer`. */
function fakeService(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = async (request: Request) => {
    const sentRequest = {
      path: new URL(request.url).pathname,
      body: (await request.json()) as Record<string, unknown>,
    };
    sent.push(sentRequest);
    return answer(sentRequest);
  };
  return { sent, fetch };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// The provider's token script, faked on the window (its real counterpart is tested in
// token-script/token-script-sandbox.test.ts).
let tokenAnswer: (card: MultipaymentCard) => MultipaymentResult;
let tokenized: MultipaymentCard[];
beforeEach(() => {
  tokenized = [];
  tokenAnswer = () => ({ resultCode: '000', tokenObject: { token: [`tok_${tokenized.length}`] } });
  (window as TokenScriptWindow).Multipayment = {
    init: () => undefined,
    getToken: (card, callback) => {
      tokenized.push(card);
      const result = tokenAnswer(card);
      setTimeout(() => callback(result), 0);
    },
  };
});

afterEach(() => {
  delete (window as TokenScriptWindow).Multipayment;
  vi.mocked(navigateToExternal).mockClear();
  vi.restoreAllMocks();
  setErrorMessage(null);
});

function renderForm(
  options: {
    payment?: Payment;
    accessToken?: string;
    fetch?: (request: Request) => Promise<Response>;
    queryClient?: QueryClient;
    i18n?: I18n;
  } = {},
) {
  const onQr = vi.fn();
  const onSettled = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <PaymentForm
      payment={options.payment ?? makePayment()}
      secret="s3cret"
      accessToken={options.accessToken}
      onQr={onQr}
      onSettled={onSettled}
    />,
    { i18n: options.i18n ?? en, fetch: options.fetch, queryClient: options.queryClient },
  );
  return { user, onQr, onSettled };
}

const payButton = () => screen.getByRole('button', { name: /^Pay 15,500 JPY$|Processing/ });
const cardNumber = () => screen.getByRole('textbox', { name: /Card number/ });

async function fillNewCard(user: ReturnType<typeof userEvent.setup>, number = '4111111111111111') {
  await user.type(cardNumber(), number);
  await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '1234');
  await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
  await user.type(screen.getByRole('textbox', { name: /Cardholder name/ }), 'TARO YAMADA');
}

describe('method choice and defaults', () => {
  it('offers a guest the new-card form first, without saved cards or the save option', async () => {
    renderForm({ payment: makePayment({ availableCards: [VALID_CARD] }) });
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['CARD', 'PAYPAY', 'WECHATPAY', 'ALIPAY']);
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(cardNumber()).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Registered card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Save this card/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(/issuer may ask you to confirm this payment \(3-D Secure\)/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay 15,500 JPY' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('selects the registered card for a member and lists saved cards, expired ones not selectable', async () => {
    renderForm({
      payment: makePayment({ availableCards: [EXPIRED_CARD, VALID_CARD] }),
      accessToken: 'member-demo',
    });
    expect(screen.getByRole('radio', { name: 'Registered card' })).toBeChecked();
    const valid = screen.getByRole('radio', { name: /Card ending in 1111/ });
    const expired = screen.getByRole('radio', { name: /Card ending in 0000/ });
    expect(valid).toBeChecked();
    expect(valid).toHaveAccessibleName(expect.stringContaining('Expires 12/40') as string);
    expect(expired).toBeDisabled();
    expect(expired).toHaveAccessibleName(
      expect.stringMatching(/Expires 01\/25.*Expired/) as string,
    );
    expect(screen.getByText('************1111')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Security code/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('falls back to a new card when every saved card has expired', () => {
    renderForm({ payment: makePayment({ availableCards: [EXPIRED_CARD] }), accessToken: 'm' });
    expect(screen.getByRole('radio', { name: 'New card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Registered card' })).toBeDisabled();
    expect(screen.getByText(/registered cards have expired/)).toBeVisible();
  });

  it('selects the first wallet when cards are not accepted, with the keyboard to change it', async () => {
    const { user } = renderForm({ payment: makePayment({ payMethods: ['WECHATPAY', 'ALIPAY'] }) });
    const wechat = screen.getByRole('radio', { name: 'WeChat Pay' });
    expect(wechat).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
    await user.click(wechat);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Alipay' })).toBeChecked();
    expect(screen.getByText(/scan the QR code with Alipay/)).toBeVisible();
  });

  it('says so when the payment offers no method this page can take', () => {
    renderForm({ payment: makePayment({ payMethods: ['PAY_METHOD_UNSPECIFIED'] }) });
    expect(screen.getByText(/No payment method is available/)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('save-card option', () => {
  it('is offered to a member paying with a new card', async () => {
    const { user } = renderForm({ accessToken: 'member-empty' });
    const save = screen.getByRole('checkbox', { name: 'Save this card for next time' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(save).toBeChecked();
  });

  it('is disabled with an explanation when 5 cards are saved already', async () => {
    const cards = [0, 1, 2, 3, 4].map((seq) => ({ ...VALID_CARD, cardSeq: seq }));
    const { user } = renderForm({
      payment: makePayment({ availableCards: cards }),
      accessToken: 'm',
    });
    await user.click(screen.getByRole('radio', { name: 'New card' }));
    const save = screen.getByRole('checkbox', { name: 'Save this card for next time' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(/already saved 5 cards, the maximum/);
    await expectNoAxeViolations();
  });
});

describe('validation', () => {
  it('shows the card messages, moves focus to the first invalid field and sends nothing', async () => {
    const service = fakeService(() => json(200, {}));
    const { user } = renderForm({ fetch: service.fetch });
    await user.click(payButton());
    expect(await screen.findByText('Invalid card number.')).toBeVisible();
    expect(screen.getByText('The expiration date is invalid.')).toBeVisible();
    expect(screen.getByText('Invalid security code.')).toBeVisible();
    expect(
      screen.getByText(
        'Please enter your name using standard English alphabet letters in half-width format.',
      ),
    ).toBeVisible();
    expect(cardNumber()).toHaveFocus();
    expect(cardNumber()).toHaveAttribute('aria-invalid', 'true');
    expect(tokenized).toHaveLength(0);
    expect(service.sent).toHaveLength(0);
  });

  it('refuses a network the payment does not accept', async () => {
    const { user } = renderForm({ payment: makePayment({ cardNetworks: ['VISA'] }) });
    await user.type(cardNumber(), '3530111333300000');
    await user.tab();
    expect(await screen.findByText('Invalid card type.')).toBeVisible();
  });

  it('checks the saved card security code by its network (Amex: 4 digits)', async () => {
    const amex: SavedCard = { cardNo: '***********0005', cardExp: '4012', cardSeq: 7 };
    const service = fakeService(() => json(200, {}));
    const { user } = renderForm({
      payment: makePayment({ availableCards: [amex] }),
      accessToken: 'm',
      fetch: service.fetch,
    });
    const cvc = screen.getByRole('textbox', { name: /Security code/ });
    expect(cvc).toHaveAccessibleDescription(/4-digit code on the front/);
    await user.type(cvc, '123{Enter}');
    expect(await screen.findByText('Invalid security code.')).toBeVisible();
    expect(cvc).toHaveFocus();
    expect(service.sent).toHaveLength(0);
  });
});

describe('paying with a new card', () => {
  it('sends only the token to proceed-card, clears the card data, and follows the redirect', async () => {
    const service = fakeService(() => json(200, { redirect_url: 'https://3ds.example.jp/c/1' }));
    const { user, onSettled } = renderForm({ fetch: service.fetch, accessToken: 'member-empty' });
    await fillNewCard(user);
    await user.click(screen.getByRole('checkbox', { name: /Save this card/ }));
    await user.click(payButton());

    await waitFor(() =>
      expect(navigateToExternal).toHaveBeenCalledWith('https://3ds.example.jp/c/1'),
    );
    expect(tokenized).toEqual([
      {
        cardno: '4111111111111111',
        expire: '3412',
        securitycode: '123',
        holdername: 'TARO YAMADA',
        tokennumber: 1,
      },
    ]);
    expect(service.sent).toEqual([
      {
        path: '/api/v2/proceed-card',
        body: {
          payment_id: 'pay_1',
          secret: 's3cret',
          token: 'tok_1',
          access_token: 'member-empty',
          save_card: true,
        },
      },
    ]);
    expect(cardNumber()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Security code/ })).toHaveValue('');
    expect(screen.getByText('Taking you to the next step…')).toBeInTheDocument();
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('shows a token script rejection on the field it is about and sends nothing', async () => {
    tokenAnswer = () => ({ resultCode: '150' });
    const service = fakeService(() => json(200, {}));
    const { user } = renderForm({ fetch: service.fetch });
    await fillNewCard(user, '4000000000000150');
    await user.click(payButton());
    expect(await screen.findByText('Invalid card number.')).toBeVisible();
    expect(cardNumber()).toHaveFocus();
    expect(cardNumber()).toHaveValue('4000 0000 0000 0150');
    expect(service.sent).toHaveLength(0);
    expect(payButton()).not.toHaveAttribute('aria-disabled');
  });

  it('explains a provider failure and keeps the card so the shopper can try again', async () => {
    tokenAnswer = () => ({ resultCode: '902' });
    const service = fakeService(() => json(200, {}));
    const { user } = renderForm({ fetch: service.fetch });
    await fillNewCard(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not verify your card/);
    expect(cardNumber()).toHaveValue('4111 1111 1111 1111');
    expect(service.sent).toHaveLength(0);

    tokenAnswer = () => ({ resultCode: '000', tokenObject: { token: ['tok_retry'] } });
    await user.click(payButton());
    await waitFor(() => expect(service.sent).toHaveLength(1));
    expect(service.sent[0]?.body.token).toBe('tok_retry');
  });

  it('keeps what was typed when the service refuses, and re-reads the payment', async () => {
    const service = fakeService(() => json(409, { common: { error_code: 'PAYMENT_IN_PROGRESS' } }));
    const { user, onSettled } = renderForm({ fetch: service.fetch });
    await fillNewCard(user);
    await user.click(payButton());
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(cardNumber()).toHaveValue('4111 1111 1111 1111');
    expect(payButton()).not.toHaveAttribute('aria-disabled');
    // A new attempt is the shopper's choice: it tokenizes again and sends one more request.
    await user.click(payButton());
    await waitFor(() => expect(service.sent).toHaveLength(2));
    expect(tokenized).toHaveLength(2);
  });
});

describe('one request per attempt', () => {
  it('sends one wallet request under a double click and more clicks while it runs', async () => {
    const answer = deferred<Response>();
    const service = fakeService(() => answer.promise);
    const { user, onQr } = renderForm({
      payment: makePayment({ payMethods: ['PAYPAY'] }),
      fetch: service.fetch,
    });
    await user.dblClick(payButton());
    await user.click(payButton());
    await waitFor(() => expect(service.sent).toHaveLength(1));
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    expect(payButton()).toHaveTextContent('Processing…');
    answer.resolve(json(200, { qr_url: 'https://qr.paypay.example/abc' }));
    await waitFor(() =>
      expect(onQr).toHaveBeenCalledWith('PAYPAY', 'https://qr.paypay.example/abc'),
    );
    expect(service.sent).toHaveLength(1);
  });

  it('sends one proceed-member request when Enter is mashed in the security code', async () => {
    const answer = deferred<Response>();
    const service = fakeService(() => answer.promise);
    const { user, onSettled } = renderForm({
      payment: makePayment({ availableCards: [VALID_CARD] }),
      accessToken: 'member-demo',
      fetch: service.fetch,
    });
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '321');
    await user.keyboard('{Enter}{Enter}{Enter}{Enter}{Enter}');
    await waitFor(() => expect(service.sent).toHaveLength(1));
    await user.keyboard('{Enter}{Enter}');
    answer.resolve(json(200, {}));
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(service.sent).toEqual([
      {
        path: '/api/v2/proceed-member',
        body: {
          payment_id: 'pay_1',
          secret: 's3cret',
          access_token: 'member-demo',
          card_seq: 3,
          card_cvv: '321',
        },
      },
    ]);
  });
});

describe('after a proceed call', () => {
  it('refuses a javascript: redirect with the error dialog and re-reads the payment', async () => {
    const service = fakeService(() => json(200, { redirect_url: 'javascript:alert(1)' }));
    const { user, onSettled } = renderForm({
      payment: makePayment({ payMethods: ['ALIPAY'] }),
      fetch: service.fetch,
    });
    await user.click(payButton());
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(navigateToExternal).toHaveBeenCalledWith('javascript:alert(1)');
    expect(vi.mocked(navigateToExternal).mock.results[0]?.value).toBe(false);
    expect(getErrorMessage()).toMatch(/address is not safe/);
  });

  it('never re-sends after a network failure: it re-reads, and waits for that before a new attempt', async () => {
    let fail = true;
    const service = fakeService(() =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : json(200, {}),
    );
    const payment = makePayment({ payMethods: ['WECHATPAY'] });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(checkoutKeys.payment(payment.id), payment);
    const { user, onSettled } = renderForm({ payment, fetch: service.fetch, queryClient });

    await user.click(payButton());
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(
      screen.getByText(/could not confirm your payment because of a connection problem/),
    ).toBeInTheDocument();
    await user.click(payButton());
    await user.keyboard('{Enter}');
    expect(service.sent).toHaveLength(1);
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');

    // The route re-reads the payment: still CREATED, so the shopper may try again.
    fail = false;
    await queryClient.fetchQuery({
      queryKey: checkoutKeys.payment(payment.id),
      queryFn: () => payment,
    });
    await waitFor(() => expect(payButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(payButton());
    await waitFor(() => expect(service.sent).toHaveLength(2));
  });

  it('sends the platform type of the browser with a wallet payment', async () => {
    const service = fakeService(() => json(200, { qr_url: 'https://qr.example/x' }));
    const { user, onQr } = renderForm({
      payment: makePayment({ payMethods: ['ALIPAY'] }),
      fetch: service.fetch,
    });
    await user.click(payButton());
    await waitFor(() => expect(onQr).toHaveBeenCalledWith('ALIPAY', 'https://qr.example/x'));
    expect(service.sent[0]).toEqual({
      path: '/api/v2/proceed-alipay',
      body: {
        payment_id: 'pay_1',
        secret: 's3cret',
        platform_type: detectPlatformType(navigator.userAgent, {
          maxTouchPoints: navigator.maxTouchPoints,
        }),
      },
    });
  });

  it('sends H5 from a mobile browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    const service = fakeService(() => json(200, { redirect_url: 'https://wallet.example/p' }));
    const { user } = renderForm({
      payment: makePayment({ payMethods: ['PAYPAY'] }),
      fetch: service.fetch,
    });
    await user.click(payButton());
    await waitFor(() => expect(service.sent).toHaveLength(1));
    expect(service.sent[0]?.body.platform_type).toBe('H5');
  });
});

describe('languages', () => {
  it('shows the form in Japanese', () => {
    renderForm({ i18n: ja });
    expect(screen.getByRole('button', { name: '15,500 JPYを支払う' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '支払い方法' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'クレジットカード' })).toBeChecked();
    expect(screen.getByText(/本人認証（3Dセキュア）/)).toBeVisible();
  });
});
