/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  outDir: 'build',
  // Ladle runs its own Vite; this config adds the Lingui macro and the .po loader.
  viteConfig: '.ladle/vite.config.ts',
  addons: {
    a11y: { enabled: true },
    msw: { enabled: false },
    rtl: { enabled: false },
    width: {
      enabled: true,
      options: { '320 px': 320, '375 px': 375, '768 px': 768, '1024 px': 1024 },
      defaultState: 0,
    },
  },
};
