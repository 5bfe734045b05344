import { describe, expect, it } from 'vitest';
import { detectPlatformType } from './platform-type.js';

const UA = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  iPadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  cubotPhone:
    'Mozilla/5.0 (Linux; Android 9; CUBOT X19 Build/PPR1.180610.011) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Mobile Safari/537.36',
  firefoxMobile: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003130) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2148A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)',
  alipayAndroid:
    'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2183A Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.59 Mobile Safari/537.36 UCBS/3.22.2.59_230817171109 ChannelId(3) NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:360|0|3.0) AliApp(AP/10.5.26.8000) AlipayClient/10.5.26.8000 Language/zh-Hans useStatusBar/true isConcaveScreen/true Region/CNAriver/1.0.0',
  payPayIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 jp.ne.paypay.iosapp/4.50.0 PayPay/4.50.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot:
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  curl: 'curl/8.5.0',
};

describe('detectPlatformType', () => {
  it.each([
    ['Windows Chrome', UA.windowsChrome],
    ['macOS Safari', UA.macSafari],
    ['Linux Firefox', UA.linuxFirefox],
    ['headless Chromium of the end-to-end tests', UA.headlessChromium],
    ['Chromebook', UA.chromebook],
  ])('gives PC for %s', (_label, ua) => {
    expect(detectPlatformType(ua)).toBe('PC');
  });

  it.each([
    ['iPhone Safari', UA.iPhoneSafari],
    ['iPod', UA.iPod],
    ['iPad (iOS 12)', UA.iPadLegacy],
    ['Android Chrome', UA.androidChrome],
    ['Android tablet', UA.androidTablet],
    ['a CUBOT phone (not a bot)', UA.cubotPhone],
    ['Firefox for Android', UA.firefoxMobile],
  ])('gives H5 for %s', (_label, ua) => {
    expect(detectPlatformType(ua)).toBe('H5');
  });

  it('gives H5 for an iPad in desktop mode when touch points are known', () => {
    expect(detectPlatformType(UA.macSafari, { maxTouchPoints: 5 })).toBe('H5');
    expect(detectPlatformType(UA.macSafari, { maxTouchPoints: 0 })).toBe('PC');
    expect(detectPlatformType(UA.windowsChrome, { maxTouchPoints: 10 })).toBe('PC');
  });

  it.each([
    ['WeChat on iOS', UA.wechatIos],
    ['WeChat on Android', UA.wechatAndroid],
    ['WeChat on Windows', UA.wechatWindows],
    ['Alipay', UA.alipayAndroid],
    ['PayPay', UA.payPayIos],
  ])('gives APP inside %s', (_label, ua) => {
    expect(detectPlatformType(ua)).toBe('APP');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['Googlebot', UA.googlebot],
    ['Googlebot smartphone', UA.googlebotSmartphone],
    ['Bingbot', UA.bingbot],
    ['Slackbot', UA.slackbot],
    ['curl', UA.curl],
    ['nonsense', 'hello'],
  ])('gives OTHER for %s', (_label, ua) => {
    expect(detectPlatformType(ua)).toBe('OTHER');
  });
});
