import { matchRoutes } from 'react-router';

/**
 * The route patterns of src/app/router.tsx (route-name.test.ts keeps the two in step). Error reports
 * and traces are named by these patterns, never by the real path: the first segment of a payment
 * URL is its secret.
 */
export const ROUTE_PATTERNS = ['/', '/account', '/faq', '/404', '/:secret/:paymentId'] as const;
export type RoutePattern = (typeof ROUTE_PATTERNS)[number] | '/*';

const routes = ROUTE_PATTERNS.map((path) => ({ path }));

function safeMatch(pathname: string) {
  try {
    return matchRoutes(routes, pathname)?.[0];
  } catch {
    return undefined;
  }
}

/** The route pattern of a path (`/:secret/:paymentId` for a payment URL), `/*` for anything else. */
export function routeName(pathname: string): RoutePattern {
  const path = safeMatch(pathname)?.route.path;
  return path === undefined ? '/*' : path;
}

/** The payment secret of a payment path, if it is one. */
export function secretOfPath(pathname: string): string | undefined {
  const match = safeMatch(pathname);
  return match?.route.path === '/:secret/:paymentId' ? match.params.secret : undefined;
}
