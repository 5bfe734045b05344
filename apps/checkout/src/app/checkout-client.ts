import { createCheckoutClient, type CheckoutClientOptions } from '@kessai/api-client';
import { API_ERROR_TOAST_DURATION_MS } from '@kessai/domain';
import { toast } from '@kessai/ui';
import type { CheckoutClient } from './api-context.tsx';
import { config } from './config.ts';

export interface AppClientHooks {
  /** Client-side navigation to the not-found route (no reload). */
  goToNotFound(): void;
}

/**
 * The one API client of the page (spec §7): a 404 answer goes to /404, any other error answer shows
 * an error toast for 10 s with the service's description, else its code.
 */
export function createAppCheckoutClient(
  hooks: AppClientHooks,
  options: Pick<CheckoutClientOptions, 'baseUrl' | 'fetch'> = { baseUrl: config.apiBaseUrl },
): CheckoutClient {
  return createCheckoutClient({
    ...options,
    onNotFound: () => hooks.goToNotFound(),
    onError: (code, description) => {
      toast.error(description ?? code, { duration: API_ERROR_TOAST_DURATION_MS });
    },
  });
}
