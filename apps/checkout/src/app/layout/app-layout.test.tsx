import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '@lingui/core';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { createTestI18n } from '../../test/render.tsx';
import { AppLayout } from './app-layout.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderLayout() {
  // Not renderWithProviders: it wraps in a <main>, and the layout brings its own.
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<p>Page content</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('AppLayout', () => {
  it('has the product name, a skip link to the main landmark and the page', () => {
    renderLayout();
    expect(screen.getByText('Kessai Checkout')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(document.getElementById('main')).toContainElement(screen.getByText('Page content'));
  });

  it('says when the browser goes offline, and stops saying it when back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderLayout();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(/You are offline/);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderLayout();
    await expectNoAxeViolations(document.body);
  });
});
