import type { I18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.js';
import { createTestI18n, renderWithI18n } from '../test/i18n.js';
import { ErrorDialog } from './error-dialog.js';
import { useErrorMessage } from './use-error-message.js';
import {
  closeErrorDialog,
  getErrorMessage,
  resetErrorMessage,
  setErrorMessage,
} from './error-message-store.js';

let en: I18n;
let ja: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
  ja = await createTestI18n('ja');
});

afterEach(() => {
  act(() => resetErrorMessage());
  vi.useRealTimers();
});

function Page() {
  return (
    <>
      <h1>Checkout</h1>
      <button type="button" onClick={() => setErrorMessage('The payment could not be loaded.')}>
        Load payment
      </button>
      <ErrorDialog faqUrl="https://help.example.com/faq" />
    </>
  );
}

describe('ErrorDialog', () => {
  it('is hidden while there is no error message', () => {
    renderWithI18n(<Page />, en);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the error icon, the message, a FAQ link in a new tab and a Close button', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page />, en);
    await user.click(screen.getByRole('button', { name: 'Load payment' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/The payment could not be loaded\./);
    expect(within(dialog).getByText('The payment could not be loaded.')).toBeVisible();
    expect(dialog.querySelector('.kessai-status-icon--error')).not.toBeNull();
    const faq = within(dialog).getByRole('link', { name: /See the FAQ/ });
    expect(faq).toHaveAttribute('href', 'https://help.example.com/faq');
    expect(faq).toHaveAttribute('target', '_blank');
    expect(faq).toHaveAttribute('rel', 'noopener noreferrer');
    expect(faq).toHaveAccessibleName('See the FAQ (opens in a new tab)');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('moves focus in, keeps it inside and makes the page behind inert', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page />, en);
    await user.click(screen.getByRole('button', { name: 'Load payment' }));
    const dialog = screen.getByRole('alertdialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const faq = within(dialog).getByRole('link');

    expect(close).toHaveFocus();
    await user.tab();
    expect(faq).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(faq).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    // The page behind is out of reach for pointer, keyboard and screen reader.
    expect(screen.getByRole('heading', { name: 'Checkout' }).closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Load payment' }).closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
  });

  it('closes with the Close button: hidden at once, message cleared 300 ms later, focus restored', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithI18n(<Page />, en);
    const trigger = screen.getByRole('button', { name: 'Load payment' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger.closest('[inert]')).toBeNull();
    expect(getErrorMessage()).toBe('The payment could not be loaded.');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(getErrorMessage()).toBe('The payment could not be loaded.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(getErrorMessage()).toBeNull();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Page />, en);
    const trigger = screen.getByRole('button', { name: 'Load payment' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('can be opened by code outside React, and a new message during the clear delay wins', () => {
    vi.useFakeTimers();
    renderWithI18n(<Page />, en);
    act(() => setErrorMessage('First problem'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('First problem');
    act(() => closeErrorDialog());
    act(() => {
      vi.advanceTimersByTime(100);
    });
    act(() => setErrorMessage('Second problem'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Second problem');
    expect(getErrorMessage()).toBe('Second problem');
    act(() => setErrorMessage(null));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is translated', async () => {
    renderWithI18n(<ErrorDialog />, ja);
    act(() => setErrorMessage('決済情報を読み込めませんでした。'));
    const dialog = screen.getByRole('alertdialog', { name: 'エラー' });
    expect(within(dialog).getByRole('button', { name: '閉じる' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /よくあるご質問を見る/ })).toHaveAttribute(
      'href',
      '/faq',
    );
    await expectNoAxeViolations();
  });
});

describe('useErrorMessage', () => {
  it('lets other components read the current error message', () => {
    function Banner() {
      return <p>{useErrorMessage() ?? 'No error'}</p>;
    }
    renderWithI18n(<Banner />, en);
    expect(screen.getByText('No error')).toBeInTheDocument();
    act(() => setErrorMessage('Network down'));
    expect(screen.getByText('Network down')).toBeInTheDocument();
  });
});
