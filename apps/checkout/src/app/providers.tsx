import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ErrorDialog, Toaster } from '@kessai/ui';
import type { ReactNode } from 'react';
import { CheckoutClientProvider, type CheckoutClient } from './api-context.tsx';
import { config } from './config.ts';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  client: CheckoutClient;
  children: ReactNode;
}

/** Language, server state and the API client for every page, plus the toasts and the error dialog. */
export function AppProviders({ i18n, queryClient, client, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CheckoutClientProvider client={client}>
          {children}
          <Toaster />
          <ErrorDialog faqUrl={config.faqUrl} />
        </CheckoutClientProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
