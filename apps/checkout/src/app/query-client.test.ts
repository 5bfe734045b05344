import { FetchError, ResponseError } from '@kessai/api-client';
import { describe, expect, it } from 'vitest';
import { createAppQueryClient } from './query-client.ts';

describe('createAppQueryClient', () => {
  const defaults = createAppQueryClient().getDefaultOptions();
  const retry = defaults.queries?.retry as (count: number, error: Error) => boolean;

  it('retries reads only when no answer came, at most twice', () => {
    const network = new FetchError('getPayment', new TypeError('offline'));
    expect(retry(0, network)).toBe(true);
    expect(retry(1, network)).toBe(true);
    expect(retry(2, network)).toBe(false);
  });

  it('never retries an answer of the service or another error', () => {
    const answer = new ResponseError('getPayment', 500, 'INTERNAL', undefined);
    expect(retry(0, answer)).toBe(false);
    expect(retry(0, new Error('bug'))).toBe(false);
  });

  it('never retries a mutation', () => {
    expect(defaults.mutations?.retry).toBe(0);
  });
});
