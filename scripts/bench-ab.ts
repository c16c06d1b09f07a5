/**
 * `npm run bench:ab -- <base URL A> <base URL B> [path…]`: two running servers (two checkouts,
 * e.g. before and after a change, each started with scripts/start.ts and PAGE_CACHE=off), the
 * same pages measured in turns (A, B, A, B…, medians of 5 rounds of 5 s after a warm-up), so the
 * drift of a shared machine weighs on both alike. Prints one markdown row per page.
 */
import * as v from 'valibot';
import { measureInTurns } from './bench/measure.ts';

const Args = v.tuple([v.pipe(v.string(), v.url()), v.pipe(v.string(), v.url())]);
const [a, b, ...rest] = process.argv.slice(2);
const parsed = v.safeParse(Args, [a, b]);
if (!parsed.success) {
  console.error('usage: npm run bench:ab -- <base URL A> <base URL B> [path…]');
  process.exit(2);
}
const [baseA, baseB] = parsed.output;
const paths = rest.length > 0 ? rest : ['/', '/produits', '/actualites', '/contact'];

console.log('| page | A req/s | A p50 (ms) | B req/s | B p50 (ms) | B / A |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const path of paths) {
  const [first, second] = await measureInTurns(`${baseA}${path}`, `${baseB}${path}`, {
    rounds: 5,
    seconds: 5,
    warmUp: 3,
  });
  if (first.errors + second.errors > 0)
    console.error(`${path}: ${first.failures} ${second.failures}`);
  const ratio = (second.rps / first.rps).toFixed(2);
  console.log(
    `| \`${path}\` | ${first.rps.toFixed(0)} | ${first.p50} | ${second.rps.toFixed(0)} | ${second.p50} | ${ratio} |`,
  );
}
