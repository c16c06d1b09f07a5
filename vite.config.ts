import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import viteReact from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serverFunctionId } from './server/http/server-function-id';

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  plugins: [
    tailwindcss(),
    tanstackStart({
      srcDirectory: 'app',
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
  ],
});
