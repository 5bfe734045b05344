import { getToasts, toast } from '@kessai/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../test/wire-payment.ts';
import { createAppCheckoutClient } from './checkout-client.ts';

afterEach(() => {
  toast.dismiss();
});

const params = { paymentId: 'pay_1', secret: 's3cret' };

describe('createAppCheckoutClient', () => {
  it('goes to the not-found route on a 404 answer, without a toast', async () => {
    const goToNotFound = vi.fn();
    const client = createAppCheckoutClient(
      { goToNotFound },
      {
        baseUrl: 'http://checkout.test',
        fetch: () => Promise.resolve(errorResponse(404, 'PAYMENT_NOT_FOUND')),
      },
    );
    await expect(client.getPayment(params)).rejects.toThrow();
    expect(goToNotFound).toHaveBeenCalledOnce();
    expect(getToasts()).toEqual([]);
  });

  it('shows the error description in a 10-second error toast, else the code', async () => {
    let answer = errorResponse(500, 'INTERNAL', 'The service is busy.');
    const client = createAppCheckoutClient(
      { goToNotFound: vi.fn() },
      { baseUrl: 'http://checkout.test', fetch: () => Promise.resolve(answer) },
    );
    await expect(client.getPayment(params)).rejects.toThrow();
    expect(getToasts()).toMatchObject([
      { type: 'error', message: 'The service is busy.', duration: 10_000 },
    ]);

    toast.dismiss();
    answer = errorResponse(409, 'PAYMENT_NOT_PAYABLE');
    await expect(client.getPayment(params)).rejects.toThrow();
    expect(getToasts().at(-1)).toMatchObject({ type: 'error', message: 'PAYMENT_NOT_PAYABLE' });
  });
});
