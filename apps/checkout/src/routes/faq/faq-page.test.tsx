import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createTestI18n, renderWithProviders } from '../../test/render.tsx';
import FaqPage from './faq-page.tsx';

const QUESTIONS = [
  'Which payment methods can I use?',
  'Why am I asked to confirm my card with my bank?',
  'Can I save my card for next time?',
  'Why was my card declined?',
  'How do I pay with PayPay, WeChat Pay or Alipay?',
  'Is there a deadline for paying?',
  'How do I cancel an order or get a refund?',
  'Can I get a receipt?',
];

function details(question: string): HTMLDetailsElement {
  const summary = screen.getByText(question, { selector: 'summary' });
  return summary.closest('details') as HTMLDetailsElement;
}

describe('FaqPage', () => {
  it('answers the questions a shopper asks, as a closed accordion', async () => {
    renderWithProviders(<FaqPage />, { i18n: await createTestI18n('en') });
    expect(screen.getAllByText(/\?$/, { selector: 'summary' }).map((s) => s.textContent)).toEqual(
      QUESTIONS,
    );
    for (const question of QUESTIONS) expect(details(question).open).toBe(false);
    await expectNoAxeViolations();
  });

  it('opens and closes an answer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { i18n: await createTestI18n('en') });
    await user.click(screen.getByText('Why was my card declined?'));
    expect(details('Why was my card declined?').open).toBe(true);
    expect(screen.getByText(/The card issuer decides whether to approve/)).toBeVisible();
    await user.click(screen.getByText('Why was my card declined?'));
    expect(details('Why was my card declined?').open).toBe(false);
  });

  it('opens the question named in the address', async () => {
    renderWithProviders(<FaqPage />, {
      i18n: await createTestI18n('en'),
      initialPath: '/faq#faq-refunds',
    });
    expect(details('How do I cancel an order or get a refund?').open).toBe(true);
    expect(details('Can I get a receipt?').open).toBe(false);
  });

  it.each([
    ['ja', 'よくあるご質問', 'カードが使えなかったのはなぜですか？'],
    ['ko', '자주 묻는 질문', '카드 결제가 거절된 이유는 무엇인가요?'],
    ['zh-Hans', '常见问题', '为什么我的卡支付被拒绝了？'],
    ['zh-Hant', '常見問題', '為什麼我的卡片交易被拒絕？'],
  ] as const)('is written in %s', async (locale, title, question) => {
    renderWithProviders(<FaqPage />, { i18n: await createTestI18n(locale) });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(question, { selector: 'summary' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Why was my card declined|Contact us/);
  });
});
