/** A point in time as callers hold it: a `Date`, an ISO 8601 string or epoch milliseconds. */
export type DateInput = Date | string | number;

/**
 * Milliseconds since the epoch, or `undefined` when the value is missing or not a valid date.
 * `Date.prototype.getTime` is called directly rather than as a method, so a `Date` from another
 * realm (iframe, test environment) works and an object that merely imitates one is refused.
 */
export function toEpochMs(value: unknown): number | undefined {
  let time: number;
  if (typeof value === 'number') {
    time = value;
  } else if (typeof value === 'string') {
    if (value.trim() === '') return undefined;
    time = Date.parse(value);
  } else if (typeof value === 'object' && value !== null) {
    try {
      time = Date.prototype.getTime.call(value as Date);
    } catch {
      return undefined;
    }
  } else {
    return undefined;
  }
  return Number.isFinite(time) ? time : undefined;
}

/** `now` as a valid Date; a missing or invalid `now` means the current time. */
export function resolveNow(now: unknown): Date {
  const time = toEpochMs(now);
  return new Date(time ?? Date.now());
}
