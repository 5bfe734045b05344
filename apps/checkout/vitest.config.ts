import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.config.ts';

export default defineConfig({
  plugins: linguiPlugins,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
