import type { I18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../app/access-token.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createTestI18n, renderWithProviders } from '../../test/render.tsx';
import { jsonResponse } from '../../test/wire-payment.ts';
import AccountPage from './account-page.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(() => sessionStorage.clear());

describe('AccountPage', () => {
  it('without an access token: says where saved cards are available and calls nothing', async () => {
    let calls = 0;
    renderWithProviders(<AccountPage />, {
      i18n,
      fetch: () => {
        calls += 1;
        return Promise.resolve(jsonResponse({ cards: [] }));
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Saved cards are available when you open this page from the shop's member page.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toBe(0);
    await expectNoAxeViolations();
  });

  it('with the access token of the tab: manages its cards', async () => {
    sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'member-demo');
    renderWithProviders(<AccountPage />, {
      i18n,
      fetch: () =>
        Promise.resolve(
          jsonResponse({ cards: [{ card_no: '************1111', card_exp: '3012', card_seq: 1 }] }),
        ),
    });
    expect(
      await screen.findByRole('button', { name: 'Delete card ending in 1111' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cards saved: 1 / 5')).toBeInTheDocument();
  });
});
