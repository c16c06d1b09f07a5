/**
 * `npm run lint:sizes`: STYLE's size rule ("Size and comments"), so it stays true: a route file
 * at most 150 lines, a component 200, a machine 150 (each of its files: statechart, setup, types,
 * context), a server-functions or repository file 200.
 * Past that, split by concern. Exits 1 naming each file over its limit.
 */
import { glob, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

interface SizeRule {
  what: string;
  pattern: string;
  /** Files matched by `pattern` that the rule leaves to another one (or to none). */
  skip?: RegExp;
  max: number;
}

const rules: SizeRule[] = [
  // Route files, not the route-private pieces under '-' folders, nor the generated tree.
  { what: 'route file', pattern: 'app/routes/**/*.{ts,tsx}', skip: /\/-|routeTree/, max: 150 },
  { what: 'component', pattern: 'app/**/*.tsx', skip: /^app\/routes\/(?!(.*\/)?-)/, max: 200 },
  // A machine is split into *.machine.ts (statechart), *.setup.ts, *.types.ts, *.context.ts: each
  // part keeps the machine's limit.
  { what: 'machine file', pattern: 'machines/**/*.ts', max: 150 },
  { what: 'server functions file', pattern: 'server/**/*.functions.ts', max: 200 },
  { what: 'repository file', pattern: 'server/db/repositories/*.ts', max: 200 },
];

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

let over = 0;
let checked = 0;
for (const rule of rules) {
  for await (const file of glob(rule.pattern, { cwd: root })) {
    if (rule.skip?.test(file)) continue;
    checked += 1;
    const lines = lineCount(await readFile(`${root}${file}`, 'utf8'));
    if (lines > rule.max) {
      over += 1;
      console.log(`  error ${file}: ${lines} lines, a ${rule.what} has at most ${rule.max}`);
    }
  }
}
if (over === 0) console.log(`✔ every file within STYLE's sizes (${checked} checked)`);
else console.log(`\n✘ ${over} file(s) over STYLE's sizes: split them by concern.`);
process.exitCode = over === 0 ? 0 : 1;
