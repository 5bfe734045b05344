import type { Story, StoryDefault } from '@ladle/react';
import { Form, Formik } from 'formik';
import { string } from 'yup';
import { TextAreaItem } from '../text-area/text-area-item.js';
import { FormItem } from './form-item.js';

export default {
  title: 'Form / Form item',
} satisfies StoryDefault;

const emailRules = string()
  .required('Enter your email address.')
  .email('Enter an email address like name@example.com.');

export const States: Story = () => (
  <Formik
    initialValues={{ empty: '', filled: 'taro@example.com', invalid: 'taro@' }}
    initialTouched={{ invalid: true }}
    initialErrors={{ invalid: 'Enter an email address like name@example.com.' }}
    onSubmit={() => {}}
  >
    <Form noValidate>
      <FormItem name="empty" label="Email (empty, required)" required rules={emailRules} />
      <FormItem
        name="filled"
        label="Email (filled)"
        description="We send the receipt here."
        rules={emailRules}
      />
      <FormItem name="invalid" label="Email (invalid)" required rules={emailRules} />
    </Form>
  </Formik>
);

export const TextArea: Story = () => (
  <Formik initialValues={{ note: '  Please deliver after 6 pm.  ' }} onSubmit={() => {}}>
    <Form noValidate>
      <TextAreaItem
        name="note"
        label="Note to the merchant"
        description="Spaces at both ends are removed when you leave the field."
        trimOnBlur
        rules={string().max(200, 'Use at most 200 characters.')}
      />
    </Form>
  </Formik>
);
