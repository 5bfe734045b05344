/*
 * Test helper: every answer of the sandbox is checked against the contract. For a contract path
 * the response schema of that status (or `default`) is used; for any other path a non-2xx answer
 * must carry the contract's ErrorBody. Error codes must be in the contract's table with the
 * status the table gives them.
 */
import { expect } from 'vitest';
import {
  componentRef,
  createContractAjv,
  loadContract,
  withContractRefs,
  type JsonSchema,
  type ValidateFunction,
} from '../contract.js';
import type { RunningSandbox } from '../server.js';

const ajv = createContractAjv();
const contract = loadContract();
const errorBodyValidator = ajv.compile(componentRef('ErrorBody'));

function responseSchema(response: JsonSchema): JsonSchema | undefined {
  let resolved = response;
  const ref = resolved.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/responses/')) {
    const named = contract.components.responses[ref.slice('#/components/responses/'.length)];
    if (named === undefined) throw new Error(`unknown response ${ref}`);
    resolved = named;
  }
  const content = resolved.content as Record<string, { schema?: JsonSchema }> | undefined;
  return content?.['application/json']?.schema;
}

const validators = new Map<string, Map<string, ValidateFunction>>();
for (const [path, item] of Object.entries(contract.paths)) {
  const post = item.post as { responses: Record<string, JsonSchema> } | undefined;
  if (post === undefined) continue;
  const byStatus = new Map<string, ValidateFunction>();
  for (const [status, response] of Object.entries(post.responses)) {
    const schema = responseSchema(response);
    if (schema !== undefined) byStatus.set(status, ajv.compile(withContractRefs(schema)));
  }
  validators.set(path, byStatus);
}

/** The contract's error-code table: code → HTTP status. */
export const ERROR_CODE_TABLE: ReadonlyMap<string, number> = new Map(
  [
    ...String((contract as unknown as { info: { description: string } }).info.description).matchAll(
      /^\| `([A-Z_]+)` \| ([0-9]{3}) \|/gm,
    ),
  ].map((match) => [match[1] ?? '', Number(match[2])]),
);

export const CONTRACT_PATHS: readonly string[] = [...validators.keys()];

/** Throws (test failure) unless the answer matches the contract for this path and status. */
export function assertContractAnswer(path: string, status: number, body: unknown): void {
  const byStatus = validators.get(path);
  const ok = status >= 200 && status < 300;
  if (byStatus !== undefined) {
    const validate = byStatus.get(String(status)) ?? byStatus.get('default');
    if (validate === undefined)
      throw new Error(`${path}: the contract has no ${String(status)} answer`);
    if (!validate(body)) {
      throw new Error(
        `${path} ${String(status)} does not match the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  }
  if (!ok) {
    if (!errorBodyValidator(body)) {
      throw new Error(
        `${path} ${String(status)}: not an ErrorBody: ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
    // The admin API is not part of the contract: only the error body's shape applies there.
    if (path.startsWith('/sandbox/')) return;
    const code = (body as { common: { error_code: string } }).common.error_code;
    const expected = ERROR_CODE_TABLE.get(code);
    if (expected === undefined)
      throw new Error(`${path}: error code ${code} is not in the contract's table`);
    if (expected !== status) {
      throw new Error(
        `${path}: error code ${code} answered ${String(status)}, the table says ${String(expected)}`,
      );
    }
  }
}

export interface Answer<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

/** POSTs JSON to an API path and checks the answer against the contract. */
export async function api<T = Record<string, unknown>>(
  sandbox: RunningSandbox,
  path: string,
  body: unknown,
): Promise<Answer<T>> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return checked<T>(path, response);
}

/** Reads a JSON answer and checks it against the contract. */
export async function checked<T>(path: string, response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new Error(
      `${path} ${String(response.status)}: answer is not JSON: ${text.slice(0, 200)}`,
    );
  }
  assertContractAnswer(path, response.status, parsed);
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Asserts an error answer's status and code. */
export function expectError(answer: Answer, status: number, code: string): void {
  expect({
    status: answer.status,
    code: (answer.body as { common?: { error_code?: string } }).common?.error_code,
  }).toEqual({
    status,
    code,
  });
}

/** Calls the admin API (JSON in, JSON out). */
export async function admin<T = Record<string, unknown>>(
  sandbox: RunningSandbox,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const parsed = (await response.json()) as T;
  if (response.status >= 300) assertContractAnswer(path, response.status, parsed);
  return { status: response.status, body: parsed, headers: response.headers };
}

export interface CreatedPayment {
  payment_id: string;
  secret: string;
  url: string;
}

export async function createPayment(
  sandbox: RunningSandbox,
  fields: Record<string, unknown> = {},
): Promise<CreatedPayment> {
  const answer = await admin<CreatedPayment>(sandbox, 'POST', '/sandbox/payments', fields);
  expect(answer.status).toBe(201);
  return answer.body;
}

/** Gets a card token from the token endpoint (what the token script does). */
export async function cardToken(
  sandbox: RunningSandbox,
  cardno: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await fetch(`${sandbox.url}/sandbox/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      shop_id: 'tshop00000001',
      cardno,
      expire: '3012',
      securitycode: cardno.length === 15 ? '1234' : '123',
      holdername: 'TARO YAMADA',
      ...extra,
    }),
  });
  const result = (await response.json()) as {
    resultCode: string;
    tokenObject?: { token: string[] };
  };
  expect(result.resultCode).toBe('000');
  const token = result.tokenObject?.token[0];
  if (token === undefined) throw new Error('no token');
  return token;
}

export async function paymentState(sandbox: RunningSandbox, id: string) {
  const answer = await admin<{
    payment: {
      status: string;
      transaction_logs: { status: string; charge?: number; message?: string }[];
      error_msg?: string;
      selected_method?: string;
    };
    sandbox: { charges: number; pending: { kind: string; id: string; url: string } | null };
  }>(sandbox, 'GET', `/sandbox/payments/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}
