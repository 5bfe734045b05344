import type { I18n } from '@lingui/core';
import { dismissToast, getToasts, Toaster } from '@kessai/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppCheckoutClient } from '../../app/checkout-client.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createTestI18n, renderWithProviders } from '../../test/render.tsx';
import { errorResponse, jsonResponse } from '../../test/wire-payment.ts';
import { SavedCardsManager } from './saved-cards-manager.tsx';

const NOW = new Date('2026-11-22T12:00:00+09:00');

interface WireCard {
  card_no: string;
  card_exp: string;
  card_seq: number;
}

/** A member's cards behind list-cards and delete-card, as the service answers them. */
function fakeService(
  initial: WireCard[],
  options: { deleteStatus?: number; listStatus?: number; holdDelete?: Promise<void> } = {},
) {
  let cards = [...initial];
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path, body });
    if (path.endsWith('/list-cards')) {
      if (options.listStatus) return errorResponse(options.listStatus, 'UNAUTHORIZED');
      return jsonResponse({ cards });
    }
    if (path.endsWith('/delete-card')) {
      await options.holdDelete;
      if (options.deleteStatus) {
        return errorResponse(
          options.deleteStatus,
          'SERVER_ERROR',
          'The card could not be deleted.',
        );
      }
      cards = cards.filter((card) => card.card_seq !== body.card_seq);
      return jsonResponse({});
    }
    return errorResponse(404, 'NOT_FOUND');
  };
  const client = createAppCheckoutClient(
    { goToNotFound: () => undefined },
    { baseUrl: 'http://checkout.test', fetch },
  );
  return { client, calls, deletes: () => calls.filter((c) => c.path.endsWith('/delete-card')) };
}

const VISA = { card_no: '************1111', card_exp: '2912', card_seq: 1 };
const EXPIRED = { card_no: '************0000', card_exp: '2001', card_seq: 2 };

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(async () => {
  dismissToast();
  await waitFor(() => expect(getToasts()).toHaveLength(0));
});

function renderManager(service: ReturnType<typeof fakeService>, locale: I18n = i18n) {
  return renderWithProviders(
    <>
      <SavedCardsManager accessToken="member-test" now={NOW} />
      <Toaster />
    </>,
    { i18n: locale, client: service.client },
  );
}

describe('SavedCardsManager', () => {
  it('shows a spinner, then lists the cards with expiry, expired mark and count', async () => {
    const service = fakeService([VISA, EXPIRED]);
    renderManager(service);
    expect(screen.getByText('Loading…').closest('[role="status"]')).not.toBeNull();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [visa, expired] = items as [HTMLElement, HTMLElement];
    expect(within(visa).getByText('************1111')).toBeInTheDocument();
    expect(within(visa).getByText('Card ending in 1111')).toBeInTheDocument();
    expect(within(visa).getByText('Expires 12/29')).toBeInTheDocument();
    expect(within(visa).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(expired).getByText('Expires 01/20')).toBeInTheDocument();
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('Cards saved: 2 / 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete card ending in 1111' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete card ending in 0000' })).toBeInTheDocument();
    expect(service.calls[0]?.body).toEqual({ access_token: 'member-test' });
    await expectNoAxeViolations();
  });

  it('asks before deleting; Cancel keeps the card and returns focus', async () => {
    const user = userEvent.setup();
    const service = fakeService([VISA]);
    renderManager(service);
    const deleteButton = await screen.findByRole('button', { name: 'Delete card ending in 1111' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete credit card?' });
    expect(dialog).toHaveAccessibleDescription(
      'The card ending in 1111 (expires 12/29) will be removed from your saved cards.',
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(service.deletes()).toHaveLength(0);
    expect(screen.getByText('************1111')).toBeInTheDocument();

    // Escape cancels too.
    await user.click(deleteButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(service.deletes()).toHaveLength(0);
  });

  it('deletes a confirmed card once, refreshes the list and says so', async () => {
    const user = userEvent.setup();
    const service = fakeService([VISA, EXPIRED]);
    renderManager(service);
    await user.click(await screen.findByRole('button', { name: 'Delete card ending in 0000' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete credit card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('The credit card information has been deleted.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The credit card information has been deleted.').closest('[role="status"]'),
    ).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('************0000')).not.toBeInTheDocument();
    expect(screen.getByText('************1111')).toBeInTheDocument();
    expect(screen.getByText('Cards saved: 1 / 5')).toHaveFocus();
    expect(service.deletes()).toEqual([
      { path: '/api/v2/delete-card', body: { access_token: 'member-test', card_seq: 2 } },
    ]);
    await expectNoAxeViolations();
  });

  it('shows the empty state after the last card is deleted, with the keyboard alone', async () => {
    const user = userEvent.setup();
    const service = fakeService([VISA]);
    renderManager(service);
    const deleteButton = await screen.findByRole('button', { name: 'Delete card ending in 1111' });
    deleteButton.focus();
    await user.keyboard('{Enter}');
    // Focus starts on Cancel; Tab reaches Delete.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('There are no registered credit cards.')).toHaveFocus();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('sends a delete once, however often Delete is pressed while it is on its way', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const holdDelete = new Promise<void>((resolve) => {
      release = resolve;
    });
    const service = fakeService([VISA], { holdDelete });
    renderManager(service);
    await user.click(await screen.findByRole('button', { name: 'Delete card ending in 1111' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const pending = within(dialog).getByRole('button', { name: 'Deleting…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(pending);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    release();
    expect(await screen.findByText('There are no registered credit cards.')).toBeInTheDocument();
    expect(service.deletes()).toHaveLength(1);
  });

  it('shows the empty state', async () => {
    renderManager(fakeService([]));
    expect(await screen.findByText('There are no registered credit cards.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('keeps the card when the delete fails, and the error toast shows', async () => {
    const user = userEvent.setup();
    const service = fakeService([VISA], { deleteStatus: 500 });
    renderManager(service);
    await user.click(await screen.findByRole('button', { name: 'Delete card ending in 1111' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The card could not be deleted.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('************1111')).toBeInTheDocument();
    expect(screen.getByText('Cards saved: 1 / 5')).toBeInTheDocument();
    expect(
      screen.queryByText('The credit card information has been deleted.'),
    ).not.toBeInTheDocument();
    // Never retried.
    expect(service.deletes()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete card ending in 1111' })).toHaveFocus();
  });

  it('explains an unknown access token (401)', async () => {
    renderManager(fakeService([], { listStatus: 401 }));
    expect(
      await screen.findByText(/This link to your saved cards is no longer valid/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('speaks Japanese', async () => {
    const user = userEvent.setup();
    renderManager(fakeService([VISA]), await createTestI18n('ja'));
    await user.click(await screen.findByRole('button', { name: /1111/ }));
    expect(
      screen.getByRole('alertdialog', { name: 'クレジットカードを削除しますか？' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '削除' }));
    expect(await screen.findByText('クレジットカード情報を削除しました。')).toBeInTheDocument();
    expect(screen.getByText('登録済みのクレジットカードはありません。')).toBeInTheDocument();
  });
});
