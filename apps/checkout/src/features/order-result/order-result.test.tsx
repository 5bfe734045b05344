import type { Payment } from '@kessai/api-client';
import { CONFIRM_COUNTDOWN_SECONDS } from '@kessai/domain';
import type { I18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Navigation from '../../app/navigation.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createTestI18n, renderWithProviders } from '../../test/render.tsx';
import { OrderResult, type ResultScreen } from './order-result.tsx';
import { makePayment } from './test-payment.ts';

// Record navigation instead of leaving the test page; the safety rule itself stays the real one.
const navigated = vi.hoisted(() => [] as string[]);
vi.mock('../../app/navigation.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Navigation>();
  return {
    ...actual,
    navigateToExternal: (url: string | undefined) => {
      if (!actual.isAllowedTarget(url)) return false;
      navigated.push(url);
      return true;
    },
  };
});

let en: I18n;
let ja: I18n;
beforeAll(async () => {
  [en, ja] = await Promise.all([createTestI18n('en'), createTestI18n('ja')]);
});

afterEach(() => {
  navigated.length = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderResult(
  screenName: ResultScreen,
  payment: Payment,
  handlers: { onRetry?: () => void; onRefresh?: () => void } = {},
  i18n = en,
) {
  const onRetry = handlers.onRetry ?? vi.fn();
  const onRefresh = handlers.onRefresh ?? vi.fn();
  const result = renderWithProviders(
    <OrderResult payment={payment} screen={screenName} onRetry={onRetry} onRefresh={onRefresh} />,
    { i18n },
  );
  return { ...result, onRetry, onRefresh };
}

describe('OrderResult: every screen', () => {
  it.each<[ResultScreen, Payment['status'], string, string]>([
    ['confirm', 'AUTHORIZED', 'Order not complete', 'Your card has been verified.'],
    ['confirmed', 'CAPTURED', 'Your booking is confirmed', 'Thank you. Your payment is complete.'],
    ['refunded', 'REFUNDED', 'Refunded', 'This payment has been refunded.'],
    ['canceled', 'CANCELED', 'The order has been canceled', 'This payment was canceled'],
    [
      'failed',
      'FAILED',
      'Payment failed',
      'There was an issue that occurred during the processing of your payment.',
    ],
    ['order-error', 'INTERNAL_ERROR', 'Order error', 'Error code: E92000001'],
    ['expired', 'CREATED', 'This payment has expired', 'can no longer be made'],
    ['unknown', 'STATUS_UKNOWN', 'Something went wrong', 'could not confirm the status'],
  ])('%s: heading (focused), message, tables and links', async (name, status, heading, text) => {
    const payment = makePayment({
      status,
      errorMsg: status === 'INTERNAL_ERROR' ? 'E92000001: A processing error occurred.' : undefined,
    });
    renderResult(name, payment);

    const title = screen.getByRole('heading', { level: 2, name: heading });
    expect(title).toHaveFocus();
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();

    const details = screen.getByRole('table', { name: 'Payment details' });
    expect(
      within(details).getByRole('rowheader', { name: 'Payment number' }).closest('tr'),
    ).toHaveTextContent('pay_test_0001');
    expect(
      within(details).getByRole('rowheader', { name: 'Merchant' }).closest('tr'),
    ).toHaveTextContent('Uji Tea House');
    expect(
      within(details).getByRole('rowheader', { name: 'Total' }).closest('tr'),
    ).toHaveTextContent('15,500 JPY');
    expect(
      within(details).getByRole('rowheader', { name: 'Payment method' }).closest('tr'),
    ).toHaveTextContent('Credit card');

    const history = screen.getByRole('table', { name: 'Payment history' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Timestamp', 'Status', 'Detailed message', 'Charge']);
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveTextContent('PaidPayment captured15,500 JPY');

    expect(screen.getByRole('button', { name: 'Print this page' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to product page' });
    expect(back).toHaveAttribute('href', 'https://shop.example.jp/orders/1');
    expect(back).not.toHaveAttribute('target');
    const contact = screen.getByRole('link', { name: /Contact us/ });
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer');

    await expectNoAxeViolations();
  });

  it('prints with the browser dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderResult('confirmed', makePayment());
    await userEvent.click(screen.getByRole('button', { name: 'Print this page' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('offers no back link for an unsafe return URL', () => {
    renderResult('confirmed', makePayment({ returnUrl: 'javascript:alert(1)' }));
    expect(screen.queryByRole('link', { name: 'Back to product page' })).not.toBeInTheDocument();
  });

  it('translates headings and status names', () => {
    renderResult('confirmed', makePayment(), {}, ja);
    expect(screen.getByRole('heading', { name: 'ご予約が確定しました' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '決済履歴' })).toHaveTextContent('決済完了');
  });

  it('renders merchant text and log messages as text', () => {
    const payment = makePayment({
      merchantInfo: { merchantName: '<img src=x onerror=alert(1)>', logoUrl: undefined },
      errorMsg: '<b>declined</b>',
      transactionLogs: [
        { timestamp: new Date(), status: 'FAILED', message: '<script>x</script>', charge: 0 },
      ],
    });
    const { container } = renderResult('failed', { ...payment, status: 'FAILED' });
    expect(screen.getByText('Reason: <b>declined</b>')).toBeInTheDocument();
    expect(screen.getByText('<script>x</script>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('script, b, img')).toBeNull();
  });

  it('renders 1,000 history rows', () => {
    const start = Date.now() - 1000 * 60_000;
    const transactionLogs = Array.from({ length: 1000 }, (_, index) => ({
      timestamp: new Date(start + index * 60_000),
      status: index % 2 === 0 ? ('AUTHORIZED' as const) : ('CAPTURED' as const),
      message: `Event ${index + 1}`,
      charge: 100,
    }));
    renderResult('confirmed', makePayment({ transactionLogs }));
    const history = screen.getByRole('table', { name: 'Payment history' });
    expect(within(history).getAllByRole('row')).toHaveLength(1001);
    expect(within(history).getByText('Event 1000')).toBeInTheDocument();
  });
});

describe('OrderResult: failed', () => {
  it('shows error_msg and "Try again" before the deadline', async () => {
    const onRetry = vi.fn();
    renderResult(
      'failed',
      makePayment({ status: 'FAILED', errorMsg: '42G120000: The card was declined.' }),
      { onRetry },
    );
    expect(screen.getByText('Reason: 42G120000: The card was declined.')).toBeInTheDocument();
    expect(screen.getByText(/verify|check your booking details/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no "Try again" after the deadline', () => {
    renderResult(
      'failed',
      makePayment({ status: 'FAILED', deadline: new Date(Date.now() - 1000) }),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('removes "Try again" when the deadline passes while the view is open', () => {
    vi.useFakeTimers();
    renderResult(
      'failed',
      makePayment({ status: 'FAILED', deadline: new Date(Date.now() + 5000) }),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('OrderResult: order error code', () => {
  it.each([
    ['E92000001: A processing error occurred.', [], 'Error code: E92000001'],
    ['E92000001', [], 'Error code: E92000001'],
    [
      undefined,
      [{ timestamp: new Date(), status: 'INTERNAL_ERROR' as const, message: 'E01: failed' }],
      'Error code: E01',
    ],
  ])('error_msg %s → %s', (errorMsg, transactionLogs, expected) => {
    renderResult(
      'order-error',
      makePayment({ status: 'INTERNAL_ERROR', errorMsg, transactionLogs }),
    );
    expect(
      screen.getByText(
        `Sorry, there was an error that occurred during the purchase process. ${expected}`,
      ),
    ).toBeInTheDocument();
  });

  it('shows the sentence without a code when there is none', () => {
    renderResult(
      'order-error',
      makePayment({ status: 'INTERNAL_ERROR', errorMsg: undefined, transactionLogs: [] }),
    );
    expect(
      screen.getByText('Sorry, there was an error that occurred during the purchase process.'),
    ).toBeInTheDocument();
  });
});

describe('OrderResult: confirm step', () => {
  const authorized = (overrides: Partial<Payment> = {}) =>
    makePayment({ status: 'AUTHORIZED', ...overrides });

  it('continues to the return URL when the countdown reaches 0', () => {
    vi.useFakeTimers();
    renderResult('confirm', authorized());
    expect(screen.getByTestId('countdown')).toHaveTextContent(
      `Continuing automatically in ${CONFIRM_COUNTDOWN_SECONDS} s`,
    );
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('Continuing automatically in 7 s');
    expect(navigated).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(7000);
    });
    expect(navigated).toEqual(['https://shop.example.jp/orders/1']);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(navigated).toHaveLength(1);
  });

  it('announces the countdown at the start and near the end only', () => {
    vi.useFakeTimers();
    renderResult('confirm', authorized());
    const status = screen.getAllByRole('status').at(-1)!;
    const heard = new Set<string>();
    for (let second = 0; second < CONFIRM_COUNTDOWN_SECONDS; second += 1) {
      if (status.textContent) heard.add(status.textContent);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect([...heard]).toEqual([
      'You will return to the shop automatically in 10 seconds.',
      'You will return to the shop automatically in 5 seconds.',
    ]);
  });

  it('continues at once on Confirm', async () => {
    renderResult('confirm', authorized());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(navigated).toEqual(['https://shop.example.jp/orders/1']);
  });

  it('can stop the countdown', () => {
    vi.useFakeTimers();
    renderResult('confirm', authorized());
    act(() => {
      screen.getByRole('button', { name: 'Stop the countdown' }).click();
    });
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(navigated).toEqual([]);
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
  });

  it('refuses an unsafe return URL with a message and never follows it', async () => {
    const onRefresh = vi.fn();
    renderResult('confirm', authorized({ returnUrl: 'javascript:alert(1)' }), { onRefresh });
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('not safe');
    expect(navigated).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Back to product page' })).not.toBeInTheDocument();
  });

  it('re-reads the payment on Confirm without a return URL', async () => {
    const onRefresh = vi.fn();
    renderResult('confirm', authorized({ returnUrl: undefined }), { onRefresh });
    expect(screen.queryByTestId('countdown')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(navigated).toEqual([]);
  });
});
