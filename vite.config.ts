import tailwindcss from '@tailwindcss/vite';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import viteReact from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  server: { port: Number(process.env.PORT ?? 3000) },
  plugins: [
    tailwindcss(),
    tanstackStart({
      srcDirectory: 'app',
      // STYLE.md: the REST API and the database never reach the browser bundle.
      importProtection: {
        behavior: 'error',
        client: { files: ['**/server/api/**', '**/server/db/**', '**/*.server.ts'] },
      },
    }),
    viteReact(),
  ],
});
