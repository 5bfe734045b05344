import { useId, type ReactNode } from 'react';
import { StatusIcon } from '../status-icon/status-icon.js';

export interface FieldIds {
  inputId: string;
  descriptionId: string;
  errorId: string;
}

/** Stable ids that tie a control to its label, description and error message. */
export function useFieldIds(): FieldIds {
  const id = useId();
  return { inputId: `${id}input`, descriptionId: `${id}description`, errorId: `${id}error` };
}

/** The value of `aria-describedby`: the description and, while one shows, the error message. */
export function describedBy(
  ids: FieldIds,
  hasDescription: boolean,
  error: string | undefined,
  ...extra: (string | undefined)[]
): string | undefined {
  const list = [
    hasDescription ? ids.descriptionId : undefined,
    ...extra,
    error ? ids.errorId : undefined,
  ];
  const value = list.filter((item): item is string => item !== undefined).join(' ');
  return value === '' ? undefined : value;
}

export interface FormItemFrameProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Label, required marker, description, control and error message of one form item. The error
 * container is always present and polite-live, so a message that appears is announced.
 */
export function FormItemFrame({
  ids,
  label,
  required = false,
  description,
  error,
  className,
  children,
}: FormItemFrameProps) {
  return (
    <div
      className={`kessai-form-item${error ? ' kessai-form-item--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label htmlFor={ids.inputId} className="kessai-form-item__label">
        {label}
        {/* aria-required on the control says it to assistive technology. */}
        {required && (
          <span className="kessai-form-item__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {description !== undefined && (
        <p id={ids.descriptionId} className="kessai-form-item__description">
          {description}
        </p>
      )}
      <div className="kessai-form-item__control">{children}</div>
      <p id={ids.errorId} className="kessai-form-item__error" aria-live="polite">
        {error && (
          <>
            <StatusIcon type="error" decorative />
            {error}
          </>
        )}
      </p>
    </div>
  );
}
