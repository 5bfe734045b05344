import type { Locale } from '@kessai/domain';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { loadUiMessages } from '../i18n/load-ui-messages.js';

/** A Lingui instance with the kit's real compiled catalog of one language. */
export async function createTestI18n(locale: Locale = 'en'): Promise<I18n> {
  const i18n = setupI18n();
  i18n.load(locale, await loadUiMessages(locale));
  i18n.activate(locale);
  return i18n;
}

/**
 * Renders inside an I18nProvider and a <main> landmark, as the app does (axe's `region` rule
 * expects page content inside landmarks).
 */
export function renderWithI18n(
  ui: ReactElement,
  i18n: I18n,
  options?: Omit<RenderOptions, 'wrapper' | 'container'>,
): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  const container = document.body.appendChild(document.createElement('main'));
  return render(ui, { ...options, container, wrapper: Wrapper });
}
