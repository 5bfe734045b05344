import type { CardNetwork } from '@kessai/domain';
import type { Story, StoryDefault } from '@ladle/react';
import { useLingui } from '@lingui/react';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { CardCvcField } from './card-cvc-field.js';
import { CardExpiryField } from './card-expiry-field.js';
import {
  createCardFormSchema,
  emptyCardFormValues,
  type CardFormValues,
} from './card-form-schema.js';
import { CardHolderNameField } from './card-holder-name-field.js';
import { CardNumberField } from './card-number-field.js';

export default {
  title: 'Form / Card fields',
} satisfies StoryDefault;

function CardForm({
  initialValues = emptyCardFormValues,
  acceptedNetworks = ['VISA', 'MASTERCARD', 'AMEX', 'JCB', 'DINERS'],
  showErrors = false,
}: {
  initialValues?: CardFormValues;
  acceptedNetworks?: readonly CardNetwork[];
  showErrors?: boolean;
}) {
  const { i18n } = useLingui();
  const schema = useMemo(
    () => createCardFormSchema({ acceptedNetworks, i18n }),
    [acceptedNetworks, i18n],
  );
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      initialTouched={
        showErrors
          ? { cardNumber: true, cardExpiry: true, cardCvc: true, cardHolderName: true }
          : {}
      }
      validateOnMount={showErrors}
      onSubmit={() => {}}
    >
      <Form noValidate>
        <CardNumberField />
        <CardExpiryField />
        <CardCvcField />
        <CardHolderNameField />
        <button type="submit" className="kessai-button">
          Pay 13,200 JPY
        </button>
      </Form>
    </Formik>
  );
}

export const Empty: Story = () => <CardForm />;

export const Filled: Story = () => (
  <CardForm
    initialValues={{
      cardNumber: '3782 822463 10005',
      cardExpiry: '12/29',
      cardCvc: '1234',
      cardHolderName: 'TARO YAMADA',
    }}
  />
);

export const Invalid: Story = () => (
  <CardForm
    showErrors
    initialValues={{
      cardNumber: '4111 1111 1111 1111 2222',
      cardExpiry: '01/20',
      cardCvc: '12',
      cardHolderName: '山田太郎',
    }}
  />
);

export const UnsupportedNetwork: Story = () => (
  <CardForm
    showErrors
    acceptedNetworks={['VISA', 'JCB']}
    initialValues={{ ...emptyCardFormValues, cardNumber: '5555 5555 5555 4444' }}
  />
);
