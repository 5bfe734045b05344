import type { I18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { beforeAll, describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { expectNoAxeViolations } from '../test/axe.js';
import { createTestI18n, renderWithI18n } from '../test/i18n.js';
import { TextAreaItem } from '../text-area/text-area-item.js';
import { FormItem } from './form-item.js';

let en: I18n;
beforeAll(async () => {
  en = await createTestI18n('en');
});

const emailRules = string()
  .required('Enter your email address.')
  .email('Enter an email address like name@example.com.')
  .max(20, 'Use at most 20 characters.');

function renderForm(onSubmit: (values: { email: string; note: string }) => void = () => {}) {
  return renderWithI18n(
    <Formik
      initialValues={{ email: '', note: '' }}
      validationSchema={object({ note: string().max(10, 'Keep the note under 10 characters.') })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <FormItem
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          rules={emailRules}
          description="We send the receipt here."
        />
        <TextAreaItem name="note" label="Note" trimOnBlur />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
    en,
  );
}

describe('FormItem', () => {
  it('shows its label and a required marker, with no message before the first edit', async () => {
    renderForm();
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription('We send the receipt here.');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations();
  });

  it('runs its rules on change once edited and shows the first failing message', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByRole('textbox', { name: /Email/ });

    await user.type(email, 'taro');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'We send the receipt here. Enter an email address like name@example.com.',
    );

    await user.clear(email);
    expect(screen.getByText('Enter your email address.')).toBeVisible();

    await user.type(email, 'taro@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Enter/)).not.toBeInTheDocument();

    await user.type(email, 'x'.repeat(10));
    expect(email).toHaveAccessibleDescription(/Use at most 20 characters\./);
    await expectNoAxeViolations();
  });

  it('runs its rules on blur', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('textbox', { name: /Email/ }));
    expect(screen.queryByText('Enter your email address.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Enter your email address.')).toBeVisible();
  });

  it('announces its message through a polite live region', async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'a');
    const message = screen.getByText('Enter an email address like name@example.com.');
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
  });
  it('passes native props to the input, its class to the item, and keeps its own wiring', () => {
    renderWithI18n(
      <Formik initialValues={{ code: '' }} onSubmit={() => {}}>
        <Form noValidate>
          <FormItem
            name="code"
            label="Code"
            className="narrow"
            placeholder="ABC"
            maxLength={6}
            aria-describedby="elsewhere"
          />
        </Form>
      </Formik>,
      en,
    );
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveAttribute('type', 'text');
    expect(code).toHaveAttribute('name', 'code');
    expect(code).toHaveAttribute('class', 'kessai-input');
    expect(code).toHaveAttribute('placeholder', 'ABC');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).not.toHaveAttribute('aria-required');
    // aria-describedby is the item's own: no description and no message yet.
    expect(code).not.toHaveAttribute('aria-describedby');
    expect(code.closest('.kessai-form-item')).toHaveAttribute('class', 'kessai-form-item narrow');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });
});

describe('TextAreaItem', () => {
  it('trims white space at both ends on blur, then validates the trimmed text', async () => {
    const user = userEvent.setup();
    let submitted: { note: string } | undefined;
    renderForm((values) => {
      submitted = values;
    });
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, '   hello     ');
    expect(note).toHaveValue('   hello     ');
    expect(screen.getByText('Keep the note under 10 characters.')).toBeVisible();
    await user.tab();
    expect(note).toHaveValue('hello');
    expect(screen.queryByText('Keep the note under 10 characters.')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'taro@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toEqual({ email: 'taro@example.com', note: 'hello' });
  });

  it('is required, described and validated like FormItem', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <Formik initialValues={{ memo: '' }} onSubmit={() => {}}>
        <Form noValidate>
          <TextAreaItem
            name="memo"
            label="Memo"
            required
            description="For the shop."
            rules={string().required('Enter a memo.')}
            className="tall"
            rows={4}
          />
        </Form>
      </Formik>,
      en,
    );
    const memo = screen.getByRole('textbox', { name: /Memo/ });
    expect(memo.tagName).toBe('TEXTAREA');
    expect(memo).toHaveAttribute('rows', '4');
    expect(memo).toHaveAttribute('class', 'kessai-input');
    expect(memo).toHaveAttribute('aria-required', 'true');
    expect(memo.closest('.kessai-form-item')).toHaveClass('tall');
    await user.click(memo);
    await user.tab();
    expect(memo).toHaveAttribute('aria-invalid', 'true');
    expect(memo).toHaveAccessibleDescription('For the shop. Enter a memo.');
  });
});
