/**
 * The command line of the catalogue benchmarks (`npm run bench:api`, `npm run bench:catalogue`),
 * spelled like bench:abuse's: `--products N` (repeatable or a comma list; default 1000,10000,100000),
 * `--postgres` (a fresh PostgreSQL database too: BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; setting BENCH_DATABASE_URL implies it),
 * `--no-pglite` (PostgreSQL only) and `--seconds S` (each measurement; default 10, or
 * BENCH_DURATION, after a warm-up of min(3, S) seconds); `--note TEXT` (repeatable) adds a line to
 * the report's header (e.g. what else ran on the machine); `--synonyms N` gives the site exactly N
 * search synonym rules (scripts/bench/synonyms.ts; default: the demo's own, as seeded).
 */
import { parseArgs } from 'node:util';

export interface CatalogueOptions {
  sizes: number[];
  pglite: boolean;
  postgresUrl: string | undefined;
  seconds: number;
  warmUp: number;
  notes: string[];
  /** How many search synonym rules the site holds; undefined: the demo's, as seeded. */
  synonyms: number | undefined;
}

export const defaultSizes = [1_000, 10_000, 100_000];
const defaultPostgres = 'postgres://postgres@127.0.0.1:5432/postgres';

function positive(flag: string, text: string): number {
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${flag} expects a positive whole number, not "${text}"`);
  }
  return value;
}

export function readCatalogueOptions(argv = process.argv.slice(2)): CatalogueOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string', multiple: true },
      postgres: { type: 'boolean', default: false },
      'no-pglite': { type: 'boolean', default: false },
      seconds: { type: 'string' },
      note: { type: 'string', multiple: true },
      synonyms: { type: 'string' },
    },
    strict: true,
  });
  const sizes = (values.products ?? [])
    .flatMap((list) => list.split(','))
    .map((text) => positive('--products', text.trim()));
  const seconds = positive('--seconds', values.seconds ?? process.env.BENCH_DURATION ?? '10');
  const postgresUrl =
    process.env.BENCH_DATABASE_URL ?? (values.postgres ? defaultPostgres : undefined);
  const pglite = !values['no-pglite'];
  if (!pglite && !postgresUrl) throw new Error('--no-pglite needs --postgres');
  const synonyms =
    values.synonyms === undefined
      ? undefined
      : values.synonyms.trim() === '0'
        ? 0
        : positive('--synonyms', values.synonyms);
  return {
    sizes: sizes.length > 0 ? [...new Set(sizes)].sort((a, b) => a - b) : defaultSizes,
    pglite,
    postgresUrl,
    seconds,
    warmUp: Math.min(3, seconds),
    notes: [
      ...(values.note ?? []),
      ...(synonyms === undefined ? [] : [`Search synonyms: ${synonyms} rules (--synonyms)`]),
    ],
    synonyms,
  };
}
