import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY, captureAccessToken, readAccessToken } from './access-token.ts';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('captureAccessToken', () => {
  it('moves the token into sessionStorage and out of the address bar', () => {
    window.history.replaceState(null, '', '/s3cret/pay_1?lang=en&access_token=member-demo#top');
    captureAccessToken();
    expect(sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('member-demo');
    expect(readAccessToken()).toBe('member-demo');
    expect(window.location.pathname).toBe('/s3cret/pay_1');
    expect(window.location.search).toBe('?lang=en');
    expect(window.location.hash).toBe('#top');
  });

  it('keeps the stored token when the URL has none', () => {
    sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'member-demo');
    window.history.replaceState(null, '', '/s3cret/pay_1');
    captureAccessToken();
    expect(readAccessToken()).toBe('member-demo');
  });

  it('an empty token parameter signs the member out', () => {
    sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'member-demo');
    window.history.replaceState(null, '', '/account?access_token=');
    captureAccessToken();
    expect(readAccessToken()).toBeUndefined();
    expect(window.location.search).toBe('');
  });
});
