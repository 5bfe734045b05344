import { config, type CheckoutConfig } from '../config.ts';

export interface ErrorReportingSettings {
  readonly dsn: string;
  readonly environment: string;
}

/**
 * Error reporting runs only in a production build whose environment is 'production' and which has a
 * DSN (decisions.md "Security"); anything else answers undefined and never loads Sentry.
 */
export function errorReportingSettings(
  from: Pick<CheckoutConfig, 'productionBuild' | 'sentryDsn' | 'environment'> = config,
): ErrorReportingSettings | undefined {
  if (!from.productionBuild || from.sentryDsn === '' || from.environment !== 'production') {
    return undefined;
  }
  return { dsn: from.sentryDsn, environment: from.environment };
}

/** Runs `task` once the browser has painted and is idle (or after at most two seconds). */
export function afterFirstPaint(task: () => void): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(task, { timeout: 2000 });
    } else {
      setTimeout(task, 0);
    }
  };
  // The frame after the next animation frame comes after the first paint.
  if (typeof window.requestAnimationFrame === 'function') {
    window.requestAnimationFrame(() => setTimeout(whenIdle, 0));
  } else {
    setTimeout(whenIdle, 0);
  }
}

let started = false;

/**
 * Starts production error reporting after the first paint: Sentry is a lazy chunk loaded by
 * `import()`, so it is not part of the first-paint bundle. Does nothing (and loads nothing) outside
 * production or without a DSN. Call once, after the first render.
 */
export function startErrorReporting(
  settings: ErrorReportingSettings | undefined = errorReportingSettings(),
): void {
  if (settings === undefined || started) return;
  started = true;
  afterFirstPaint(() => {
    import('./sentry.ts')
      .then(({ initSentry }) => initSentry(settings))
      .catch((error: unknown) => {
        // Blocked or failed download: the page works without error reporting.
        console.warn('Error reporting could not be started', error);
      });
  });
}
