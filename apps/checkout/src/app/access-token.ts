/** sessionStorage key of the member's access token (decisions.md "Members"). */
export const ACCESS_TOKEN_STORAGE_KEY = 'access_token';
const QUERY_PARAMETER = 'access_token';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Moves an `access_token` query parameter into sessionStorage and removes it from the address bar
 * (and so from the history, bookmarks and Referer), keeping every other parameter and the hash.
 */
export function captureAccessToken(location: Location = window.location): void {
  const url = new URL(location.href);
  const token = url.searchParams.get(QUERY_PARAMETER);
  if (token === null) return;
  url.searchParams.delete(QUERY_PARAMETER);
  const trimmed = token.trim();
  try {
    if (trimmed === '') session()?.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    else session()?.setItem(ACCESS_TOKEN_STORAGE_KEY, trimmed);
  } catch {
    // Storage blocked: the shopper continues as a guest.
  }
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The member's access token of this tab, or undefined for a guest. */
export function readAccessToken(): string | undefined {
  try {
    const token = session()?.getItem(ACCESS_TOKEN_STORAGE_KEY);
    return token === null || token === undefined || token === '' ? undefined : token;
  } catch {
    return undefined;
  }
}
