import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything the production bundle is built from. */
export const buildInputs = [
  'app',
  'domain',
  'server',
  'machines',
  'public',
  'app.config.ts',
  'app.env.ts',
  'vite.config.ts',
  'package-lock.json',
];
export const buildOutput = 'dist/server/server.js';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when dist/ is missing or any input changed after the last build. */
export function isBuildStale(root: string): boolean {
  const output = join(root, buildOutput);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return buildInputs.some((input) => newestMtime(join(root, input)) > builtAt);
}
