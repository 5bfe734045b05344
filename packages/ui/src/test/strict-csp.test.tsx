import { CARD_NETWORKS, PAY_METHODS } from '@kessai/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import { CardCvcField } from '../card-fields/card-cvc-field.js';
import { CardExpiryField } from '../card-fields/card-expiry-field.js';
import { CardHolderNameField } from '../card-fields/card-holder-name-field.js';
import { CardNumberField } from '../card-fields/card-number-field.js';
import { DataTable } from '../data-table/data-table.js';
import { ErrorDialog } from '../error-dialog/error-dialog.js';
import { resetErrorMessage, setErrorMessage } from '../error-dialog/error-message-store.js';
import { FormItem } from '../form-item/form-item.js';
import { CardNetworkLogo } from '../logos/card-network-logo.js';
import { PayMethodLogo } from '../logos/pay-method-logo.js';
import { Popover } from '../popover/popover.js';
import { Spinner } from '../spinner/spinner.js';
import { StatusIcon } from '../status-icon/status-icon.js';
import { TextAreaItem } from '../text-area/text-area-item.js';
import { resetToasts, toast } from '../toast/toast-store.js';
import { Toaster } from '../toast/toaster.js';
import { createTestI18n, renderWithI18n } from './i18n.js';

afterEach(() => {
  act(() => {
    resetToasts();
    resetErrorMessage();
  });
});

// A strict Content-Security-Policy (no 'unsafe-inline') blocks style attributes: none may appear.
describe('strict CSP', () => {
  it('renders every component, in every state, without a style attribute', async () => {
    const user = userEvent.setup();
    const i18n = await createTestI18n('en');
    renderWithI18n(
      <Formik
        initialValues={{ cardNumber: '', cardExpiry: '', cardCvc: '', cardHolderName: '', a: '' }}
        onSubmit={() => {}}
      >
        <Form>
          <CardNumberField />
          <CardExpiryField />
          <CardCvcField />
          <CardHolderNameField />
          <FormItem name="a" label="A" required />
          <TextAreaItem name="b" label="B" />
          <Popover trigger="?" triggerLabel="Help">
            Help text
          </Popover>
          <Spinner />
          <StatusIcon type="warning" />
          {CARD_NETWORKS.map((network) => (
            <CardNetworkLogo key={network} network={network} />
          ))}
          {PAY_METHODS.map((method) => (
            <PayMethodLogo key={method} method={method} />
          ))}
          <DataTable
            caption="T"
            columns={[{ key: 'x', header: 'X', cell: (row: string) => row }]}
            rows={['1']}
            rowKey={(row) => row}
          />
          <Toaster />
          <ErrorDialog />
        </Form>
      </Formik>,
      i18n,
    );
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4111');
    await user.tab();
    await user.hover(screen.getByRole('button', { name: 'Help' }));
    act(() => {
      toast.loading('Wait', { duration: 0 });
      toast.error('Oops');
      setErrorMessage('Fatal');
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
  });
});
