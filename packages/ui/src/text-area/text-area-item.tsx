import type { TextareaHTMLAttributes } from 'react';
import { FormItemFrame } from '../form-item/form-item-frame.js';
import {
  useFormItemField,
  type BoundControlAttribute,
  type FormItemFieldProps,
} from '../form-item/use-form-item-field.js';

type NativeTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, BoundControlAttribute>;

export interface TextAreaItemProps extends NativeTextAreaProps, FormItemFieldProps {
  /** Remove white space at both ends when the text area loses focus (before validation). */
  trimOnBlur?: boolean;
}

/** A labelled text area bound to a Formik field, with the same rules behaviour as FormItem. */
export function TextAreaItem({ trimOnBlur = false, ...props }: TextAreaItemProps) {
  const { frame, control, nativeProps } = useFormItemField(props, trimOnBlur);
  return (
    <FormItemFrame {...frame}>
      <textarea {...nativeProps} {...control} />
    </FormItemFrame>
  );
}
