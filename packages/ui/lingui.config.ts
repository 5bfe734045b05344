import { defineConfig } from '@lingui/conf';

// English is the source language: ids are generated from the English text, except the card
// messages that the spec names by key (error.invalidCardCvc …), which use explicit ids.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ja', 'en', 'ko', 'zh-Hans', 'zh-Hant'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/src/test/**'],
    },
  ],
});
