import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Compiles the Lingui macros away and turns the `.po` catalogs into lazy JS chunks. */
export const linguiPlugins = [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  lingui(),
];

// Everything a consuming app already has (or must share a single copy of) stays external.
const external = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'formik',
  'yup',
  '@lingui/core',
  '@lingui/react',
  '@kessai/domain',
];

export default defineConfig({
  plugins: linguiPlugins,
  build: {
    target: 'es2022',
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    // JS stays readable for the app's bundler to minify; the CSS ships minified (8 KB brotli budget).
    cssMinify: true,
    lib: {
      // The stylesheet is its own entry: no JS module imports CSS, so the JS stays free of side
      // effects and its .d.ts files never reference a stylesheet.
      entry: { index: 'src/index.ts', styles: 'src/styles.css' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
      cssFileName: 'styles',
    },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        // The only chunks are the lazily loaded catalogs: name them by language.
        chunkFileNames: (chunk) => {
          const locale = /locales\/([^/]+)\/messages\.po$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return locale ? `locales/${locale}-[hash].js` : '[name]-[hash].js';
        },
      },
    },
  },
});
