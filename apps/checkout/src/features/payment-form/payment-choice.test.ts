import type { SavedCard } from '@kessai/api-client';
import { describe, expect, it } from 'vitest';
import { defaultSelection, offeredMethods } from './payment-choice.ts';

const now = new Date(2026, 5, 15);
const valid: SavedCard = { cardNo: '************1111', cardExp: '2812', cardSeq: 3 };
const expired: SavedCard = { cardNo: '************0000', cardExp: '2501', cardSeq: 1 };
const all = ['CARD', 'PAYPAY', 'WECHATPAY', 'ALIPAY'] as const;

describe('defaultSelection', () => {
  it('picks the registered card for a member with a usable saved card', () => {
    expect(
      defaultSelection({ payMethods: [...all], availableCards: [expired, valid] }, 'member', now),
    ).toEqual({ method: 'CARD', cardChoice: 'saved', cardSeq: '3' });
  });

  it('picks a new card without an access token, even when cards came with the payment', () => {
    expect(
      defaultSelection({ payMethods: [...all], availableCards: [valid] }, undefined, now),
    ).toEqual({ method: 'CARD', cardChoice: 'new', cardSeq: '' });
  });

  it('picks a new card when every saved card has expired', () => {
    expect(
      defaultSelection({ payMethods: [...all], availableCards: [expired] }, 'member', now),
    ).toMatchObject({ method: 'CARD', cardChoice: 'new' });
  });

  it('picks the first wallet when cards are not accepted', () => {
    expect(
      defaultSelection({ payMethods: ['ALIPAY', 'WECHATPAY'], availableCards: [valid] }, 'm', now),
    ).toMatchObject({ method: 'WECHATPAY' });
  });

  it('has no method when the payment offers none this page knows', () => {
    expect(
      defaultSelection({ payMethods: ['PAY_METHOD_UNSPECIFIED'], availableCards: [] }, 'm', now)
        .method,
    ).toBeUndefined();
  });
});

describe('offeredMethods', () => {
  it('lists card first, then the wallets, each once', () => {
    expect(offeredMethods({ payMethods: ['ALIPAY', 'CARD', 'PAYPAY', 'CARD'] })).toEqual([
      'CARD',
      'PAYPAY',
      'ALIPAY',
    ]);
  });
});
