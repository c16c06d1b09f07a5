/** Timing of in-process calls (no HTTP): percentiles of work timed in turns. */
import * as v from 'valibot';

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
}

export function percentiles(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * Times each kind of work in turns (a, b, c, a, b, c…) so machine noise falls on all alike, after
 * `warmUps` untimed rounds; each call gets its round number (for keys that must not repeat).
 */
export async function timeInTurns(
  works: ((round: number) => Promise<unknown>)[],
  { warmUps, runs }: { warmUps: number; runs: number },
): Promise<Timing[]> {
  for (let i = 0; i < warmUps; i += 1) for (const work of works) await work(i);
  const samples = works.map((): number[] => []);
  for (let i = 0; i < runs; i += 1) {
    for (const [index, work] of works.entries()) {
      const start = performance.now();
      await work(warmUps + i);
      samples[index]?.push(performance.now() - start);
    }
  }
  return samples.map(percentiles);
}

const PlanRows = v.object({ rows: v.array(v.record(v.string(), v.unknown())) });

/** The text of an EXPLAIN result as the database driver returned it. */
export function planText(result: unknown): string {
  const { rows } = v.parse(PlanRows, result);
  return rows.map((row) => Object.values(row).join(' ')).join('\n');
}
