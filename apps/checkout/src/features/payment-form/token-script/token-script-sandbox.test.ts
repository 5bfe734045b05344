// @vitest-environment node
// The sandbox reads its contract from a file URL, which only works in the node environment; the
// browser side is a jsdom of its own that really downloads and runs <script src>.
import { startSandbox, type RunningSandbox } from '@kessai/sandbox';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenScriptWindow } from './multipayment.ts';
import { tokenizeCard, type CardToTokenize } from './tokenize-card.ts';

const card: CardToTokenize = {
  cardNumber: '4111111111111111',
  cardExpiry: '12/34',
  cardCvc: '123',
  cardHolderName: 'TARO YAMADA',
};

interface JsdomModule {
  JSDOM: new (
    html: string,
    options: { url: string; runScripts: 'dangerously'; resources: 'usable' },
  ) => { window: TokenScriptWindow & { fetch: typeof fetch; close(): void } };
}

describe('the sandbox token script (the production code path)', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, log: false });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  function sandboxWindow() {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;
    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
      url: `${sandbox.url}/`,
      runScripts: 'dangerously',
      resources: 'usable',
    });
    // jsdom has no fetch; the script posts the card to the sandbox with the platform's.
    dom.window.fetch = fetch;
    return dom.window;
  }

  it('loads token.js, gets a token, and maps its result codes', async () => {
    const win = sandboxWindow();
    const options = {
      scriptUrl: `${sandbox.url}/sandbox/token.js`,
      shopId: 'tshop00000001',
      win,
      timeoutMs: 10_000,
    };
    try {
      const token = await tokenizeCard(card, options);
      expect(token).toMatch(/\S/);
      expect(win.document.querySelectorAll('script[src$="/sandbox/token.js"]')).toHaveLength(1);

      const declined = await tokenizeCard(
        { ...card, cardNumber: '4000000000000150' },
        options,
      ).catch((e: unknown) => e);
      expect(declined).toMatchObject({ resultCode: '150', field: 'cardNumber' });

      const badMonth = await tokenizeCard({ ...card, cardExpiry: '13/34' }, options).catch(
        (e: unknown) => e,
      );
      expect(badMonth).toMatchObject({ field: 'cardExpiry' });

      const busy = await tokenizeCard({ ...card, cardNumber: '4000000000000902' }, options).catch(
        (e: unknown) => e,
      );
      expect(busy).toMatchObject({ resultCode: '902', field: undefined });
      // Still one script element: the load is cached.
      expect(win.document.querySelectorAll('script')).toHaveLength(1);
    } finally {
      win.close();
    }
  });
});
