import { CARD_NETWORKS, PAY_METHODS } from '@kessai/domain';
import type { I18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.js';
import { createTestI18n, renderWithI18n } from '../test/i18n.js';
import { CardNetworkLogo } from './card-network-logo.js';
import { PayMethodLogo } from './pay-method-logo.js';

let en: I18n;
let zhHans: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
  zhHans = await createTestI18n('zh-Hans');
});

describe('logos', () => {
  it('draws every card network as a named image', async () => {
    renderWithI18n(
      <p>
        {CARD_NETWORKS.map((network) => (
          <CardNetworkLogo key={network} network={network} />
        ))}
      </p>,
      en,
    );
    expect(screen.getAllByRole('img').map((logo) => logo.getAttribute('aria-label'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'JCB',
      'Diners Club',
      'UnionPay',
    ]);
    await expectNoAxeViolations();
  });

  it('draws PayPay, WeChat Pay, Alipay and the card method, with translated names', async () => {
    renderWithI18n(
      <p>
        {PAY_METHODS.map((method) => (
          <PayMethodLogo key={method} method={method} />
        ))}
      </p>,
      zhHans,
    );
    expect(screen.getAllByRole('img').map((logo) => logo.getAttribute('aria-label'))).toEqual([
      'PayPay',
      '信用卡',
      '微信支付',
      '支付宝',
    ]);
    await expectNoAxeViolations();
  });

  it('can be decorative when text next to it names the brand', () => {
    renderWithI18n(
      <p>
        <CardNetworkLogo network="VISA" decorative /> Visa
      </p>,
      en,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('puts the id and class on the badge', () => {
    renderWithI18n(
      <p>
        <CardNetworkLogo network="AMEX" id="amex" className="small" />
        <PayMethodLogo method="PAYPAY" decorative className="small" />
      </p>,
      en,
    );
    const amex = screen.getByRole('img', { name: 'American Express' });
    expect(amex).toHaveAttribute('id', 'amex');
    expect(amex).toHaveAttribute('class', 'kessai-logo small');
    const paypay = document.querySelector('svg[aria-hidden="true"]');
    expect(paypay).toHaveAttribute('class', 'kessai-logo small');
    expect(paypay).not.toHaveAttribute('aria-label');
  });
});
