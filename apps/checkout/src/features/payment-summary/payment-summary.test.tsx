import type { I18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createTestI18n, renderWithProviders } from '../../test/render.tsx';
import { makePayment } from '../order-result/test-payment.ts';
import { PaymentSummary } from './payment-summary.tsx';

let en: I18n;
let ja: I18n;
beforeAll(async () => {
  [en, ja] = await Promise.all([createTestI18n('en'), createTestI18n('ja')]);
});

describe('PaymentSummary', () => {
  it('shows the merchant, payment number, total, email, deadline, note and products', async () => {
    const payment = makePayment({ deadline: new Date('2026-11-27T14:59:00Z') });
    const { container } = renderWithProviders(<PaymentSummary payment={payment} />, { i18n: en });

    expect(screen.getByRole('heading', { name: 'Uji Tea House' })).toBeInTheDocument();
    const logo = container.querySelector('img.checkout-summary__logo');
    expect(logo).toHaveAttribute('src', 'https://cdn.example.jp/logo.png');
    expect(screen.getByText('pay_test_0001')).toBeInTheDocument();
    expect(screen.getByText('15,500 JPY')).toBeInTheDocument();
    expect(screen.getByText('shopper@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Nov 27, 2026.*11:59/)).toBeInTheDocument();
    expect(screen.getByText('Please arrive 10 minutes early.')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Kyoto tea ceremony' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items of Kyoto tea ceremony' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Unit price', 'Quantity', 'Amount']);
    expect(
      within(table).getByRole('rowheader', { name: 'Adult ticket' }).closest('tr'),
    ).toHaveTextContent('Adult ticket6,000 JPY212,000 JPY');

    await expectNoAxeViolations();
  });

  it('shows the accepted methods and card networks as named logos', () => {
    renderWithProviders(<PaymentSummary payment={makePayment()} />, { i18n: en });
    for (const name of [
      'Credit card',
      'PayPay',
      'WeChat Pay',
      'Alipay',
      'Visa',
      'Mastercard',
      'JCB',
    ]) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('img', { name: 'American Express' })).not.toBeInTheDocument();
  });

  it('leaves out card networks when cards are not accepted', () => {
    renderWithProviders(<PaymentSummary payment={makePayment({ payMethods: ['PAYPAY'] })} />, {
      i18n: en,
    });
    expect(screen.queryByText('Accepted cards')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Visa' })).not.toBeInTheDocument();
  });

  it('renders HTML in merchant and item names as text', () => {
    const payment = makePayment({
      merchantInfo: { merchantName: '<img src=x onerror=alert(1)>Shop', logoUrl: undefined },
      productInfos: [
        {
          productId: 'p',
          productTitle: '<script>alert(1)</script>',
          items: [{ name: '<b>Bold</b> item', price: 100, quantity: 1, total: 100 }],
        },
      ],
      note: '<a href="javascript:alert(1)">click</a>',
    });
    const { container } = renderWithProviders(<PaymentSummary payment={payment} />, { i18n: en });
    expect(
      screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>Shop' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '<b>Bold</b> item' })).toBeInTheDocument();
    expect(screen.getByText('<a href="javascript:alert(1)">click</a>')).toBeInTheDocument();
    expect(container.querySelector('script, b, a, img')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'http://evil.example.com/logo.png',
    'data:image/svg+xml,<svg/>',
    '//evil.example.com/logo.png',
  ])('shows a placeholder instead of the unsafe logo %s', (logoUrl) => {
    const payment = makePayment({
      merchantInfo: { merchantName: 'Shop', logoUrl },
      productInfos: [
        { productId: 'p', productTitle: 'P', productThumbnailUrl: logoUrl, items: [] },
      ],
    });
    const { container } = renderWithProviders(<PaymentSummary payment={payment} />, { i18n: en });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByTestId('image-placeholder')).toHaveLength(2);
  });

  it('accepts a same-origin logo (the sandbox serves its images from /sandbox/assets)', () => {
    const payment = makePayment({
      merchantInfo: { merchantName: 'Shop', logoUrl: '/sandbox/assets/logo.svg' },
    });
    const { container } = renderWithProviders(<PaymentSummary payment={payment} />, { i18n: en });
    expect(container.querySelector('img.checkout-summary__logo')).toHaveAttribute(
      'src',
      '/sandbox/assets/logo.svg',
    );
  });

  it('renders 500 line items', () => {
    const items = Array.from({ length: 500 }, (_, index) => ({
      name: `Item ${index + 1}`,
      price: 100 + index,
      quantity: 1,
      total: 100 + index,
    }));
    const payment = makePayment({
      productInfos: [{ productId: 'bulk', productTitle: 'Bulk order', items }],
    });
    renderWithProviders(<PaymentSummary payment={payment} />, { i18n: en });
    const table = screen.getByRole('table', { name: 'Items of Bulk order' });
    expect(within(table).getAllByRole('row')).toHaveLength(501);
    expect(within(table).getByRole('rowheader', { name: 'Item 500' })).toBeInTheDocument();
  });

  it('is translated', () => {
    renderWithProviders(<PaymentSummary payment={makePayment()} />, { i18n: ja });
    expect(screen.getByText('決済番号')).toBeInTheDocument();
    expect(screen.getByText('合計金額')).toBeInTheDocument();
  });
});
