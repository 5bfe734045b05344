import type { Multipayment, TokenScriptWindow } from './multipayment.ts';
import { TokenizeError } from './tokenize-error.ts';

/** How long the token script may take to load before the attempt gives up. */
export const TOKEN_SCRIPT_LOAD_TIMEOUT_MS = 20_000;

// One load per window and URL. A failed load is forgotten, so the next payment attempt tries again.
const loads = new WeakMap<TokenScriptWindow, Map<string, Promise<Multipayment>>>();

function isMultipayment(value: unknown): value is Multipayment {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof Multipayment, unknown>>;
  return typeof candidate.init === 'function' && typeof candidate.getToken === 'function';
}

function inject(url: string, win: TokenScriptWindow, timeoutMs: number): Promise<Multipayment> {
  return new Promise<Multipayment>((resolve, reject) => {
    const doc = win.document;
    // A plain <script src> element: no inline code, so a strict Content-Security-Policy only needs
    // the script's origin in script-src.
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.kessaiTokenScript = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (error?: TokenizeError) => {
      if (timer !== undefined) clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      if (error) {
        script.remove();
        reject(error);
        return;
      }
      const api = win.Multipayment;
      if (isMultipayment(api)) resolve(api);
      else {
        script.remove();
        reject(new TokenizeError('script-unavailable'));
      }
    };
    const onLoad = () => finish();
    const onError = () => finish(new TokenizeError('script-unavailable'));
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    if (Number.isFinite(timeoutMs) && timeoutMs > 0) {
      timer = setTimeout(() => finish(new TokenizeError('script-unavailable')), timeoutMs);
    }
    doc.head.append(script);
  });
}

/**
 * Loads the card provider's token script once and resolves with `window.Multipayment`. An API
 * already on the window (the script included by the host page) is used as it is.
 */
export function loadTokenScript(
  url: string,
  win: TokenScriptWindow = window,
  timeoutMs: number = TOKEN_SCRIPT_LOAD_TIMEOUT_MS,
): Promise<Multipayment> {
  if (isMultipayment(win.Multipayment)) return Promise.resolve(win.Multipayment);
  let byUrl = loads.get(win);
  if (!byUrl) {
    byUrl = new Map();
    loads.set(win, byUrl);
  }
  const cached = byUrl.get(url);
  if (cached) return cached;
  const cache = byUrl;
  const load = inject(url, win, timeoutMs);
  cache.set(url, load);
  load.catch(() => {
    if (cache.get(url) === load) cache.delete(url);
  });
  return load;
}
