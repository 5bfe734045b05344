import { createCheckoutClient } from '@kessai/api-client';
import type { Locale } from '@kessai/domain';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CheckoutClientProvider, type CheckoutClient } from '../app/api-context.tsx';
import { loadMessages } from '../app/i18n.ts';

/** A Lingui instance with the app's and the kit's real compiled catalogs of one language. */
export async function createTestI18n(locale: Locale = 'en'): Promise<I18n> {
  const i18n = setupI18n();
  i18n.load(locale, await loadMessages(locale));
  i18n.activate(locale);
  return i18n;
}

export interface ProviderOptions {
  i18n: I18n;
  client?: CheckoutClient;
  /** Defaults to a client whose fetch always fails, so no test reaches a network by accident. */
  fetch?: (input: Request) => Promise<Response>;
  queryClient?: QueryClient;
  initialPath?: string;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
}

/** Renders inside the app's providers and a <main> landmark, as the app does. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions): RenderResult {
  const client =
    options.client ??
    createCheckoutClient({
      baseUrl: 'http://checkout.test',
      fetch: options.fetch ?? (() => Promise.reject(new TypeError('no network in tests'))),
    });
  const queryClient = options.queryClient ?? createTestQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={options.i18n}>
      <QueryClientProvider client={queryClient}>
        <CheckoutClientProvider client={client}>
          <MemoryRouter initialEntries={[options.initialPath ?? '/']}>{children}</MemoryRouter>
        </CheckoutClientProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
  const container = document.body.appendChild(document.createElement('main'));
  return render(ui, { container, wrapper: Wrapper });
}
