import { useField, useFormikContext } from 'formik';
import { useState } from 'react';

/**
 * Formik binding of a card field with the card form's message rule (spec §4, CVC): the field is
 * validated when it loses focus, and any input clears its message until the next blur (or the
 * next submit), so that a half-typed number is not called invalid on every keystroke.
 */
export function useCardField(name: string) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  // The submit count at the last input: while it is current, the message stays hidden.
  const [hiddenAt, setHiddenAt] = useState<number | null>(null);
  const error = meta.touched && meta.error && hiddenAt !== submitCount ? meta.error : undefined;

  return {
    value: field.value ?? '',
    error,
    setValue: (value: string) => {
      setHiddenAt(submitCount);
      // Validated quietly, so that the form's validity (e.g. for the pay button) stays current.
      void helpers.setValue(value, true);
    },
    onBlur: () => {
      setHiddenAt(null);
      void helpers.setTouched(true, true);
    },
  };
}
