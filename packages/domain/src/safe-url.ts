import { asString } from './normalize.js';

/**
 * App schemes of the supported wallets that a proceed answer may send the browser to (PayPay,
 * WeChat, Alipay).
 */
export const WALLET_APP_SCHEMES = Object.freeze([
  'paypay:',
  'weixin:',
  'alipays:',
  'alipay:',
] as const);

/** A wallet app scheme, with its trailing colon. */
export type WalletAppScheme = (typeof WALLET_APP_SCHEMES)[number];

/** Options of {@link isSafeNavigationUrl}. */
export interface SafeNavigationUrlOptions {
  /** Also allow `http:` to localhost, 127.0.0.1 or [::1] (the local sandbox). Default false. */
  readonly allowLocalHttp?: boolean;
}

/** Options of {@link isSafeImageUrl}. */
export interface SafeImageUrlOptions {
  /** Also allow `http:` to localhost, 127.0.0.1 or [::1] (the local sandbox). Default false. */
  readonly allowLocalHttp?: boolean;
  /** Also allow relative references such as `/logo.png`, resolved on the page's origin. Default false. */
  readonly allowSameOriginRelative?: boolean;
}

interface ParsedUrl {
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
}

type UrlConstructor = new (input: string) => ParsedUrl;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/*
 * Browsers strip or skip these before parsing ("java\tscript:", leading spaces, zero-width and
 * bidi characters), which is how scheme filters get bypassed; a URL containing any of them is
 * refused instead of being cleaned.
 */
const SUSPICIOUS_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  /[\s\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\\]/;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** The WHATWG URL parser the browser itself navigates with; absent only in exotic runtimes. */
function parseUrl(value: string): ParsedUrl | undefined {
  const Url = (globalThis as { URL?: UrlConstructor }).URL;
  if (typeof Url !== 'function') return undefined;
  try {
    return new Url(value);
  } catch {
    return undefined;
  }
}

function isAllowedWebUrl(value: string, allowLocalHttp: boolean): boolean {
  const isHttps = /^https:\/\//i.test(value);
  const isHttp = /^http:\/\//i.test(value);
  if (!isHttps && !(isHttp && allowLocalHttp)) return false;
  const url = parseUrl(value);
  if (url === undefined || url.hostname === '') return false;
  // Credentials in a link only serve to disguise the real host ("https://bank.example@evil.test").
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

/**
 * Whether a navigation target (`redirect_url`, `return_url`, a QR link) may be followed: an
 * `https:` URL with a host, `http:` to localhost/127.0.0.1/[::1] only with `allowLocalHttp`, or a
 * {@link WALLET_APP_SCHEMES} link. Everything else is refused: `javascript:`, `data:`, `vbscript:`,
 * other schemes, protocol-relative `//host`, relative paths, credentials in the URL, and any white
 * space, control, invisible or backslash character anywhere in it.
 */
export function isSafeNavigationUrl(url: string, options?: SafeNavigationUrlOptions): boolean {
  const value = asString(url);
  if (value === '' || SUSPICIOUS_CHARACTERS.test(value)) return false;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return false;
  if ((WALLET_APP_SCHEMES as readonly string[]).includes(`${scheme}:`)) {
    return value.length > scheme.length + 1 && parseUrl(value) !== undefined;
  }
  return isAllowedWebUrl(value, options?.allowLocalHttp === true);
}

/**
 * Whether a merchant-supplied image URL (logo, thumbnail) may be loaded: `https:` only; with
 * options also local `http:` or a same-origin relative reference (not protocol-relative). The same
 * character rules as {@link isSafeNavigationUrl} apply. Callers show a placeholder otherwise.
 */
export function isSafeImageUrl(url: string, options?: SafeImageUrlOptions): boolean {
  const value = asString(url);
  if (value === '' || SUSPICIOUS_CHARACTERS.test(value)) return false;
  if (!SCHEME.test(value)) {
    return options?.allowSameOriginRelative === true && !value.startsWith('//');
  }
  return isAllowedWebUrl(value, options?.allowLocalHttp === true);
}
