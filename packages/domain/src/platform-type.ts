import type { PlatformType } from './enums.js';
import { asString } from './normalize.js';

/** Extra signals beyond the user agent, read by the caller from `navigator`. */
export interface PlatformHints {
  /**
   * `navigator.maxTouchPoints`. iPadOS Safari sends a desktop Macintosh user agent; a touch screen
   * is the only way to tell it from a Mac.
   */
  readonly maxTouchPoints?: number;
}

/* In-app webviews of the wallets: their pages can open the wallet directly. */
const IN_APP_WEBVIEW = /MicroMessenger|AlipayClient|AliApp\(AP|PayPay/i;
/*
 * Crawlers and link previewers, including those that pretend to be a mobile browser. Deliberately
 * not a bare /bot/: that would match phone brands such as CUBOT.
 */
const BOT = /[a-z]bot\/|\bbot\b|slackbot|crawler|spider|slurp|facebookexternalhit|mediapartners/i;
/* Android tablets are also H5: they get the mobile wallet flow, not the desktop QR flow. */
const MOBILE =
  /iPhone|iPod|iPad|Android|Mobi|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Silk\/|Kindle|webOS/i;
const DESKTOP = /Windows NT|Macintosh|Mac OS X|X11|Linux|CrOS/i;

/**
 * The `platform_type` for the wallet proceed calls, from the browser's user agent: `APP` inside the
 * WeChat (MicroMessenger), Alipay (AlipayClient) or PayPay app, `H5` in a mobile or tablet browser,
 * `PC` on a desktop (Windows, macOS, Linux, ChromeOS), `OTHER` for an empty or unknown user agent
 * and for bots. Pass `hints.maxTouchPoints` so that an iPad in desktop mode counts as `H5`.
 */
export function detectPlatformType(userAgent: string, hints?: PlatformHints): PlatformType {
  const ua = asString(userAgent);
  if (ua.trim() === '') return 'OTHER';
  if (IN_APP_WEBVIEW.test(ua)) return 'APP';
  if (BOT.test(ua)) return 'OTHER';
  if (MOBILE.test(ua)) return 'H5';
  if (DESKTOP.test(ua)) {
    const touchPoints = hints?.maxTouchPoints;
    const isTouchMac = /Macintosh/i.test(ua) && typeof touchPoints === 'number' && touchPoints > 1;
    return isTouchMac ? 'H5' : 'PC';
  }
  return 'OTHER';
}
