import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { createTestI18n } from '../test/i18n.js';
import {
  createCardCvcSchema,
  createCardFormSchema,
  emptyCardFormValues,
  type CardFormValues,
} from './card-form-schema.js';

let en: I18n;
let ja: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
  ja = await createTestI18n('ja');
});

const valid: CardFormValues = {
  cardNumber: '4111 1111 1111 1111',
  cardExpiry: '12/29',
  cardCvc: '123',
  cardHolderName: 'TARO YAMADA',
};

const now = () => new Date(2026, 5, 15);

/** The messages per field, as Formik would show them. */
async function errorsOf(values: Partial<CardFormValues>, i18n: I18n = en) {
  const schema = createCardFormSchema({ acceptedNetworks: ['VISA', 'AMEX', 'JCB'], i18n, now });
  try {
    await schema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('createCardFormSchema', () => {
  it('accepts a complete, valid card', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ cardNumber: '378282246310005', cardCvc: '1234' })).toEqual({});
  });

  it('gives the exact messages of the error catalogue', async () => {
    expect(await errorsOf(emptyCardFormValues)).toEqual({
      cardNumber: 'Invalid card number.',
      cardExpiry: 'The expiration date is invalid.',
      cardCvc: 'Invalid security code.',
      cardHolderName:
        'Please enter your name using standard English alphabet letters in half-width format.',
    });
  });

  it('says "Invalid card type." for a network the payment does not accept', async () => {
    expect(await errorsOf({ cardNumber: '5555 5555 5555 4444' })).toEqual({
      cardNumber: 'Invalid card type.',
    });
  });

  it('fails an over-long or short number instead of cutting it', async () => {
    expect(await errorsOf({ cardNumber: '4111 1111 1111 1111 1' })).toEqual({
      cardNumber: 'Invalid card number.',
    });
    expect(await errorsOf({ cardNumber: '4111 1111' })).toEqual({
      cardNumber: 'Invalid card number.',
    });
  });

  it('tells an expired card from a malformed date', async () => {
    expect(await errorsOf({ cardExpiry: '05/26' })).toEqual({
      cardExpiry: 'Your card has expired.',
    });
    expect(await errorsOf({ cardExpiry: '06/26' })).toEqual({});
    expect(await errorsOf({ cardExpiry: '13/29' })).toEqual({
      cardExpiry: 'The expiration date is invalid.',
    });
  });

  it('checks the security code against the network of the number', async () => {
    expect(await errorsOf({ cardCvc: '1234' })).toEqual({ cardCvc: 'Invalid security code.' });
    expect(await errorsOf({ cardNumber: '378282246310005', cardCvc: '123' })).toEqual({
      cardCvc: 'Invalid security code.',
    });
  });

  it('accepts only half-width Latin letters and spaces in the name', async () => {
    expect(await errorsOf({ cardHolderName: '山田太郎' })).toEqual({
      cardHolderName:
        'Please enter your name using standard English alphabet letters in half-width format.',
    });
  });

  it('translates its messages with the given Lingui instance', async () => {
    expect(await errorsOf({ cardNumber: '4111', cardCvc: '1' }, ja)).toEqual({
      cardNumber: 'カード番号が正しくありません。',
      cardCvc: 'セキュリティコードが正しくありません。',
    });
  });
});

describe('createCardCvcSchema', () => {
  it('checks a saved card security code for its network', async () => {
    await expect(createCardCvcSchema(en, 'AMEX').validate('1234')).resolves.toBe('1234');
    await expect(createCardCvcSchema(en, 'VISA').validate('1234')).rejects.toThrow(
      'Invalid security code.',
    );
    await expect(createCardCvcSchema(en, () => 'JCB').validate('12a')).rejects.toThrow(
      'Invalid security code.',
    );
  });
});
