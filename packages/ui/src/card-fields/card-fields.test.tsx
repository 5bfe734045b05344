import type { CardNetwork } from '@kessai/domain';
import type { I18n } from '@lingui/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.js';
import { createTestI18n, renderWithI18n } from '../test/i18n.js';
import { CardCvcField } from './card-cvc-field.js';
import { CardExpiryField } from './card-expiry-field.js';
import { createCardFormSchema, emptyCardFormValues } from './card-form-schema.js';
import { CardHolderNameField } from './card-holder-name-field.js';
import { CardNumberField } from './card-number-field.js';

let en: I18n;
let ja: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
  ja = await createTestI18n('ja');
});

function renderCardForm(
  i18n: I18n = en,
  acceptedNetworks: readonly CardNetwork[] = ['VISA', 'MASTERCARD', 'AMEX', 'JCB', 'DINERS'],
) {
  return renderWithI18n(
    <Formik
      initialValues={emptyCardFormValues}
      validationSchema={createCardFormSchema({
        acceptedNetworks,
        i18n,
        now: () => new Date(2026, 5, 15),
      })}
      onSubmit={() => {}}
    >
      <Form noValidate>
        <CardNumberField />
        <CardExpiryField />
        <CardCvcField />
        <CardHolderNameField />
        <button type="submit">Pay</button>
      </Form>
    </Formik>,
    i18n,
  );
}

const number = () => screen.getByRole('textbox', { name: /Card number/ });
const expiry = () => screen.getByRole('textbox', { name: /Expiry date/ });
const cvc = () => screen.getByRole('textbox', { name: /Security code/ });
const holder = () => screen.getByRole('textbox', { name: /Cardholder name/ });

describe('card fields', () => {
  it('have the labels, names and autofill hints of the spec', async () => {
    renderCardForm();
    expect(number()).toHaveAttribute('autocomplete', 'cc-number');
    expect(number()).toHaveAttribute('inputmode', 'numeric');
    expect(number()).toHaveAttribute('name', 'cardNumber');
    expect(expiry()).toHaveAttribute('autocomplete', 'cc-exp');
    expect(expiry()).toHaveAttribute('name', 'cardExpiry');
    expect(cvc()).toHaveAttribute('autocomplete', 'cc-csc');
    expect(cvc()).toHaveAttribute('inputmode', 'numeric');
    expect(cvc()).toHaveAttribute('name', 'cardCvc');
    expect(holder()).toHaveAttribute('autocomplete', 'cc-name');
    expect(holder()).toHaveAttribute('name', 'cardHolderName');
    for (const field of [number(), expiry(), cvc(), holder()]) {
      expect(field).toHaveAttribute('aria-required', 'true');
    }
    await expectNoAxeViolations();
  });
});

describe('card fields with their own props', () => {
  // All four share one internal input component: this pins what each one passes to it.
  it('keep the form-item classes and the input attributes of each field', () => {
    renderCardForm();
    const fields = [
      [number(), 'kessai-card-number', 'kessai-input kessai-card-field__input--with-logo'],
      [expiry(), 'kessai-card-expiry', 'kessai-input'],
      [cvc(), 'kessai-card-cvc', 'kessai-input'],
      [holder(), 'kessai-card-holder-name', 'kessai-input'],
    ] as const;
    for (const [field, modifier, inputClass] of fields) {
      expect(field.closest('.kessai-form-item')).toHaveClass('kessai-card-field', modifier);
      expect(field).toHaveAttribute('class', inputClass);
      expect(field).toHaveAttribute('type', 'text');
      expect(field).toHaveAttribute('autocorrect', 'off');
      expect(field).toHaveAttribute('spellcheck', 'false');
    }
    expect(expiry()).toHaveAttribute('placeholder', 'MM/YY');
    expect(expiry()).toHaveAccessibleDescription('MM/YY');
    expect(holder()).toHaveAttribute('autocapitalize', 'characters');
    expect(holder()).not.toHaveAttribute('inputmode');
    expect(number()).not.toHaveAttribute('maxlength');
  });

  it('take a name, label, description and class of the app', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <Formik initialValues={{ pan: '', exp: '' }} onSubmit={() => {}}>
        <Form noValidate>
          <CardNumberField name="pan" label="PAN" description="On the front." className="wide" />
          <CardExpiryField name="exp" label="Valid thru" description="As printed." />
        </Form>
      </Formik>,
      en,
    );
    const pan = screen.getByRole('textbox', { name: /PAN/ });
    expect(pan).toHaveAttribute('name', 'pan');
    expect(pan.closest('.kessai-form-item')).toHaveAttribute(
      'class',
      'kessai-form-item kessai-card-field kessai-card-number wide',
    );
    await user.type(pan, '4111');
    // The description first, then the detected network.
    expect(pan).toHaveAccessibleDescription('On the front. Visa');
    const exp = screen.getByRole('textbox', { name: /Valid thru/ });
    expect(exp).toHaveAttribute('name', 'exp');
    expect(exp).toHaveAccessibleDescription('As printed.');
  });
});

describe('CardNumberField', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111', 'Visa'],
    ['5555555555554444', '5555 5555 5555 4444', 'Mastercard'],
    ['378282246310005', '3782 822463 10005', 'American Express'],
    ['30569309025904', '3056 930902 5904', 'Diners Club'],
    ['3530111333300000', '3530 1113 3330 0000', 'JCB'],
  ])('masks %s as %s and shows the %s logo', async (typed, shown, logo) => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(number(), typed);
    expect(number()).toHaveValue(shown);
    // The badge is drawn next to the number; screen readers hear the network with the field.
    expect(number()).toHaveAccessibleDescription(logo);
    const badge = document.querySelector('svg.kessai-card-field__logo');
    expect(badge).not.toHaveClass('kessai-logo--generic');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a generic card outline until the network is known', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(number(), '9');
    expect(document.querySelector('svg.kessai-card-field__logo')).toHaveClass(
      'kessai-logo--generic',
    );
    expect(number()).not.toHaveAccessibleDescription();
  });

  it('converts full-width digits', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(number(), '４１１１１１１１');
    expect(number()).toHaveValue('4111 1111');
  });

  it('keeps the caret on the digit the shopper types in the middle', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(number(), '41111111');
    const input = number() as HTMLInputElement;
    // Caret after "4111 1", then type 9: the number regroups but the caret stays after the 9.
    input.setSelectionRange(6, 6);
    await user.type(input, '9', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('4111 1911 1');
    expect(input.selectionStart).toBe(7);
  });

  it('leaves an IME composition alone and formats when it ends', () => {
    renderCardForm();
    const input = number();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '４１１１１' } });
    expect(input).toHaveValue('４１１１１');
    fireEvent.compositionEnd(input, { data: '４１１１１' });
    expect(input).toHaveValue('4111 1');
  });

  it('never cuts an over-long paste into another number: it fails validation instead', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.click(number());
    await user.paste('4111 1111 1111 1111 2222');
    expect(number()).toHaveValue('4111 1111 1111 1111 2222');
    await user.tab();
    expect(number()).toHaveAccessibleDescription(/Invalid card number\./);
  });

  it('is validated on blur, and any input clears its message', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(number(), '4111');
    expect(number()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Invalid card number.')).toBeVisible();
    await user.type(number(), '1');
    expect(screen.queryByText('Invalid card number.')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says "Invalid card type." for a network the payment does not accept', async () => {
    const user = userEvent.setup();
    renderCardForm(en, ['VISA']);
    await user.type(number(), '5555555555554444');
    await user.tab();
    expect(screen.getByText('Invalid card type.')).toBeVisible();
  });
});

describe('CardExpiryField', () => {
  it('inserts the slash and validates MM/YY on blur', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(expiry(), '1229');
    expect(expiry()).toHaveValue('12/29');
    await user.tab();
    expect(expiry()).not.toHaveAttribute('aria-invalid');

    await user.clear(expiry());
    await user.type(expiry(), '１３２９');
    expect(expiry()).toHaveValue('13/29');
    await user.tab();
    expect(screen.getByText('The expiration date is invalid.')).toBeVisible();
  });

  it('says when the card has expired', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(expiry(), '0526');
    await user.tab();
    expect(expiry()).toHaveAccessibleDescription(/Your card has expired\./);
  });

  it('turns a pasted four-digit year into MM/YY', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.click(expiry());
    await user.paste('12/2029');
    expect(expiry()).toHaveValue('12/29');
  });
});

describe('CardCvcField', () => {
  it('is validated on blur with the security-code message, and any input clears it', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(cvc(), '12');
    expect(screen.queryByText('Invalid security code.')).not.toBeInTheDocument();
    await user.tab();
    expect(cvc()).toHaveAttribute('aria-invalid', 'true');
    expect(cvc()).toHaveAccessibleDescription('Invalid security code.');
    await user.type(cvc(), '3');
    expect(screen.queryByText('Invalid security code.')).not.toBeInTheDocument();
    expect(cvc()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(cvc()).not.toHaveAttribute('aria-invalid');
  });

  it('accepts digits only (full-width converted), at most 4', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(cvc(), '１a2-3');
    expect(cvc()).toHaveValue('123');
    expect(cvc()).toHaveAttribute('maxlength', '4');
  });

  it('needs 4 digits for an Amex card', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(number(), '378282246310005');
    await user.type(cvc(), '123');
    await user.tab();
    expect(screen.getByText('Invalid security code.')).toBeVisible();
  });

  it('shows its messages on submit even without a blur', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(cvc(), '1{Enter}');
    expect(cvc()).toHaveAccessibleDescription('Invalid security code.');
  });
});

describe('CardHolderNameField', () => {
  it('converts full-width letters and rejects other scripts', async () => {
    const user = userEvent.setup();
    renderCardForm();
    await user.type(holder(), 'ＴＡＲＯ　ＹＡＭＡＤＡ');
    expect(holder()).toHaveValue('TARO YAMADA');
    await user.tab();
    expect(holder()).not.toHaveAttribute('aria-invalid');

    await user.clear(holder());
    await user.type(holder(), '山田');
    await user.tab();
    expect(
      screen.getByText(
        'Please enter your name using standard English alphabet letters in half-width format.',
      ),
    ).toBeVisible();
  });
});

describe('card fields in Japanese', () => {
  it('show translated labels and messages', async () => {
    const user = userEvent.setup();
    renderCardForm(ja);
    const input = screen.getByRole('textbox', { name: /セキュリティコード/ });
    await user.type(input, '1');
    await user.tab();
    expect(screen.getByText('セキュリティコードが正しくありません。')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /カード番号/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /有効期限/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /カード名義人/ })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
