import type { I18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.js';
import { createTestI18n, renderWithI18n } from '../test/i18n.js';
import { Popover } from './popover.js';

let en: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPopover() {
  return renderWithI18n(
    <p>
      Security code
      <Popover trigger="?" triggerLabel="What is the security code?">
        The 3 or 4 digits on the back of your card.
      </Popover>
      <button type="button">Next</button>
    </p>,
    en,
  );
}

function fakeTimersUser() {
  vi.useFakeTimers();
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

describe('Popover', () => {
  it('opens on hover and hides 300 ms after the pointer leaves', async () => {
    const user = fakeTimersUser();
    renderPopover();
    const trigger = screen.getByRole('button', { name: 'What is the security code?' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(trigger);
    expect(screen.getByRole('tooltip')).toHaveTextContent('The 3 or 4 digits');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAccessibleDescription('The 3 or 4 digits on the back of your card.');

    await user.unhover(trigger);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while the pointer moves into it', async () => {
    const user = fakeTimersUser();
    renderPopover();
    await user.hover(screen.getByRole('button', { name: 'What is the security code?' }));
    await user.hover(screen.getByRole('tooltip'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('opens on keyboard focus, hides 300 ms after focus leaves, and hides at once on Escape', async () => {
    const user = fakeTimersUser();
    renderPopover();
    await user.tab();
    expect(screen.getByRole('button', { name: 'What is the security code?' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();

    await user.tab();
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab({ shift: true });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on tap and hides when the shopper taps elsewhere', async () => {
    const user = fakeTimersUser();
    renderPopover();
    await user.pointer({
      keys: '[TouchA]',
      target: screen.getByRole('button', { name: 'What is the security code?' }),
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    renderPopover();
    await user.hover(screen.getByRole('button', { name: 'What is the security code?' }));
    await expectNoAxeViolations();
  });
});
