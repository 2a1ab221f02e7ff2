import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { linguiCatalogs } from './scripts/lingui-catalogs.mjs';
import { routerTreeshake } from './scripts/router-treeshake.mjs';

const src = fileURLToPath(new URL('./src', import.meta.url));
// react-router's package entry is its development build (extra warnings); the production
// build is the same API without them, and a little smaller.
const routerProd = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ mode }) => ({
  plugins: [linguiCatalogs(), routerTreeshake(), react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: routerProd }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/uploads': 'http://127.0.0.1:8080',
      '/s/': 'http://127.0.0.1:8080', // a text message's short subscription link
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      polyfill: false,
      // The file list each lazy import preloads ships in the entry (every shopper's first
      // load): the entry's own chunks are loaded already, and the back office and the driver
      // app fetch their few files as they import them, left out of the shop's list.
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType === 'html') return deps;
        if (/\/(staff-routes|login-page|driver-page)-/.test(file)) return [];
        return deps.filter((d) => !/\/(shell|rolldown-runtime)-/.test(d));
      },
    },
    // React, the router and the app's own small shared modules (api, cookies, the
    // i18n frame) in one chunk: left to the bundler they came as eight small files on the home
    // page, each compressed alone (102.1 KB gzip in all; grouped 100.4 KB, docs/performance.md).
    rolldownOptions: {
      output: {
        // A feature's Urdu catalogue (locales/ur.json) is a chunk of its own, named after it.
        chunkFileNames: (chunk) => {
          const ur = /src\/(.+)\/locales\/ur\.json$/.exec(chunk.facadeModuleId ?? '');
          const name = ur
            ? `urdu-${ur[1]!.replace(/^(features|components|app)\//, '').replace(/\//g, '-')}`
            : '[name]';
          return `assets/${name}-[hash].js`;
        },
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|zustand|use-sync-external-store)[\\/]|src[\\/]lib[\\/](i18n[\\/](i18n|english)|api|cookies|resource)\.ts|rolldown[\\/]runtime|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared)/,
            },
            // TanStack Query, which every lazy page loads, as one file, not six.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    // The API types are generated from docs/openapi.yaml first (npm run gen:api).
    globalSetup: ['./scripts/gen-api.mjs'],
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
    css: false,
  },
}));
