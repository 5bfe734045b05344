import { isSafeNavigationUrl } from '@kessai/domain';
import { config } from './config.ts';

/** Whether the page may send the shopper to this merchant- or service-supplied URL. */
export function isAllowedTarget(url: string | undefined): url is string {
  return url !== undefined && isSafeNavigationUrl(url, { allowLocalHttp: config.allowLocalHttp });
}

/**
 * Sends the browser to a redirect or return URL, but only a safe one (https:, local http in the
 * sandbox, or an allow-listed wallet app scheme). Returns false, without navigating, otherwise;
 * the caller shows the error.
 */
export function navigateToExternal(url: string | undefined): boolean {
  if (!isAllowedTarget(url)) return false;
  window.location.assign(url);
  return true;
}
