import { isCheckoutClientError } from '@kessai/api-client';
import { MAX_READ_RETRIES } from '@kessai/api-client/query';
import { QueryClient } from '@tanstack/react-query';

/**
 * Reads are retried only when no answer came (network failure, timeout), as the api-client's own
 * query options do; an answer of the service is final. Mutations (payment attempts) never retry.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < MAX_READ_RETRIES && isCheckoutClientError(error) && error.kind === 'fetch',
      },
      mutations: { retry: 0 },
    },
  });
}
