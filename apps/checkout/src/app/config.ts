/**
 * Build-time configuration (Vite `VITE_*` variables). Every default points at the same origin, where
 * `pnpm start` serves the checkout together with the sandbox payment service.
 */
export interface CheckoutConfig {
  /** Base URL of the payment service API; '' means this origin. */
  readonly apiBaseUrl: string;
  /** The card provider's token script (production: the provider's token.js). */
  readonly tokenScriptUrl: string;
  readonly faqUrl: string;
  readonly contactUrl: string;
  readonly termsUrl: string;
  readonly privacyUrl: string;
  /** Allows `http:` navigation targets on localhost (sandbox only). */
  readonly allowLocalHttp: boolean;
  /** Sentry DSN of production error reporting; '' turns error reporting off. */
  readonly sentryDsn: string;
  /** Deployment environment: 'production' in a production build unless VITE_ENVIRONMENT says otherwise. */
  readonly environment: string;
  /** Whether this is a production build (`import.meta.env.PROD`). */
  readonly productionBuild: boolean;
}

const env = import.meta.env;

function read(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const config: CheckoutConfig = {
  apiBaseUrl: read(env.VITE_API_BASE_URL, ''),
  tokenScriptUrl: read(env.VITE_TOKEN_SCRIPT_URL, '/sandbox/token.js'),
  faqUrl: read(env.VITE_FAQ_URL, '/faq'),
  contactUrl: read(env.VITE_CONTACT_URL, '/faq#contact'),
  termsUrl: read(env.VITE_TERMS_URL, '/faq#terms'),
  privacyUrl: read(env.VITE_PRIVACY_URL, '/faq#privacy'),
  allowLocalHttp: read(env.VITE_ALLOW_LOCAL_HTTP, env.PROD ? 'false' : 'true') === 'true',
  sentryDsn: read(env.VITE_SENTRY_DSN, ''),
  environment: read(env.VITE_ENVIRONMENT, env.PROD ? 'production' : 'development'),
  productionBuild: env.PROD,
};
