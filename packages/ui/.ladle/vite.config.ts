import { defineConfig } from 'vite';
import { linguiPlugins } from '../vite.config.ts';

// Only the plugins: the package's own config builds a library, Ladle builds a site.
export default defineConfig({
  plugins: linguiPlugins,
});
