import type { Payment } from '@kessai/api-client';

// Provider-style messages start with their code: `E92000001: A processing error occurred.`
const LEADING_CODE = /^\s*([A-Za-z0-9][A-Za-z0-9_.-]{0,39})\s*:/;
// A message that is nothing but a code: `E92000001`.
const BARE_CODE = /^\s*([A-Za-z0-9][A-Za-z0-9_.-]{0,39})\s*$/;

function codeOf(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return (LEADING_CODE.exec(message) ?? BARE_CODE.exec(message))?.[1];
}

/**
 * The code shown in "… Error code: {code}" for an INTERNAL_ERROR payment.
 *
 * Decision: the code is the leading token of `error_msg` (provider messages read `CODE: text`, or
 * are a bare code). When `error_msg` is absent or carries no code, the newest transaction log entry
 * of status INTERNAL_ERROR (else the newest entry) is read the same way. A free-text message is
 * never used as a code (it may be long, or merchant text): then there is no code and the view shows
 * the sentence without one.
 */
export function orderErrorCode(payment: Pick<Payment, 'errorMsg' | 'transactionLogs'>) {
  const fromError = codeOf(payment.errorMsg);
  if (fromError !== undefined) return fromError;
  const logs = payment.transactionLogs;
  const newest = <T extends { timestamp: Date }>(list: readonly T[]) =>
    list.reduce<T | undefined>(
      (latest, log) => (latest === undefined || log.timestamp >= latest.timestamp ? log : latest),
      undefined,
    );
  const log = newest(logs.filter((entry) => entry.status === 'INTERNAL_ERROR')) ?? newest(logs);
  return codeOf(log?.message);
}
