// Type tests: checked by `tsc --noEmit` (the typecheck script) as well as run by vitest.
import { describe, expectTypeOf, it } from 'vitest';
import {
  createCheckoutClient,
  type CallOptions,
  type CardNetwork,
  type CheckoutClient,
  type Payment,
  type PaymentStatus,
  type PayMethod,
  type PlatformType,
  type ProceedResult,
  type ResponseError,
  type SavedCard,
} from './index.js';
import type { components } from './generated/schema.js';

const client = createCheckoutClient({ baseUrl: 'https://pay.example' });

describe('public types', () => {
  it('take camelCase params and answer camelCase results', () => {
    expectTypeOf(client.getPayment).parameter(0).toEqualTypeOf<{
      paymentId: string;
      secret: string;
      accessToken?: string;
    }>();
    expectTypeOf(client.getPayment).returns.resolves.toEqualTypeOf<Payment>();
    expectTypeOf(client.listCards).parameter(0).toEqualTypeOf<{ accessToken: string }>();
    expectTypeOf(client.listCards).returns.resolves.toEqualTypeOf<SavedCard[]>();
    expectTypeOf(client.deleteCard)
      .parameter(0)
      .toEqualTypeOf<{ accessToken: string; cardSeq: number }>();
    expectTypeOf(client.deleteCard).returns.resolves.toBeVoid();
    expectTypeOf(client.proceedCard).parameter(0).toEqualTypeOf<{
      paymentId: string;
      secret: string;
      token: string;
      accessToken?: string;
      saveCard?: boolean;
    }>();
    expectTypeOf(client.proceedMember).parameter(0).toEqualTypeOf<{
      paymentId: string;
      secret: string;
      accessToken: string;
      cardSeq: number;
      cardCvv: string;
    }>();
    for (const method of [client.proceedPaypay, client.proceedAlipay, client.proceedWechatpay]) {
      expectTypeOf(method).parameter(0).toEqualTypeOf<{
        paymentId: string;
        secret: string;
        platformType: PlatformType;
      }>();
      expectTypeOf(method).returns.resolves.toEqualTypeOf<ProceedResult>();
    }
    expectTypeOf(client.proceedCard).returns.resolves.toEqualTypeOf<ProceedResult>();
    expectTypeOf(client.proceedMember).returns.resolves.toEqualTypeOf<ProceedResult>();
  });

  it('take call options as the optional second argument of every method', () => {
    type Methods = CheckoutClient[keyof CheckoutClient];
    expectTypeOf<Parameters<Methods>[1]>().toEqualTypeOf<CallOptions | undefined>();
    expectTypeOf<CallOptions>().toEqualTypeOf<{ signal?: AbortSignal; timeoutMs?: number }>();
  });

  it('rejects wire names and wrong enum values', () => {
    // Never called: only the compiler looks at these.
    const _wrongCalls = () => [
      // @ts-expect-error wire names are not accepted
      client.getPayment({ payment_id: 'p', secret: 's' }),
      // @ts-expect-error not a platform type
      client.proceedPaypay({ paymentId: 'p', secret: 's', platformType: 'DESKTOP' }),
      // @ts-expect-error a saved-card payment needs the security code
      client.proceedMember({ paymentId: 'p', secret: 's', accessToken: 'a', cardSeq: 0 }),
    ];
    expectTypeOf(_wrongCalls).toBeFunction();
  });

  it('keep the contract’s enumerations', () => {
    expectTypeOf<PaymentStatus>().toEqualTypeOf<components['schemas']['PaymentStatus']>();
    expectTypeOf<PayMethod>().toEqualTypeOf<components['schemas']['PayMethod']>();
    expectTypeOf<CardNetwork>().toEqualTypeOf<components['schemas']['CardNetwork']>();
    expectTypeOf<'STATUS_UKNOWN'>().toExtend<PaymentStatus>();
  });

  it('parse dates to Date and keep optional strings optional', () => {
    expectTypeOf<Payment['createdAt']>().toEqualTypeOf<Date>();
    expectTypeOf<Payment['deadline']>().toEqualTypeOf<Date>();
    expectTypeOf<Payment['transactionLogs'][number]['timestamp']>().toEqualTypeOf<Date>();
    expectTypeOf<Payment['returnUrl']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Payment['selectedMethod']>().toEqualTypeOf<PayMethod>();
  });

  it('give hooks the ResponseError', () => {
    createCheckoutClient({
      baseUrl: '',
      onError: (code, description, error) => {
        expectTypeOf(code).toBeString();
        expectTypeOf(description).toEqualTypeOf<string | undefined>();
        expectTypeOf(error).toEqualTypeOf<ResponseError>();
      },
      onNotFound: (error) => expectTypeOf(error).toEqualTypeOf<ResponseError>(),
    });
  });
});
