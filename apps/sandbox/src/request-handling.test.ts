import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './server.js';
import {
  assertContractAnswer,
  checked,
  CONTRACT_PATHS,
  ERROR_CODE_TABLE,
  expectError,
} from './test/contract-assert.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, providerLatencyMs: 1 });
});
afterAll(async () => {
  await sandbox.close();
});

async function send(path: string, init: RequestInit) {
  return checked(path, await fetch(`${sandbox.url}${path}`, init));
}

const json = { 'Content-Type': 'application/json' };

describe('the contract test helper', () => {
  it('knows every operation and the error table', () => {
    expect(CONTRACT_PATHS).toHaveLength(8);
    expect(ERROR_CODE_TABLE.get('PAYMENT_NOT_FOUND')).toBe(404);
    expect(ERROR_CODE_TABLE.get('PAYLOAD_TOO_LARGE')).toBe(413);
  });

  it('rejects answers that do not match the contract', () => {
    expect(() =>
      assertContractAnswer('/api/v2/list-cards', 200, { cards: [{ card_no: 1 }] }),
    ).toThrow();
    expect(() => assertContractAnswer('/api/v2/list-cards', 401, { error: 'x' })).toThrow();
    expect(() =>
      assertContractAnswer('/api/v2/list-cards', 418, { common: { error_code: 'TEAPOT' } }),
    ).toThrow(/not in the contract's table/);
    expect(() =>
      assertContractAnswer('/api/v2/list-cards', 400, { common: { error_code: 'UNAUTHORIZED' } }),
    ).toThrow(/the table says 401/);
  });
});

describe('request handling', () => {
  it('answers 405 METHOD_NOT_ALLOWED with Allow: POST for other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await send('/api/v2/get-payment', { method });
      expectError(answer, 405, 'METHOD_NOT_ALLOWED');
      expect(answer.headers.get('allow')).toBe('POST');
    }
    const head = await fetch(`${sandbox.url}/api/v2/get-payment`, { method: 'HEAD' });
    expect(head.status).toBe(405);
  });

  it('answers 404 NOT_FOUND for unknown API paths, whatever the method', async () => {
    for (const path of [
      '/api/v2/nope',
      '/api/v1/get-payment',
      '/api/v2/get-payment/',
      '/api',
      '/api/v2/__proto__',
      '/api/v2/constructor',
    ]) {
      expectError(
        await send(path, { method: 'POST', headers: json, body: '{}' }),
        404,
        'NOT_FOUND',
      );
    }
  });

  it('answers 415 for a body that is not application/json', async () => {
    const headerSets: Record<string, string>[] = [
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      { 'Content-Type': 'application/jsonx' },
      {},
    ];
    for (const headers of headerSets) {
      expectError(
        await send('/api/v2/get-payment', {
          method: 'POST',
          headers,
          body: '{"payment_id":"a","secret":"b"}',
        }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    }
  });

  it('accepts application/json with a charset', async () => {
    const answer = await send('/api/v2/get-payment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: '{"payment_id":"a","secret":"b"}',
    });
    expectError(answer, 404, 'PAYMENT_NOT_FOUND');
  });

  it('answers 400 INVALID_JSON for bodies that are not JSON', async () => {
    for (const body of ['', ' ', '{', '{"a":1,}', 'undefined', "{'a':1}", '{"a":1}{}']) {
      expectError(
        await send('/api/v2/get-payment', { method: 'POST', headers: json, body }),
        400,
        'INVALID_JSON',
      );
    }
    const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
    expectError(
      await send('/api/v2/get-payment', { method: 'POST', headers: json, body: invalidUtf8 }),
      400,
      'INVALID_JSON',
    );
  });

  it('answers 400 INVALID_REQUEST naming the field for schema mismatches', async () => {
    const cases: [unknown, RegExp][] = [
      [[], /body: must be an object/],
      ['str', /body: must be an object/],
      [null, /body: must be an object/],
      [{ secret: 's' }, /payment_id: is required/],
      [{ payment_id: '', secret: 's' }, /payment_id: must be a non-empty string/],
      [{ payment_id: 1, secret: 's' }, /payment_id: must be a string/],
      [{ payment_id: 'p', secret: 'x'.repeat(129) }, /secret: must be at most 128/],
      [{ payment_id: 'p', secret: 's', extra: 1 }, /"extra": is not a known field/],
      [
        JSON.parse('{"payment_id":"p","secret":"s","__proto__":{"x":1}}'),
        /"__proto__": is not a known field/,
      ],
    ];
    for (const [body, description] of cases) {
      const answer = await send('/api/v2/get-payment', {
        method: 'POST',
        headers: json,
        body: JSON.stringify(body),
      });
      expectError(answer, 400, 'INVALID_REQUEST');
      expect(
        (answer.body as { common: { error_description: string } }).common.error_description,
      ).toMatch(description);
    }
  });

  it('never echoes card numbers or CVCs in an error description', async () => {
    const answers = await Promise.all([
      send('/api/v2/proceed-member', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          payment_id: 'p',
          secret: 's',
          access_token: 'a',
          card_seq: 0,
          card_cvv: '98765',
        }),
      }),
      send('/api/v2/get-payment', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ payment_id: 'p', secret: 's', '4111111111111111': '123' }),
      }),
      send('/api/v2/proceed-card', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ payment_id: 'p', secret: 's', token: 4111111111111111 }),
      }),
    ]);
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toMatch(/4111111111111111|98765|111111/);
      expect(answer.status).toBe(400);
    }
  });

  it('answers 413 for a declared Content-Length over 64 KiB without reading it', async () => {
    const body = JSON.stringify({
      payment_id: 'p',
      secret: 's',
      access_token: 'x'.repeat(70 * 1024),
    });
    expectError(
      await send('/api/v2/get-payment', { method: 'POST', headers: json, body }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('answers 413 for a chunked body that grows over 64 KiB, and stays usable', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) {
          controller.close();
          return;
        }
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const answer = await send('/api/v2/get-payment', {
      method: 'POST',
      headers: json,
      body: stream,
      duplex: 'half',
    });
    expectError(answer, 413, 'PAYLOAD_TOO_LARGE');
    expect((await fetch(`${sandbox.url}/sandbox/health`)).status).toBe(200);
  });

  it('answers exactly 64 KiB and not one byte more', async () => {
    const base = JSON.stringify({ payment_id: 'p', secret: 's', access_token: '' });
    // Trailing white space is valid JSON, so the size can be set to the byte.
    const fill = (size: number) => base + ' '.repeat(size - base.length);
    expectError(
      await send('/api/v2/get-payment', { method: 'POST', headers: json, body: fill(64 * 1024) }),
      404,
      'PAYMENT_NOT_FOUND',
    );
    expectError(
      await send('/api/v2/get-payment', {
        method: 'POST',
        headers: json,
        body: fill(64 * 1024 + 1),
      }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('answers a lying Content-Length with a 4xx', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${sandbox.url}/api/v2/get-payment`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': 'abc' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end('{}');
    }).catch(() => 400);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it('answers malformed HTTP with the JSON error body', async () => {
    const raw = await new Promise<string>((resolve) => {
      const socket = connect(sandbox.port, '127.0.0.1', () => {
        socket.write(
          'POST /api/v2/get-payment HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}',
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('"error_code":"INVALID_REQUEST"');
  });

  it('sets the security headers on every answer and the CSP on HTML', async () => {
    const apiAnswer = await fetch(`${sandbox.url}/api/v2/get-payment`, {
      method: 'POST',
      headers: json,
      body: '{}',
    });
    expect(apiAnswer.headers.get('referrer-policy')).toBe('strict-origin');
    expect(apiAnswer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(apiAnswer.headers.get('cache-control')).toBe('no-store');
    const html = await fetch(`${sandbox.url}/sandbox`);
    expect(html.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await html.text()).not.toMatch(/<script|style=/);
  });

  it('answers unknown non-API paths with 404 and the error body', async () => {
    expectError(await send('/nope/x/y', { method: 'GET' }), 404, 'NOT_FOUND');
    expectError(await send('/sandbox/nope', { method: 'GET' }), 404, 'NOT_FOUND');
    expectError(await send('/sandbox/payments', { method: 'PUT' }), 405, 'METHOD_NOT_ALLOWED');
  });
});
