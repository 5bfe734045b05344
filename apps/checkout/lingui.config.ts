import { defineConfig } from '@lingui/conf';

// English is the source language; Japanese is the default the page opens in (resolveLocale).
// The UI kit ships its own catalog, merged at load time (src/app/i18n.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ja', 'en', 'ko', 'zh-Hans', 'zh-Hant'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/src/test/**'],
    },
  ],
});
