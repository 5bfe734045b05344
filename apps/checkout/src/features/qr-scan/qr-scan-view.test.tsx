import type { Payment } from '@kessai/api-client';
import { checkoutKeys } from '@kessai/api-client/query';
import type { I18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createTestI18n, createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { makePayment, toWire } from '../order-result/test-payment.ts';
import { qrPath } from './qr-code.tsx';
import { QrScanView } from './qr-scan-view.tsx';

let en: I18n;
let ja: I18n;
beforeAll(async () => {
  [en, ja] = await Promise.all([createTestI18n('en'), createTestI18n('ja')]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setVisibility('visible');
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const QR_URL = 'https://checkout.test/sandbox/wallet/session-1';

/** A fake service: records get-payment calls and answers with the current payment. */
function fakeService(initial: Payment) {
  let current = initial;
  const calls: unknown[] = [];
  const fetch = async (request: Request) => {
    if (!request.url.endsWith('/api/v2/get-payment')) throw new TypeError('unexpected');
    calls.push(await request.json());
    return new Response(JSON.stringify(toWire(current)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch,
    calls,
    set(payment: Payment) {
      current = payment;
    },
  };
}

function renderQr(payment: Payment, options: { i18n?: I18n; qrUrl?: string } = {}) {
  const service = fakeService(payment);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(checkoutKeys.payment(payment.id), payment);
  const onChooseAnother = vi.fn();
  renderWithProviders(
    <QrScanView
      payment={payment}
      secret="s3cret"
      method="PAYPAY"
      qrUrl={options.qrUrl ?? QR_URL}
      onChooseAnother={onChooseAnother}
    />,
    { i18n: options.i18n ?? en, fetch: service.fetch, queryClient },
  );
  return { service, queryClient, onChooseAnother };
}

const created = (overrides: Partial<Payment> = {}) =>
  makePayment({
    status: 'CREATED',
    selectedMethod: 'PAYPAY',
    transactionLogs: [],
    deadline: new Date(Date.now() + 10 * 60_000),
    ...overrides,
  });

describe('QrScanView', () => {
  it('shows the QR code, the method, the time left and "Choose another method"', async () => {
    const { onChooseAnother, service } = renderQr(created());
    expect(screen.getByRole('heading', { name: 'Scan with PayPay' })).toHaveFocus();
    const qr = screen.getByRole('img', { name: 'QR code for PayPay' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path')).toHaveLength(1);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(screen.getByTestId('time-left')).toHaveTextContent(/^(10:00|9:5\d)$/);
    // Desktop: no app link.
    expect(screen.queryByRole('link', { name: 'Open PayPay' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(onChooseAnother).toHaveBeenCalledTimes(1);
    expect(service.calls[0]).toEqual({ payment_id: 'pay_test_0001', secret: 's3cret' });
    await expectNoAxeViolations();
  });

  it('draws one square per dark module, merging runs', () => {
    expect(
      qrPath([
        [true, true, false],
        [false, true, false],
      ]),
    ).toBe('M0 0h2v1h-2zM1 1h1v1h-1z');
  });

  it('polls get-payment every 3 s while visible, not while hidden, and at once when shown', async () => {
    vi.useFakeTimers();
    const { service } = renderQr(created());
    await act(() => vi.advanceTimersByTimeAsync(0));
    const start = service.calls.length; // the check on mount
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(service.calls.length).toBe(start + 1);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(service.calls.length).toBe(start + 3);

    act(() => {
      setVisibility('hidden');
    });
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(service.calls.length).toBe(start + 3);

    act(() => {
      setVisibility('visible');
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(service.calls.length).toBe(start + 4);
  });

  it('updates the shared payment query, so the route sees the new status', async () => {
    vi.useFakeTimers();
    const payment = created();
    const { service, queryClient } = renderQr(payment);
    service.set({ ...payment, status: 'CAPTURED' });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(queryClient.getQueryData<Payment>(checkoutKeys.payment(payment.id))?.status).toBe(
      'CAPTURED',
    );
  });

  it('counts down every second and checks once more at the deadline', async () => {
    vi.useFakeTimers();
    const { service } = renderQr(created({ deadline: new Date(Date.now() + 4500) }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('time-left')).toHaveTextContent('0:05');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('time-left')).toHaveTextContent('0:04');
    const before = service.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByTestId('time-left')).toHaveTextContent('0:00');
    expect(service.calls.length).toBeGreaterThan(before);
    expect(screen.queryByRole('img', { name: 'QR code for PayPay' })).not.toBeInTheDocument();
    expect(screen.getAllByText('The time to pay has run out.').length).toBeGreaterThan(0);
    // No polling after the deadline check.
    const after = service.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(service.calls.length).toBe(after);
  });

  it('offers "Open PayPay" on a phone, for a safe link only', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    renderQr(created(), { qrUrl: 'paypay://payment?code=abc' });
    expect(screen.getByRole('link', { name: 'Open PayPay' })).toHaveAttribute(
      'href',
      'paypay://payment?code=abc',
    );
  });

  it('never links to an unsafe app link', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
    );
    renderQr(created(), { qrUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('link', { name: 'Open PayPay' })).not.toBeInTheDocument();
  });

  it('is translated', () => {
    renderQr(created(), { i18n: ja });
    expect(screen.getByRole('heading', { name: 'PayPayでスキャン' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'PayPayのQRコード' })).toBeInTheDocument();
  });
});
