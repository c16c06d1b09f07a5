import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import viteReact from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleStats } from './scripts/bundle-stats.ts';
import { serverFunctionId } from './server/http/server-function-id.ts';

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  resolve: {
    // React 19 has useSyncExternalStore: the store hooks of TanStack and XState take the package's
    // own React ≥ 18 builds instead of its shims for React 16–17 (docs/decisions/034).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
    ],
  },
  environments: {
    client: {
      build: {
        modulePreload: false,
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    tanstackStart({
      srcDirectory: 'app',
      // Route code the first paint does not need stays out of the entry chunk: besides the
      // components the router splits by default, each route's pending skeleton and loader
      // (the back-office ones pull its tables, actions and toasts into every public page).
      router: {
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent'],
          ],
        },
      },
      // Readable, stable server function ids (`article-form--previewArticleHtml`): the front of
      // the server sizes each one's body limit by id (app.config.ts limits.serverFunctions).
      serverFns: { generateFunctionId: serverFunctionId },
      // STYLE.md: the REST API and the database never reach the browser bundle.
      importProtection: {
        behavior: 'error',
        client: {
          files: [
            '**/server/api/**',
            '**/server/db/**',
            '**/server/seed/**',
            '**/server/security/**',
            '**/server/html/**',
            '**/*.server.ts',
          ],
        },
      },
    }),
    viteReact(),
    // BUNDLE_STATS=1: the per-module breakdown of the client chunks (npm run report:client-js).
    process.env.BUNDLE_STATS ? bundleStats('dist/client-modules.json') : null,
  ],
});
