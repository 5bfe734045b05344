import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Compiles the Lingui macros away and turns the `.po` catalogs into lazy JS chunks. */
export const linguiPlugins = [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
];

// `pnpm dev` talks to a sandbox started with `pnpm start` (same origin in production).
const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: linguiPlugins,
  server: {
    proxy: { '/api': sandbox, '/sandbox': sandbox },
  },
  build: {
    target: 'es2022',
    // A strict CSP forbids inline scripts and styles: never inline assets or the module preload polyfill.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: what scripts/bundle-budget.mjs reads to find the first-paint chunks.
    manifest: true,
  },
});
