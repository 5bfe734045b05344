// Build-time variables of production error reporting (src/app/config.ts reads them).
interface ImportMetaEnv {
  /** Sentry DSN; unset or empty turns error reporting off. */
  readonly VITE_SENTRY_DSN?: string;
  /** Deployment environment; error reporting runs only for 'production' (the default of a production build). */
  readonly VITE_ENVIRONMENT?: string;
}
