import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The URL paths of the built client's files outside /assets (favicon, images, manifest…), read
 * once at start: the gate serves them at once, without a work lane.
 */
export function listPublicFiles(clientDir: string): ReadonlySet<string> {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== join(clientDir, 'assets')) walk(full);
      } else {
        paths.add(`/${relative(clientDir, full).split(sep).join('/')}`);
      }
    }
  };
  walk(clientDir);
  return paths;
}
