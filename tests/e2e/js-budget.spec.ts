import { type APIRequestContext, expect, test } from '@playwright/test';
import { measureClientJs, referencedScripts } from '#scripts/bench/client-js.ts';
import { publicJsBudgetKiB, publicJsTargetKiB } from './js-budgets';
import { publicRoutes } from './public-routes';

/**
 * Issue 25: the initial JavaScript of every public page (module scripts, modulepreload links and
 * their static imports, as `npm run bench` counts it), gzip -9, within its budget on the
 * production build, so weight cannot creep back. Not a timed test: bytes only.
 */
async function firstLink(request: APIRequestContext, path: string, pattern: RegExp) {
  const html = await (await request.get(path)).text();
  const found = pattern.exec(html)?.[1];
  if (!found) throw new Error(`${path}: no link matching ${pattern}`);
  return found.replaceAll('&amp;', '&');
}

test('every public page loads no more JavaScript than its budget (gzip)', async ({ request }) => {
  test.setTimeout(120_000);
  const pages: string[] = publicRoutes.map((route) => route.path);
  pages.push(await firstLink(request, '/actualites', /href="(\/articles\/[a-z0-9-]+)"/));
  const category = /"id":(\d+)/.exec(await (await request.get('/api/crud/categories')).text());
  if (!category) throw new Error('no category to filter the catalogue by');
  pages.push(`/produits?categoryId=${category[1]}`);
  const cache = new Map<string, Buffer>();
  const load = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return response.body();
  };
  const over: string[] = [];
  const table: string[] = [];
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const js = await measureClientJs(referencedScripts(await response.text()), load, cache);
    const gzipKiB = js.gzip / 1024;
    const budget = publicJsBudgetKiB(path);
    table.push(
      `${path}: ${js.files} files, ${gzipKiB.toFixed(1)} KiB gzip, ${(js.brotli / 1024).toFixed(1)} KiB brotli (budget ${budget})`,
    );
    if (gzipKiB > budget) over.push(`${path}: ${gzipKiB.toFixed(1)} KiB > ${budget} KiB`);
  }
  console.log(`[js-budget] target ${publicJsTargetKiB} KiB gzip\n${table.join('\n')}`);
  expect(over, 'pages over their JavaScript budget').toEqual([]);
});
