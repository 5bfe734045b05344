import { createCheckoutClient } from '@kessai/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '@lingui/core';
import { createAppNavigator, NavigatorBridge } from '../../app/router.tsx';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createTestI18n, renderWithProviders } from '../../test/render.tsx';
import { errorResponse, jsonResponse, wirePayment } from '../../test/wire-payment.ts';
import { PaymentPage } from './payment-page.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});

function renderPage(fetch: (request: Request) => Promise<Response>) {
  const navigator = createAppNavigator();
  const client = createCheckoutClient({
    baseUrl: 'http://checkout.test',
    fetch,
    onNotFound: () => navigator.navigate('/404', { replace: true }),
  });
  return renderWithProviders(
    <>
      <NavigatorBridge navigator={navigator} />
      <Routes>
        <Route path=":secret/:paymentId" element={<PaymentPage />} />
        <Route path="404" element={<p>Not found page</p>} />
      </Routes>
    </>,
    { i18n, client, initialPath: '/s3cret/pay_1' },
  );
}

describe('PaymentPage', () => {
  it('shows a spinner, then the summary and the form of a payable payment', async () => {
    const fetch = vi.fn((request: Request) => {
      expect(request.url).toBe('http://checkout.test/api/v2/get-payment');
      return Promise.resolve(jsonResponse(wirePayment()));
    });
    renderPage(fetch);
    expect(screen.getByText('Loading the payment…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay 15,500 JPY' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kyoto Experiences Co.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    const body = (await fetch.mock.calls[0]![0].clone().json()) as Record<string, unknown>;
    expect(body).toMatchObject({ payment_id: 'pay_1', secret: 's3cret' });
    await expectNoAxeViolations();
  });

  it('shows the result of a payment that is no longer payable', async () => {
    renderPage(() => Promise.resolve(jsonResponse(wirePayment({ status: 'CAPTURED' }))));
    expect(
      await screen.findByRole('heading', { name: 'Your booking is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('shows the expired view once the deadline has passed', async () => {
    const deadline = new Date(Date.now() - 60_000).toISOString();
    renderPage(() => Promise.resolve(jsonResponse(wirePayment({ deadline }))));
    expect(
      await screen.findByRole('heading', { name: 'This payment has expired' }),
    ).toBeInTheDocument();
  });

  it('"Try again" on a failed payment brings the form back', async () => {
    const user = userEvent.setup();
    renderPage(() =>
      Promise.resolve(jsonResponse(wirePayment({ status: 'FAILED', error_msg: '42G120000: x' }))),
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay 15,500 JPY' })).toBeInTheDocument();
  });

  it('goes to /404 for an unknown payment', async () => {
    renderPage(() => Promise.resolve(errorResponse(404, 'PAYMENT_NOT_FOUND')));
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });

  it('says when it is offline and loads the payment when the network is back', async () => {
    let online = false;
    const fetch = vi.fn(() =>
      online
        ? Promise.resolve(jsonResponse(wirePayment()))
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderPage(fetch);
    // Reads retry network failures twice (1 s, then 2 s) before giving up.
    expect(
      await screen.findByRole('heading', { name: 'You seem to be offline' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('button', { name: 'Pay 15,500 JPY' })).toBeInTheDocument();
  }, 10_000);

  it('an error answer can be retried with the button', async () => {
    const user = userEvent.setup();
    let answer = errorResponse(500, 'INTERNAL');
    renderPage(() => Promise.resolve(answer));
    await screen.findByRole('heading', { name: 'The payment could not be loaded' });
    answer = jsonResponse(wirePayment());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay 15,500 JPY' })).toBeInTheDocument(),
    );
  });
});
