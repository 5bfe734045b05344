import type { ReactElement } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../router.tsx';
import { ROUTE_PATTERNS, routeName, secretOfPath } from './route-name.ts';

function patternsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path =
      route.index === true
        ? parent || '/'
        : route.path === undefined
          ? parent
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index === true || route.path !== undefined ? [path] : [];
    return [...own, ...patternsOf(route.children ?? [], path)];
  });
}

describe('routeName', () => {
  it('has the route table of the router (besides its catch-all)', () => {
    const routes = AppRoutes() as ReactElement<{ children: ReactElement }>;
    const fromRouter = patternsOf(createRoutesFromChildren(routes.props.children)).filter(
      (path) => path !== '/*',
    );
    expect([...fromRouter].sort()).toEqual([...ROUTE_PATTERNS].sort());
  });

  it.each([
    ['/Zq8sV3kPp0aXc2/pay_77', '/:secret/:paymentId'],
    ['/Zq8sV3kPp0aXc2/pay_77/', '/:secret/:paymentId'],
    ['/', '/'],
    ['/account', '/account'],
    ['/faq', '/faq'],
    ['/404', '/404'],
    ['/a/b/c', '/*'],
    ['/nowhere', '/*'],
    ['/:secret/:paymentId', '/:secret/:paymentId'],
  ])('%s is named %s', (path, name) => {
    expect(routeName(path)).toBe(name);
  });

  it('reads the secret of payment paths only', () => {
    expect(secretOfPath('/Zq8sV3kPp0aXc2/pay_77')).toBe('Zq8sV3kPp0aXc2');
    expect(secretOfPath('/account')).toBeUndefined();
    expect(secretOfPath('/a/b/c')).toBeUndefined();
  });
});
