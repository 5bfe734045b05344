export {
  createSandboxApp,
  DEFAULT_CONTENT_SECURITY_POLICY,
  type SandboxApp,
  type SandboxAppOptions,
} from './app.js';
export { startSandbox, type RunningSandbox, type StartSandboxOptions } from './server.js';
export { SandboxStore, DEFAULT_SHOP_ID, MAX_SAVED_CARDS, TOKEN_TTL_MS } from './store.js';
export { ALLOWED_TRANSITIONS, type PaymentRecord } from './payments.js';
export { TEST_CARDS, type CardOutcome, type TestCard } from './test-cards.js';
export { TOKEN_RESULT_CODES, type TokenResultCode } from './card-tokens.js';
export { SEED_MEMBERS, type SeededPayment } from './seed.js';
