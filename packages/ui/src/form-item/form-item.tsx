import type { InputHTMLAttributes } from 'react';
import { FormItemFrame } from './form-item-frame.js';
import type { FormItemRules } from './use-form-item.js';
import {
  useFormItemField,
  type BoundControlAttribute,
  type FormItemFieldProps,
} from './use-form-item-field.js';

export type { FormItemRules };

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, BoundControlAttribute>;

export interface FormItemProps extends NativeInputProps, FormItemFieldProps {}

/**
 * A labelled text input bound to a Formik field. The first failing rule's message shows under it
 * and is tied to it with aria-invalid and aria-describedby.
 */
export function FormItem({ type = 'text', ...props }: FormItemProps) {
  const { frame, control, nativeProps } = useFormItemField(props);
  return (
    <FormItemFrame {...frame}>
      <input {...nativeProps} {...control} type={type} />
    </FormItemFrame>
  );
}
