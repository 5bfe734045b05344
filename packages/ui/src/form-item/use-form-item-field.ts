import type { ChangeEvent, ReactNode } from 'react';
import { describedBy, useFieldIds, type FormItemFrameProps } from './form-item-frame.js';
import { useFormItem, type FormItemRules } from './use-form-item.js';

/** Attributes the form item sets on its control itself, so the native props may not pass them. */
export type BoundControlAttribute =
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children' | 'id';

/** The props FormItem and TextAreaItem share, whatever their control. */
export interface FormItemFieldProps {
  /** The Formik field name. */
  name: string;
  label: ReactNode;
  /** Shows the required marker and sets aria-required. The rule itself belongs in `rules`. */
  required?: boolean;
  /** Help text under the label, also read as the control's description. */
  description?: ReactNode;
  /** This item's own rules, in addition to the form's validationSchema. */
  rules?: FormItemRules;
  /** On the form item around the label and control, not on the control itself. */
  className?: string;
}

/**
 * One form item's wiring, whatever its control (input or text area): the props of its
 * FormItemFrame, the props that bind the control to Formik (useFormItem) and tie it to the label,
 * description and error message, and the caller's remaining native props. Spread `control` after
 * `nativeProps`, so that the bound attributes win.
 */
export function useFormItemField<Props extends FormItemFieldProps>(
  { name, label, required = false, description, rules, className, ...nativeProps }: Props,
  trimOnBlur = false,
) {
  const ids = useFieldIds();
  const { value, error, onChange, onBlur } = useFormItem(name, rules, trimOnBlur);
  const frame: Omit<FormItemFrameProps, 'children'> = {
    ids,
    label,
    required,
    description,
    error,
    className,
  };
  const control = {
    id: ids.inputId,
    name,
    className: 'kessai-input',
    value,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, description !== undefined, error),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
    onBlur,
  };
  return { frame, control, nativeProps };
}
