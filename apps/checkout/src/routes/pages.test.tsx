import type { I18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY } from '../app/access-token.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { createTestI18n, renderWithProviders } from '../test/render.tsx';
import { jsonResponse } from '../test/wire-payment.ts';
import AccountPage from './account/account-page.tsx';
import FaqPage from './faq/faq-page.tsx';
import LandingPage from './landing/landing-page.tsx';
import { NotFoundPage } from './not-found/not-found-page.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(() => sessionStorage.clear());

describe('the simple pages', () => {
  it('landing: says what Kessai Checkout is', async () => {
    renderWithProviders(<LandingPage />, { i18n });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kessai Checkout');
    expect(screen.getByRole('heading', { name: 'Ways to pay' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('not found: a message and a link home', async () => {
    renderWithProviders(<NotFoundPage />, { i18n });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go to the Kessai Checkout home page' }),
    ).toHaveAttribute('href', '/');
    await expectNoAxeViolations();
  });

  it('FAQ: has the contact, terms and privacy sections the links point at', async () => {
    renderWithProviders(<FaqPage />, { i18n });
    for (const id of ['contact', 'terms', 'privacy']) {
      expect(document.getElementById(id)).toBeInTheDocument();
    }
    await expectNoAxeViolations();
  });

  it('in Japanese too', async () => {
    renderWithProviders(<NotFoundPage />, { i18n: await createTestI18n('ja') });
    expect(screen.getByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
  });
});

describe('AccountPage', () => {
  it('tells a guest where saved cards are available', () => {
    renderWithProviders(<AccountPage />, { i18n });
    expect(screen.getByText(/open this page from the shop's member page/)).toBeInTheDocument();
  });

  it("lists a member's cards with their expiry and the count", async () => {
    sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'member-demo');
    renderWithProviders(<AccountPage />, {
      i18n,
      fetch: () =>
        Promise.resolve(
          jsonResponse({
            cards: [
              { card_no: '************1111', card_exp: '2912', card_seq: 1 },
              { card_no: '************0000', card_exp: '2001', card_seq: 2 },
            ],
          }),
        ),
    });
    expect(await screen.findByText('************1111')).toBeInTheDocument();
    expect(screen.getByText('Cards saved: 2 / 5')).toBeInTheDocument();
    expect(screen.getByText('Expires 12/29')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows the empty state', async () => {
    sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'member-empty');
    renderWithProviders(<AccountPage />, {
      i18n,
      fetch: () => Promise.resolve(jsonResponse({ cards: [] })),
    });
    expect(await screen.findByText('There are no registered credit cards.')).toBeInTheDocument();
  });
});
