/**
 * The in-process half of `npm run bench:rentals`: the API's own repository functions called on
 * the seeded database, timed in turns, and the plan of the availability query, captured as the
 * repository sends it (its SQL is not copied here) and run under EXPLAIN.
 */
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { addDays } from '#domain/tunis-time.ts';
import type { Database } from '#server/db/connection.ts';
import { productWindow } from '#server/db/repositories/rental-availability.repository.ts';
import { timelineBars } from '#server/db/repositories/rental-list.repository.ts';
import { planText, type Timing, timeInTurns } from '../timing.ts';

/** The product whose availability and timeline are measured. */
export interface Measured {
  id: number;
  titre: string;
  unites: number;
  /** Unit rows overlapping the 90-day window: the rows the query hands over. */
  rows: number;
}

export interface InDatabase {
  product: Measured;
  availability: Timing;
  timeline: Timing;
  plan: string;
  /** The plan's line that reads rental_units (the gist index's scan, or a sequential one). */
  planNode: string;
}

const Busiest = v.object({
  rows: v.array(
    v.object({ id: v.number(), titre: v.string(), unites: v.number(), rows: v.number() }),
  ),
});

/** The product with the most unit rows over [du, au]: the heaviest availability answer. */
async function busiestProduct(db: Database, du: string, au: string): Promise<Measured> {
  const result = await db.execute(sql`
    SELECT p.id, p.titre, (p.location->>'unites')::int AS unites, count(*)::int AS rows
    FROM rental_units ru JOIN products p ON p.id = ru.product_id
    WHERE ru.jours && daterange(${du}::date, ${au}::date + 1)
    GROUP BY p.id ORDER BY rows DESC, p.id LIMIT 1`);
  const [product] = v.parse(Busiest, result).rows;
  if (!product) throw new Error('no reservation over the window: nothing to measure');
  return product;
}

/** `db` whose `execute` also hands each statement it runs to `seen`. */
function watched(db: Database, seen: SQL[]): Database {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return (query: SQL) => {
        seen.push(query);
        return target.execute(query);
      };
    },
  });
}

/**
 * Availability of the busiest product over the 90 days from `today` and its timeline over the
 * 3 months around it (a month back, two ahead), `runs` times each after 20 untimed; then the
 * availability query's plan, which must read rental_units through the exclusion constraint's
 * gist index: a sequential scan fails the benchmark.
 */
export async function measureInDatabase(
  db: Database,
  today: string,
  runs: number,
): Promise<InDatabase> {
  const du = today;
  const au = addDays(today, 89);
  const product = await busiestProduct(db, du, au);
  const [availability, timeline] = await timeInTurns(
    [
      () => productWindow(db, product.id, du, au),
      () => timelineBars(db, product.id, addDays(today, -30), addDays(today, 60)),
    ],
    { warmUps: 20, runs },
  );
  const seen: SQL[] = [];
  await productWindow(watched(db, seen), product.id, du, au);
  const [query] = seen;
  if (!query || seen.length !== 1)
    throw new Error(`${seen.length} statements for one availability`);
  const plan = planText(await db.execute(sql`EXPLAIN ${query}`));
  const planNode =
    plan
      .split('\n')
      .find((line) => /rental_units/.test(line))
      ?.trim() ?? '';
  if (!/rental_units_no_overlap/.test(plan) || /Seq Scan on rental_units/.test(plan))
    throw new Error(`the availability query does not use the gist index:\n${plan}`);
  return {
    product,
    availability: availability ?? { p50: 0, p95: 0, p99: 0 },
    timeline: timeline ?? { p50: 0, p95: 0, p99: 0 },
    plan,
    planNode,
  };
}
