/**
 * Removes what must never reach error reporting (decisions.md "Security") from a Sentry event,
 * transaction or breadcrumb: card-number-like digit runs, CVCs, the payment secret and the member's
 * access token. Pure and dependency-free, so it is tested without Sentry; it walks every field
 * (messages, exception values, stack frames, URLs, request data, breadcrumb data, extra, tags,
 * contexts, spans, the transaction name), never throws, and survives cycles.
 */

export const FILTERED = '[Filtered]';
export const SECRET_PLACEHOLDER = ':secret';

export interface ScrubOptions {
  /**
   * Values known to be secret right now (the payment secret of the current URL, the access token),
   * removed wherever they appear, even in free text. Values shorter than 4 characters are ignored.
   */
  readonly knownSecrets?: readonly string[];
}

/** 12–19 digits, optionally separated by single spaces or hyphens (how shoppers type card numbers). */
const CARD_NUMBER = /\d(?:[ -]?\d){11,18}/g;
const ANY_DIGIT_RUN = /\d(?:[ -]?\d){11,}/;

/** Keys whose values are dropped whatever they hold (compared without `-`, `_` and case). */
const SENSITIVE_KEY = /cvc|cvv|securitycode|secret|accesstoken|authorization|cookie|password/;

/** `key=value` and `"key": "value"` pairs of the same names inside strings (URLs, JSON, logs). */
const SENSITIVE_PAIR =
  /\b(access[_-]?token|secret|payment[_-]?secret|cvc|cvv|card[_-]?cvv|card[_-]?cvc|security[_-]?code)(["']?\s*[:=]\s*["']?)(?!\[Filtered\])([^&#\s"',;}\]]+)/gi;

/**
 * The payment route `/{secret}/{paymentId}` inside a URL or a path: exactly two segments, then the
 * end, a query, a fragment or a delimiter. The app's other two-segment paths are kept.
 */
const PAYMENT_PATH =
  /(^|[\s"'(<=,]|[a-z][a-z0-9+.-]*:\/\/[^/\s"'<>]+)\/([^/\s?#"'<>()]+)\/([^/\s?#"'<>()]+)(\/?)(?=$|[?#\s"'<>),;])/gi;
const STATIC_FILE = /\.(?:m?js|css|map|html?|json|png|svg|ico|webp|woff2?|txt)$/i;
const NOT_A_SECRET = new Set([
  '',
  'assets',
  'api',
  'sandbox',
  'account',
  'faq',
  '404',
  'src',
  '@vite',
  'node_modules',
  ':secret',
]);

/** Identifiers Sentry generates (hex); kept so that events stay linkable. */
const ID_KEYS = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'segment_id',
  'profile_id',
  'replay_id',
]);
const HEX_ID = /^[0-9a-f]{16,32}$/i;
/** Sampling figures of the dynamic sampling context (`"0.8286147972820451"`), never card numbers. */
const SAMPLING_KEYS = new Set(['sample_rand', 'sample_rate']);
const UNIT_FLOAT = /^(?:0(?:\.\d+)?|1(?:\.0+)?)$/;

const MAX_DEPTH = 24;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function normaliseKey(key: string): string {
  return key.replace(/[-_\s]/g, '').toLowerCase();
}

/** Whether a key names a value that is always dropped. */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(normaliseKey(key));
}

/** Scrubs one string. Never throws; answers FILTERED for anything it cannot handle. */
export function scrubString(text: string, options: ScrubOptions = {}): string {
  try {
    let result = text.replace(SENSITIVE_PAIR, (_match, key: string, separator: string) => {
      return `${key}${separator}${FILTERED}`;
    });
    result = result.replace(
      PAYMENT_PATH,
      (match, prefix: string, first: string, second: string, slash: string) => {
        let decoded = first;
        try {
          decoded = decodeURIComponent(first);
        } catch {
          // Malformed escapes: treat the segment as it is.
        }
        if (NOT_A_SECRET.has(decoded.toLowerCase()) || STATIC_FILE.test(second)) return match;
        return `${prefix}/${SECRET_PLACEHOLDER}/${second}${slash}`;
      },
    );
    for (const secret of options.knownSecrets ?? []) {
      if (typeof secret !== 'string' || secret.length < 4) continue;
      result = result.split(secret).join(FILTERED);
      // The same value percent-encoded, as it appears in URLs.
      const encoded = encodeURIComponent(secret);
      if (encoded !== secret) {
        result = result.replace(new RegExp(escapeRegExp(encoded), 'gi'), FILTERED);
      }
    }
    result = result.replace(CARD_NUMBER, FILTERED);
    return result;
  } catch {
    return FILTERED;
  }
}

function scrubNumber(value: number): number | string {
  // A card number that arrived as a number (e.g. `extra: { pan: 4242424242424242 }`).
  if (!Number.isFinite(value)) return value;
  const text = Math.trunc(Math.abs(value)).toLocaleString('en-US', { useGrouping: false });
  return ANY_DIGIT_RUN.test(text) ? FILTERED : value;
}

function scrubValue(
  value: unknown,
  key: string | undefined,
  options: ScrubOptions,
  seen: WeakMap<object, unknown>,
  depth: number,
): unknown {
  if (key !== undefined) {
    if (ID_KEYS.has(key) && typeof value === 'string' && HEX_ID.test(value)) return value;
    if (SAMPLING_KEYS.has(key) && typeof value === 'string' && UNIT_FLOAT.test(value)) return value;
    if (isSensitiveKey(key) && value !== undefined && value !== null) return FILTERED;
  }
  switch (typeof value) {
    case 'string':
      return scrubString(value, options);
    case 'number':
      return scrubNumber(value);
    case 'bigint':
      return scrubString(value.toString(), options);
    case 'object':
      break;
    case 'function':
    case 'symbol':
      return undefined;
    default:
      return value;
  }
  if (value === null) return null;
  if (seen.has(value)) return seen.get(value);
  if (depth >= MAX_DEPTH) return FILTERED;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (let index = 0; index < value.length; index += 1) {
      let item: unknown;
      try {
        item = value[index];
      } catch {
        item = FILTERED;
      }
      copy.push(scrubValue(item, undefined, options, seen, depth + 1));
    }
    return copy;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  let keys: string[];
  try {
    keys = Object.keys(value);
  } catch {
    return FILTERED;
  }
  for (const name of keys) {
    let item: unknown;
    try {
      item = (value as Record<string, unknown>)[name];
    } catch {
      item = FILTERED;
    }
    const scrubbedKey = scrubString(name, options);
    const scrubbed = scrubValue(item, name, options, seen, depth + 1);
    if (scrubbed !== undefined) copy[scrubbedKey] = scrubbed;
  }
  // Error-like objects keep their (non-enumerable) message and stack, scrubbed.
  if (value instanceof Error) {
    copy.name = scrubString(String(value.name), options);
    copy.message = scrubString(String(value.message), options);
    if (typeof value.stack === 'string') copy.stack = scrubString(value.stack, options);
  }
  return copy;
}

/**
 * A scrubbed deep copy of anything (an event, a transaction, a breadcrumb, a hint's data). Cycles
 * are kept as cycles of the copy. Never throws: on an unexpected failure it answers `undefined`,
 * which the callers turn into "drop the event".
 */
export function scrubDeep<T>(value: T, options: ScrubOptions = {}): T | undefined {
  try {
    return scrubValue(value, undefined, options, new WeakMap(), 0) as T;
  } catch {
    return undefined;
  }
}

/** A Sentry event or transaction, scrubbed; `null` (drop it) if scrubbing failed. */
export function scrubEvent<T extends object>(event: T, options: ScrubOptions = {}): T | null {
  const scrubbed = scrubDeep(event, options);
  return scrubbed === undefined || scrubbed === null ? null : scrubbed;
}

/** A breadcrumb, scrubbed; `null` (drop it) if scrubbing failed. */
export function scrubBreadcrumb<T extends object>(
  breadcrumb: T,
  options: ScrubOptions = {},
): T | null {
  return scrubEvent(breadcrumb, options);
}
