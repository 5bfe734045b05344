import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, FormItemFrame, useFieldIds } from '../form-item/form-item-frame.js';
import { useFormItem, type FormItemRules } from '../form-item/use-form-item.js';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children' | 'id'
>;

export interface TextAreaItemProps extends NativeTextAreaProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  rules?: FormItemRules;
  /** Remove white space at both ends when the text area loses focus (before validation). */
  trimOnBlur?: boolean;
  className?: string;
}

/** A labelled text area bound to a Formik field, with the same rules behaviour as FormItem. */
export function TextAreaItem({
  name,
  label,
  required = false,
  description,
  rules,
  trimOnBlur = false,
  className,
  ...textAreaProps
}: TextAreaItemProps) {
  const ids = useFieldIds();
  const { value, error, onChange, onBlur } = useFormItem(name, rules, trimOnBlur);
  return (
    <FormItemFrame
      ids={ids}
      label={label}
      required={required}
      description={description}
      error={error}
      className={className}
    >
      <textarea
        {...textAreaProps}
        id={ids.inputId}
        name={name}
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
