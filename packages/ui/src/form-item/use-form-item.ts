import { useField } from 'formik';
import { ValidationError } from 'yup';

/**
 * Rules of one form item: any yup schema (only its `validate` method is used), e.g.
 * `string().required(t\`Enter your email.\`).email(…)`.
 */
export interface FormItemRules {
  validate(value: unknown, options?: { abortEarly?: boolean }): Promise<unknown>;
}

async function firstFailingMessage(
  rules: FormItemRules,
  value: unknown,
): Promise<string | undefined> {
  try {
    // abortEarly stops at the first failing rule, whose message is the one to show.
    await rules.validate(value, { abortEarly: true });
    return undefined;
  } catch (error) {
    if (ValidationError.isError(error)) return error.errors[0] ?? error.message;
    throw error;
  }
}

/**
 * Binds a text control to Formik with the form-item rules of the spec: the rules (this item's
 * `rules` and the form's validationSchema) run on every change once the shopper has edited the
 * item, and on blur; the first failing rule's message shows from the first edit on.
 */
export function useFormItem(name: string, rules?: FormItemRules, trimOnBlur = false) {
  const [field, meta, helpers] = useField<string>({
    name,
    validate: rules ? (value: unknown) => firstFailingMessage(rules, value) : undefined,
  });
  const error = meta.touched && meta.error ? meta.error : undefined;

  const onChange = (value: string) => {
    // Validate explicitly: the item's behaviour must not depend on the form's validateOnChange.
    void helpers.setValue(value, true);
    if (!meta.touched) void helpers.setTouched(true, false);
  };

  const onBlur = () => {
    const value = field.value ?? '';
    if (trimOnBlur && value.trim() !== value) {
      // Validate with the trimmed text: Formik's setTouched would validate the render's values.
      void helpers.setValue(value.trim(), true);
      void helpers.setTouched(true, false);
      return;
    }
    void helpers.setTouched(true, true);
  };

  return { value: field.value ?? '', error, onChange, onBlur };
}
