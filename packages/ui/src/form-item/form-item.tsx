import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, FormItemFrame, useFieldIds } from './form-item-frame.js';
import { useFormItem, type FormItemRules } from './use-form-item.js';

export type { FormItemRules };

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children' | 'id'
>;

export interface FormItemProps extends NativeInputProps {
  /** The Formik field name. */
  name: string;
  label: ReactNode;
  /** Shows the required marker and sets aria-required. The rule itself belongs in `rules`. */
  required?: boolean;
  /** Help text under the label, also read as the input's description. */
  description?: ReactNode;
  /** This item's own rules, in addition to the form's validationSchema. */
  rules?: FormItemRules;
  className?: string;
}

/**
 * A labelled text input bound to a Formik field. The first failing rule's message shows under it
 * and is tied to it with aria-invalid and aria-describedby.
 */
export function FormItem({
  name,
  label,
  required = false,
  description,
  rules,
  className,
  type = 'text',
  ...inputProps
}: FormItemProps) {
  const ids = useFieldIds();
  const { value, error, onChange, onBlur } = useFormItem(name, rules);
  return (
    <FormItemFrame
      ids={ids}
      label={label}
      required={required}
      description={description}
      error={error}
      className={className}
    >
      <input
        {...inputProps}
        id={ids.inputId}
        name={name}
        type={type}
        className="kessai-input"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, description !== undefined, error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FormItemFrame>
  );
}
