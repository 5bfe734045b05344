import type { ReactNode } from 'react';

export interface LogoProps {
  /** Hide the logo from assistive technology when text next to it already names the brand. */
  decorative?: boolean;
  /** Lets a field point aria-describedby at the logo, e.g. the detected card network. */
  id?: string;
  className?: string;
}

export interface LogoFrameProps extends LogoProps {
  name: string;
  /** Badge background; `null` for a white badge with a thin border. */
  background: string | null;
  children: ReactNode;
}

/**
 * A 3:2 badge. Colours are SVG presentation attributes, not style attributes, so the logos work
 * under a Content-Security-Policy without 'unsafe-inline'.
 */
export function LogoFrame({
  name,
  background,
  decorative,
  id,
  className,
  children,
}: LogoFrameProps) {
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name } as const);
  return (
    <svg
      {...a11y}
      id={id}
      className={`kessai-logo${className ? ` ${className}` : ''}`}
      viewBox="0 0 48 32"
      focusable="false"
      fontFamily="Arial, Helvetica, sans-serif"
      fontWeight="700"
      textAnchor="middle"
    >
      <rect
        x="0.5"
        y="0.5"
        width="47"
        height="31"
        rx="4"
        fill={background ?? '#fff'}
        stroke={background ?? '#b6bec8'}
      />
      {children}
    </svg>
  );
}
