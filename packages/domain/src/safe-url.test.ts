import { describe, expect, it } from 'vitest';
import { WALLET_APP_SCHEMES, isSafeImageUrl, isSafeNavigationUrl } from './safe-url.js';

const LOCAL = { allowLocalHttp: true };

describe('isSafeNavigationUrl', () => {
  it.each([
    'https://example.com',
    'https://example.com/3ds/challenge?id=1#top',
    'HTTPS://EXAMPLE.COM/',
    'https://sandbox.example.jp:8443/path',
    'https://[2001:db8::1]/',
  ])('allows the https URL %s', (url) => {
    expect(isSafeNavigationUrl(url)).toBe(true);
  });

  it.each([
    'paypay://payment?code=abc',
    'weixin://wxpay/bizpayurl?pr=abc',
    'alipays://platformapi/startapp?appId=20000067',
    'alipay://platformapi/startapp',
    'PayPay://x',
  ])('allows the wallet app link %s', (url) => {
    expect(isSafeNavigationUrl(url)).toBe(true);
  });

  it('lists the wallet schemes it allows', () => {
    expect(WALLET_APP_SCHEMES).toEqual(['paypay:', 'weixin:', 'alipays:', 'alipay:']);
  });

  it('allows local http only with allowLocalHttp', () => {
    for (const url of [
      'http://localhost:5173/return',
      'http://127.0.0.1:8787/3ds',
      'http://[::1]:8787/',
      'http://LOCALHOST/',
    ]) {
      expect(isSafeNavigationUrl(url)).toBe(false);
      expect(isSafeNavigationUrl(url, LOCAL)).toBe(true);
    }
  });

  it.each([
    'http://example.com',
    'http://localhost.example.com/',
    'http://127.0.0.2/',
    'http://localhost@evil.example/',
    'http:localhost',
    'http:/localhost/',
  ])('refuses the non-local http URL %s, even with allowLocalHttp', (url) => {
    expect(isSafeNavigationUrl(url, LOCAL)).toBe(false);
  });

  it.each([
    ['javascript', 'javascript:alert(1)'],
    ['upper-case javascript', 'JavaScript:alert(1)'],
    ['javascript with a comment', 'javascript://example.com/%0Aalert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['ftp', 'ftp://example.com/'],
    ['blob', 'blob:https://example.com/uuid'],
    ['unlisted app scheme', 'intent://scan/#Intent;scheme=zxing;end'],
    ['protocol-relative', '//evil.example/'],
    ['backslash protocol-relative', '\\\\evil.example/'],
    ['backslashes after https', 'https:\\\\evil.example'],
    ['relative path', 'return/page'],
    ['root-relative path', '/return'],
    ['query only', '?a=1'],
    ['https without slashes', 'https:evil.example'],
    ['https without host', 'https://'],
    ['credentials', 'https://bank.example@evil.example/'],
    ['leading space', ' https://example.com'],
    ['trailing newline', 'https://example.com\n'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['newline inside the scheme', 'java\nscript:alert(1)'],
    ['NUL byte', 'https://example.com\u0000'],
    ['leading control character', '\u0001javascript:alert(1)'],
    ['zero-width space', '\u200Bjavascript:alert(1)'],
    ['byte-order mark', '\uFEFFhttps://example.com'],
    ['right-to-left override', 'https://example.com/\u202Egpj.exe'],
    ['no-break space', 'https://example.com/\u00A0'],
    ['ideographic space', 'https://example.com/\u3000'],
    ['empty', ''],
    ['scheme only', 'paypay:'],
  ])('refuses %s', (_label, url) => {
    expect(isSafeNavigationUrl(url)).toBe(false);
    expect(isSafeNavigationUrl(url, LOCAL)).toBe(false);
  });
});

describe('isSafeImageUrl', () => {
  it('allows https images', () => {
    expect(isSafeImageUrl('https://cdn.example.com/logo.png')).toBe(true);
  });

  it('refuses http, data, javascript, protocol-relative and app schemes', () => {
    for (const url of [
      'http://cdn.example.com/logo.png',
      'data:image/png;base64,AAAA',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'javascript:alert(1)',
      '//cdn.example.com/logo.png',
      'paypay://x',
      ' https://cdn.example.com/logo.png',
      '',
    ]) {
      expect(isSafeImageUrl(url)).toBe(false);
      expect(isSafeImageUrl(url, { allowSameOriginRelative: true })).toBe(false);
    }
  });

  it('refuses relative images unless allowSameOriginRelative', () => {
    expect(isSafeImageUrl('/sandbox/logo.png')).toBe(false);
    expect(isSafeImageUrl('/sandbox/logo.png', { allowSameOriginRelative: true })).toBe(true);
    expect(isSafeImageUrl('images/logo.png', { allowSameOriginRelative: true })).toBe(true);
    expect(isSafeImageUrl('\\\\evil.example/x.png', { allowSameOriginRelative: true })).toBe(false);
    expect(isSafeImageUrl('/\\evil.example/x.png', { allowSameOriginRelative: true })).toBe(false);
  });

  it('allows local http images only with allowLocalHttp', () => {
    expect(isSafeImageUrl('http://localhost:8787/logo.png')).toBe(false);
    expect(isSafeImageUrl('http://localhost:8787/logo.png', { allowLocalHttp: true })).toBe(true);
    expect(isSafeImageUrl('http://example.com/logo.png', { allowLocalHttp: true })).toBe(false);
  });
});
