import { ERROR_TRACE_SAMPLE_RATE } from '@kessai/domain';
import type { ErrorEvent, Event } from '@sentry/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY } from '../access-token.ts';
import { FILTERED } from './scrub-event.ts';
import {
  EXTENSION_URLS,
  NO_PERSONAL_DATA,
  prepareBreadcrumb,
  prepareEvent,
  sentryOptions,
} from './sentry.ts';

const SECRET = 'Zq8sV3kPp0aXc2';
const TOKEN = 'member-tok-9f3a77';
const settings = { dsn: 'https://public@o1.ingest.example.io/1', environment: 'production' };

beforeEach(() => {
  window.history.replaceState(null, '', `/${SECRET}/pay_77?lang=en`);
  window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, TOKEN);
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});

describe('sentryOptions', () => {
  it('has the options of decisions.md "Security"', () => {
    const options = sentryOptions(settings);
    expect(options).toMatchObject({
      dsn: settings.dsn,
      environment: 'production',
      tracesSampleRate: ERROR_TRACE_SAMPLE_RATE,
      ignoreErrors: ['Response returned an error code'],
      dataCollection: NO_PERSONAL_DATA,
    });
    expect(ERROR_TRACE_SAMPLE_RATE).toBe(0.1);
    expect(options.integrations).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'BrowserTracing' })]),
    );
  });

  it('denies the scripts of browser extensions only', () => {
    const denied = (url: string) => EXTENSION_URLS.some((pattern) => pattern.test(url));
    expect(denied('chrome-extension://abcdef/content.js')).toBe(true);
    expect(denied('moz-extension://1234/content.js')).toBe(true);
    expect(denied('safari-web-extension://1234/content.js')).toBe(true);
    expect(denied('safari-extension://com.example/content.js')).toBe(true);
    expect(denied('https://pay.example.jp/assets/index.js')).toBe(false);
  });

  it('turns personal data collection off', () => {
    expect(NO_PERSONAL_DATA).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    });
  });
});

describe('prepareEvent', () => {
  it('names an error by its route pattern and scrubs the secret, the token and card numbers', () => {
    const event: ErrorEvent = {
      type: undefined,
      message: `4111111111111111 ${SECRET} ${TOKEN}`,
      transaction: `/${SECRET}/pay_77`,
      request: { url: `http://localhost/${SECRET}/pay_77?access_token=${TOKEN}` },
    };
    const prepared = prepareEvent(event)!;
    expect(prepared.transaction).toBe('/:secret/:paymentId');
    expect(prepared.message).toBe(`${FILTERED} ${FILTERED} ${FILTERED}`);
    expect(prepared.request?.url).toBe(`http://localhost/:secret/pay_77?access_token=${FILTERED}`);
  });

  it("names an error without a transaction by the page's route", () => {
    const event: Event = { message: 'x' };
    expect(prepareEvent(event)?.transaction).toBe('/:secret/:paymentId');
  });

  it('names a transaction by its route pattern with the route source', () => {
    const prepared = prepareEvent({
      type: 'transaction',
      transaction: `/${SECRET}/pay_77`,
      transaction_info: { source: 'url' },
      spans: [{ description: `GET /${SECRET}/pay_77`, data: { url: `/${SECRET}/pay_77` } }],
    } as unknown as Event)!;
    expect(prepared.transaction).toBe('/:secret/:paymentId');
    expect(prepared.transaction_info).toEqual({ source: 'route' });
    expect(JSON.stringify(prepared)).not.toContain(SECRET);
  });

  it('scrubs breadcrumbs with the secrets of this tab', () => {
    expect(
      prepareBreadcrumb({
        category: 'navigation',
        message: `${TOKEN} 4111 1111 1111 1111`,
        data: { from: `/${SECRET}/pay_77`, to: '/account' },
      }),
    ).toEqual({
      category: 'navigation',
      message: `${FILTERED} ${FILTERED}`,
      data: { from: '/:secret/pay_77', to: '/account' },
    });
  });
});
