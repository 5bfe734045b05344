import type { createCheckoutClient } from '@kessai/api-client';
import { createContext, useContext, type ReactNode } from 'react';

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;

const CheckoutClientContext = createContext<CheckoutClient | null>(null);

/** Provides the API client, so tests and other hosts can give components their own. */
export function CheckoutClientProvider({
  client,
  children,
}: {
  client: CheckoutClient;
  children: ReactNode;
}) {
  return <CheckoutClientContext value={client}>{children}</CheckoutClientContext>;
}

export function useCheckoutClient(): CheckoutClient {
  const client = useContext(CheckoutClientContext);
  if (!client) throw new Error('useCheckoutClient needs a <CheckoutClientProvider>');
  return client;
}
