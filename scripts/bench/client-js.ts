/**
 * Client JavaScript a page loads before it is interactive. The build writes no client manifest
 * (dist/client/.vite/manifest.json), so the list comes from the served HTML: its module scripts
 * and modulepreload links, plus what those files import statically. Dynamic `import()` chunks
 * (other routes, lazy widgets) are left out: the page does not load them up front.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';

export interface ClientJs {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** The same-origin JS URLs (paths) an HTML page references as module script or modulepreload. */
export function referencedScripts(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && attributes.type === 'module' && attributes.src)
        found.push(attributes.src);
      if (name === 'link' && attributes.rel === 'modulepreload' && attributes.href)
        found.push(attributes.href);
    },
  });
  parser.end(html);
  return found;
}

const staticImport = /(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g;

/**
 * Follows static imports from `entries` (paths), fetching each file once through `load`; `visit`
 * hears each file counted.
 */
export async function measureClientJs(
  entries: readonly string[],
  load: (path: string) => Promise<Buffer>,
  cache: Map<string, Buffer>,
  visit?: (path: string) => void,
): Promise<ClientJs> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => new URL(entry, 'http://site').pathname);
  const total: ClientJs = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    visit?.(path);
    const body = cache.get(path) ?? (await load(path));
    cache.set(path, body);
    total.files += 1;
    total.raw += body.length;
    total.gzip += gzipSync(body, { level: 9 }).length;
    total.brotli += brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    for (const [, specifier] of body.toString('utf8').matchAll(staticImport))
      if (specifier) queue.push(new URL(specifier, `http://site${path}`).pathname);
  }
  return total;
}
