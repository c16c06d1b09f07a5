import { request } from './cluster-setup.ts';

/** What clients saw during the mixed load (assertion 5 of issue 22). */
export interface LoadReport {
  /** Anonymous pages and API reads (GET): each one's outcome. */
  reads: { total: number; failed: string[] };
  /** Signed-in writes: the names acknowledged (201) and those reported as failed, with why. */
  writes: { acknowledged: string[]; failed: Array<{ name: string; why: string }> };
  /** Which instance served how many answers. */
  servedBy: Record<string, number>;
  latenciesMs: number[];
}

export interface LoadOptions {
  url: string;
  token: string;
  durationMs: number;
  /** Public pages to read (anonymous). */
  pages: string[];
  /** A prefix for the categories the writers create. */
  prefix: string;
}

const apiReads = ['/api/crud/categories?limit=5', '/api/crud/articles?limit=5', '/api/health/live'];

/**
 * Four readers (pages and API reads alternately) and two writers (POST /api/crud/categories, one
 * category each time, named so the database can be checked afterwards) through HAProxy.
 */
export async function mixedLoad(options: LoadOptions): Promise<LoadReport> {
  const report: LoadReport = {
    reads: { total: 0, failed: [] },
    writes: { acknowledged: [], failed: [] },
    servedBy: {},
    latenciesMs: [],
  };
  const started = Date.now();
  const deadline = started + options.durationMs;
  /** The error, its cause (undici puts the socket's error there) and when it happened. */
  const describe = (error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
    const at = ((Date.now() - started) / 1000).toFixed(1);
    return `${String(error)}${cause ? ` (${cause.message})` : ''} at ${at} s`;
  };
  const count = (servedBy: string | null) => {
    const key = servedBy ?? 'none';
    report.servedBy[key] = (report.servedBy[key] ?? 0) + 1;
  };

  async function reader(index: number) {
    const paths = index % 2 === 0 ? options.pages : apiReads;
    for (let turn = 0; Date.now() < deadline; turn += 1) {
      const path = paths[turn % paths.length] ?? '/';
      const sent = Date.now();
      report.reads.total += 1;
      try {
        const answer = await request(options.url, 'GET', path);
        report.latenciesMs.push(Date.now() - sent);
        count(answer.servedBy);
        if (answer.status !== 200) report.reads.failed.push(`${path}: HTTP ${answer.status}`);
      } catch (error) {
        report.reads.failed.push(`${path}: ${describe(error)}`);
      }
    }
  }

  async function writer(index: number) {
    for (let turn = 0; Date.now() < deadline; turn += 1) {
      const name = `${options.prefix} ${index}-${turn}`;
      try {
        const answer = await request(options.url, 'POST', '/api/crud/categories', {
          token: options.token,
          json: { nom: name },
        });
        count(answer.servedBy);
        if (answer.status === 201) report.writes.acknowledged.push(name);
        else report.writes.failed.push({ name, why: describe(`HTTP ${answer.status}`) });
      } catch (error) {
        report.writes.failed.push({ name, why: describe(error) });
      }
    }
  }

  await Promise.all([0, 1, 2, 3].map(reader).concat([0, 1].map(writer)));
  return report;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
