import {
  detectCardNetwork,
  isCardholderNameValid,
  validateCardCvc,
  validateCardExpiry,
  validateCardNumber,
  type CardNetwork,
} from '@kessai/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { object, string, type ObjectSchema, type StringSchema } from 'yup';

/** The card messages of spec §8, by the ids the spec and the apps use. */
export const cardMessages = {
  invalidCardNumber: msg({ id: 'error.invalidCardNumber', message: 'Invalid card number.' }),
  invalidCardType: msg({ id: 'error.invalidCardType', message: 'Invalid card type.' }),
  invalidCardExpiry: msg({
    id: 'error.invalidCardExpiry',
    message: 'The expiration date is invalid.',
  }),
  expiredCard: msg({ id: 'error.expiredCard', message: 'Your card has expired.' }),
  invalidCardCvc: msg({ id: 'error.invalidCardCvc', message: 'Invalid security code.' }),
  invalidCardHolderName: msg({
    id: 'error.invalidCardHolderName',
    message: 'Please enter your name using standard English alphabet letters in half-width format.',
  }),
} satisfies Record<string, MessageDescriptor>;

export interface CardFormValues {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardHolderName: string;
}

/** Initial values for Formik. */
export const emptyCardFormValues: CardFormValues = Object.freeze({
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
  cardHolderName: '',
});

export interface CardFormSchemaOptions {
  /** The payment's card networks; a number of another network gets "Invalid card type.". */
  acceptedNetworks?: readonly CardNetwork[];
  /** The active Lingui instance (`useLingui().i18n`); messages are translated when shown. */
  i18n: I18n;
  /** The current time for the expiry check; default the real clock. */
  now?: () => Date;
}

// Messages are functions so that they follow a language switch without rebuilding the schema.
function message(i18n: I18n, descriptor: MessageDescriptor): () => string {
  return () => i18n._(descriptor);
}

/**
 * The security-code rule alone, for a saved card whose network is known (proceed-member): digits,
 * exactly 4 for Amex, 3 for other networks, 3 or 4 when unknown.
 */
export function createCardCvcSchema(
  i18n: I18n,
  network: CardNetwork | (() => CardNetwork),
): StringSchema<string> {
  return string()
    .ensure()
    .test('card-cvc', message(i18n, cardMessages.invalidCardCvc), (value) =>
      validateCardCvc(value, typeof network === 'function' ? network() : network),
    );
}

/**
 * The yup schema of the new-card form (fields cardNumber, cardExpiry, cardCvc, cardHolderName)
 * with the exact messages of spec §8. Each field reports one message: the first rule it fails.
 */
export function createCardFormSchema({
  acceptedNetworks,
  i18n,
  now,
}: CardFormSchemaOptions): ObjectSchema<CardFormValues> {
  return object({
    cardNumber: string()
      .ensure()
      .test('card-number', function validate(value) {
        const validity = validateCardNumber(value, acceptedNetworks);
        if (validity === 'valid') return true;
        const descriptor =
          validity === 'unsupported'
            ? cardMessages.invalidCardType
            : cardMessages.invalidCardNumber;
        return this.createError({ message: message(i18n, descriptor) });
      }),
    cardExpiry: string()
      .ensure()
      .test('card-expiry', function validate(value) {
        const validity = validateCardExpiry(value, now?.());
        if (validity === 'valid') return true;
        const descriptor =
          validity === 'expired' ? cardMessages.expiredCard : cardMessages.invalidCardExpiry;
        return this.createError({ message: message(i18n, descriptor) });
      }),
    cardCvc: string()
      .ensure()
      .test('card-cvc', message(i18n, cardMessages.invalidCardCvc), function validate(value) {
        const parent = this.parent as Partial<CardFormValues>;
        // The allowed length depends on the network of the number typed above.
        return validateCardCvc(value, detectCardNetwork(parent.cardNumber ?? ''));
      }),
    cardHolderName: string()
      .ensure()
      .test('card-holder-name', message(i18n, cardMessages.invalidCardHolderName), (value) =>
        isCardholderNameValid(value),
      ),
  });
}
