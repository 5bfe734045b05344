import type { StatusIconType } from '@kessai/domain';
import { useLingui } from '@lingui/react/macro';

export type { StatusIconType };

export interface StatusIconProps {
  type: StatusIconType;
  /** Accessible name; defaults to the translated "Error", "Success" or "Warning". */
  label?: string;
  /** Hide the icon from assistive technology when text next to it already says the same. */
  decorative?: boolean;
  className?: string;
}

/** Error, success or warning icon, coloured by the theme's status colours. */
export function StatusIcon({ type, label, decorative = false, className }: StatusIconProps) {
  const { t } = useLingui();
  const names: Record<StatusIconType, string> = {
    error: t`Error`,
    success: t`Success`,
    warning: t`Warning`,
  };
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': label ?? names[type] } as const);
  return (
    <svg
      {...a11y}
      className={`kessai-icon kessai-status-icon kessai-status-icon--${type}${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      focusable="false"
    >
      {type === 'warning' ? (
        <path className="kessai-status-icon__shape" d="M12 2 23 21H1Z" />
      ) : (
        <circle className="kessai-status-icon__shape" cx="12" cy="12" r="11" />
      )}
      {type === 'success' && (
        <path className="kessai-status-icon__mark" d="m6.5 12.5 3.5 3.5 7.5-8" fill="none" />
      )}
      {type === 'error' && (
        <path className="kessai-status-icon__mark" d="m8 8 8 8m0-8-8 8" fill="none" />
      )}
      {type === 'warning' && (
        <path className="kessai-status-icon__mark" d="M12 9v5m0 3v.5" fill="none" />
      )}
    </svg>
  );
}
