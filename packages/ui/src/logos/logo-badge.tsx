import { LogoFrame, type LogoFrameProps } from './logo-frame.js';
import { useBrandNames, type Brand } from './use-brand-names.js';

export interface LogoBadgeProps extends Omit<LogoFrameProps, 'name'> {
  brand: Brand;
}

/** A brand's badge, named (for assistive technology) with the brand's translated name. */
export function LogoBadge({ brand, ...frame }: LogoBadgeProps) {
  const names = useBrandNames();
  return <LogoFrame {...frame} name={names[brand]} />;
}
