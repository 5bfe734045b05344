import { useLingui } from '@lingui/react/macro';

export interface SpinnerProps {
  /** Accessible name; defaults to the translated "Loading…". */
  label?: string;
  /**
   * Hide it from assistive technology when the surrounding text already says that something loads
   * (e.g. inside a loading toast, which is a live region itself).
   */
  decorative?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** A rotating ring; announces its label politely (role="status") unless decorative. */
export function Spinner({ label, decorative = false, size = 'medium', className }: SpinnerProps) {
  const { t } = useLingui();
  const classes = `kessai-spinner kessai-spinner--${size}${className ? ` ${className}` : ''}`;
  if (decorative) return <span className={classes} aria-hidden="true" />;
  return (
    <span role="status" className={classes}>
      <span className="kessai-visually-hidden">{label ?? t`Loading…`}</span>
    </span>
  );
}
