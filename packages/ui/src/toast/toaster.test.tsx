import type { I18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.js';
import { createTestI18n, renderWithI18n } from '../test/i18n.js';
import { resetToasts, toast } from './toast-store.js';
import { Toaster } from './toaster.js';

let en: I18n;
let ja: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
  ja = await createTestI18n('ja');
});

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces errors assertively and the other types politely', async () => {
    renderWithI18n(<Toaster />, en);
    act(() => {
      toast.error('Payment failed');
      toast.success('Card saved');
      toast.info('Heads up');
    });
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).not.toHaveTextContent('Card saved');
    expect(status).toHaveTextContent('Card saved');
    expect(status).toHaveTextContent('Heads up');
    expect(within(alert).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(within(status).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('keeps both live regions in the page before any toast, so additions are announced', () => {
    renderWithI18n(<Toaster />, en);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hides a default toast after 3 s plus the 300 ms exit animation', () => {
    vi.useFakeTimers();
    renderWithI18n(<Toaster />, en);
    act(() => {
      toast.warning('Check your details');
    });
    expect(screen.getByText('Check your details')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('Check your details').closest('.kessai-toast')).toHaveClass(
      'kessai-toast--leaving',
    );
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Check your details')).not.toBeInTheDocument();
  });

  it('gives long and endless toasts a close button that removes them after the exit animation', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithI18n(<Toaster />, en);
    act(() => {
      toast.error('Server error', { duration: 10_000 });
      toast.loading('Processing', { duration: 0 });
    });
    const buttons = screen.getAllByRole('button', { name: 'Close notification' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.getByText('Server error')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
  });

  it('keeps a toast while the pointer rests on it', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithI18n(<Toaster />, en);
    act(() => {
      toast.info('Long message to read');
    });
    await user.hover(screen.getByText('Long message to read'));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText('Long message to read')).toBeInTheDocument();
    await user.unhover(screen.getByText('Long message to read'));
    act(() => {
      vi.advanceTimersByTime(3300);
    });
    expect(screen.queryByText('Long message to read')).not.toBeInTheDocument();
  });

  it('stacks several toasts', () => {
    renderWithI18n(<Toaster />, en);
    act(() => {
      toast.info('First');
      toast.info('Second');
      toast.info('Third');
    });
    const texts = within(screen.getByRole('status'))
      .getAllByText(/First|Second|Third/)
      .map((element) => element.textContent);
    expect(texts).toEqual(['First', 'Second', 'Third']);
  });

  it('is translated', async () => {
    renderWithI18n(<Toaster />, ja);
    act(() => {
      toast.loading('処理中です', { duration: 0 });
    });
    expect(screen.getByRole('button', { name: '通知を閉じる' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
