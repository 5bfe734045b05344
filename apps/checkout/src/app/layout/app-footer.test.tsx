import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18n } from '@lingui/core';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createTestI18n } from '../../test/render.tsx';
import { config } from '../config.ts';
import { AppFooter } from './app-footer.tsx';

let en: I18n;
let ja: I18n;
beforeAll(async () => {
  [en, ja] = await Promise.all([createTestI18n('en'), createTestI18n('ja')]);
});

function renderFooter(i18n: I18n, now?: () => Date) {
  return render(
    <I18nProvider i18n={i18n}>
      <AppFooter now={now} />
    </I18nProvider>,
  );
}

describe('AppFooter', () => {
  it('is the contentinfo landmark, hidden when printing', () => {
    renderFooter(en);
    expect(screen.getByRole('contentinfo')).toHaveClass('checkout-print-hide');
  });

  it('links the terms, the privacy policy and the FAQ in a new tab, without an opener or referrer', () => {
    renderFooter(en);
    const footer = screen.getByRole('contentinfo');
    const links = [
      [/^Terms of service\s*\(opens in a new tab\)$/, config.termsUrl],
      [/^Privacy policy\s*\(opens in a new tab\)$/, config.privacyUrl],
      [/^FAQ\s*\(opens in a new tab\)$/, config.faqUrl],
    ] as const;
    for (const [name, href] of links) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    }
    expect(within(footer).getAllByRole('link')).toHaveLength(3);
  });

  it('shows the Powered-by logo with an accessible name', () => {
    renderFooter(en);
    expect(screen.getByRole('img', { name: 'Kessai' })).toBeInTheDocument();
    expect(screen.getByText(/Powered by/)).toContainElement(
      screen.getByRole('img', { name: 'Kessai' }),
    );
  });

  it('shows the current year in the copyright', () => {
    renderFooter(en);
    expect(screen.getByText(`© ${new Date().getFullYear()} Kessai`)).toBeInTheDocument();
  });

  it('takes the year from the clock', () => {
    renderFooter(en, () => new Date('2031-06-15T12:00:00Z'));
    expect(screen.getByText('© 2031 Kessai')).toBeInTheDocument();
  });

  it('is translated', () => {
    renderFooter(ja);
    expect(
      screen.getByRole('link', { name: /^利用規約\s*（新しいタブで開きます）$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '規約とヘルプ' })).toBeInTheDocument();
    expect(screen.queryByText(/Powered by/)).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderFooter(en);
    await expectNoAxeViolations(document.body);
  });
});
