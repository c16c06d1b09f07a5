import { expect, test } from '@playwright/test';
import { measurePublicPages } from '#scripts/bench/public-js.ts';
import { publicJsBudgetKiB } from './js-budgets.ts';

/**
 * Issue 25: the initial JavaScript of every public page (module scripts, modulepreload links and
 * their static imports, as `npm run bench` counts it), gzip -9, within the budget on the
 * production build, so weight cannot creep back. Not a timed test: bytes only.
 */
test('every public page loads no more JavaScript than the budget (gzip)', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no baseURL');
  const rows = await measurePublicPages(baseURL);
  // The fixed pages, one article, one category page and one product page (found in the sitemap).
  expect(rows.map((row) => row.page)).toEqual(
    expect.arrayContaining([
      '/contact',
      '/login',
      '/articles/<slug>',
      '/produits?categoryId=<id>',
      '/produits/<slug>',
    ]),
  );
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const over = rows
    .filter((row) => row.gzip / 1024 > publicJsBudgetKiB)
    .map((row) => `${row.page}: ${kib(row.gzip)} KiB > ${publicJsBudgetKiB} KiB`);
  const table = rows.map(
    (row) =>
      `${row.page}: ${row.files} files, ${kib(row.gzip)} KiB gzip, ${kib(row.brotli)} KiB brotli (budget ${publicJsBudgetKiB})`,
  );
  console.log(`[js-budget] budget ${publicJsBudgetKiB} KiB gzip\n${table.join('\n')}`);
  expect(over, 'pages over their JavaScript budget').toEqual([]);

  // Decision 034: search params, stored choices and the forms' fields are read by hand on public
  // pages; valibot (whose schemas name themselves `vendor: "valibot"`) loads with the back-office
  // and the forms' machines only.
  const withValibot: string[] = [];
  for (const script of new Set(rows.flatMap((row) => row.scripts))) {
    const code = await (await request.get(new URL(script, baseURL).href)).text();
    if (code.includes('valibot')) withValibot.push(script);
  }
  expect(withValibot, 'initial scripts of public pages carrying valibot').toEqual([]);
});
