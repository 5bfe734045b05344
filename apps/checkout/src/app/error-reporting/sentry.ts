// The lazy chunk of error reporting: loaded by `import()` from ./index.ts after the first paint.
// Named imports only: a namespace re-export (`* as Sentry`) defeats tree-shaking (docs/toolchain.md).
import { ERROR_TRACE_SAMPLE_RATE } from '@kessai/domain';
import { browserTracingIntegration, init } from '@sentry/react';
import type { Breadcrumb, BrowserOptions, Event } from '@sentry/react';
import { readAccessToken } from '../access-token.ts';
import type { ErrorReportingSettings } from './index.ts';
import { routeName, secretOfPath } from './route-name.ts';
import { scrubBreadcrumb, scrubEvent, type ScrubOptions } from './scrub-event.ts';

/** Errors that are answers of the payment service, already shown to the shopper. */
export const IGNORED_ERRORS = ['Response returned an error code'];

/** Scripts of browser extensions: their errors are not ours. */
export const EXTENSION_URLS = [
  /^chrome-extension:\/\//i,
  /^moz-extension:\/\//i,
  /^safari-web-extension:\/\//i,
  /^safari-extension:\/\//i,
];

/**
 * `sendDefaultPii: false` of decisions.md: Sentry 11 replaced that option by `dataCollection`, and
 * its defaults collect user info, cookies, headers, bodies and query parameters. None of them here.
 */
export const NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
} as const satisfies NonNullable<BrowserOptions['dataCollection']>;

/** Every payment secret seen in this tab (the shopper may move between payments without a reload). */
const seenSecrets = new Set<string>();

function currentPathname(): string {
  try {
    return window.location.pathname;
  } catch {
    return '/';
  }
}

/** The secret of the current URL and the access token, removed wherever they appear. */
export function currentScrubOptions(): ScrubOptions {
  const secret = secretOfPath(currentPathname());
  if (secret !== undefined) seenSecrets.add(secret);
  const token = readAccessToken();
  return { knownSecrets: token === undefined ? [...seenSecrets] : [...seenSecrets, token] };
}

/** The route pattern for an event's transaction name: its own if it is a path, else the page's. */
function transactionName(name: unknown): string {
  return routeName(typeof name === 'string' && name.startsWith('/') ? name : currentPathname());
}

/** Names the event by its route pattern, then scrubs it; `null` drops it. */
export function prepareEvent<T extends Event>(event: T): T | null {
  const options = currentScrubOptions();
  const name = transactionName(event.transaction);
  const scrubbed = scrubEvent(event, options);
  if (scrubbed === null) return null;
  scrubbed.transaction = name;
  if (scrubbed.type === 'transaction') {
    scrubbed.transaction_info = { ...scrubbed.transaction_info, source: 'route' };
  }
  return scrubbed;
}

export function prepareBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  return scrubBreadcrumb(breadcrumb, currentScrubOptions());
}

export function sentryOptions(settings: ErrorReportingSettings): BrowserOptions {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    tracesSampleRate: ERROR_TRACE_SAMPLE_RATE,
    dataCollection: NO_PERSONAL_DATA,
    ignoreErrors: IGNORED_ERRORS,
    denyUrls: EXTENSION_URLS,
    integrations: [
      // The router is declarative and rendered before Sentry loads, so Sentry's React Router
      // integration (which must wrap <Routes>) cannot see it: spans are named by our route table.
      browserTracingIntegration({
        beforeStartSpan: (options) => ({
          ...options,
          name: transactionName(options.name),
          attributes: { ...options.attributes, 'sentry.source': 'route' },
        }),
      }),
    ],
    beforeSend: (event) => prepareEvent(event),
    beforeSendTransaction: (event) => prepareEvent(event),
    beforeBreadcrumb: (breadcrumb) => prepareBreadcrumb(breadcrumb),
  };
}

export function initSentry(settings: ErrorReportingSettings): void {
  init(sentryOptions(settings));
}
