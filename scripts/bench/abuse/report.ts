/** The probe's Markdown: the home page beside each flood, then the body-size attacks. */
import type { Measure } from '../measure.ts';
import type { BodyAttackResult } from './body-attacks.ts';
import type { FloodResult } from './floods.ts';
import { megabytes } from './rss.ts';

/** Issue 18's targets. */
export const targets = { keptShare: 0.6, p99Ms: 100, rssGrowthBytes: 100_000_000 } as const;

export interface FloodRow {
  name: string;
  home: Measure;
  flood: FloodResult;
  /** Set when the server was gone after the flood (it was restarted for the next one). */
  crashed: boolean;
}

export interface DatabaseRun {
  label: string;
  quiet: Measure;
  floods: FloodRow[];
  bodies: BodyAttackResult[];
}

const verdict = (ok: boolean) => (ok ? '**pass**' : '**FAIL**');

function floodRows(run: DatabaseRun): string[] {
  const { quiet } = run;
  const quietRow = `| ${run.label} | quiet (no flood) | ${quiet.rps} | 100 % | ${quiet.p50} | ${quiet.p99} | ${quiet.errors} | – | – |`;
  return [
    quietRow,
    ...run.floods.map(({ name, home, flood, crashed }) => {
      const share = quiet.rps ? home.rps / quiet.rps : 0;
      const ok = share >= targets.keptShare && home.p99 <= targets.p99Ms && !crashed;
      const floodCell = `${flood.rps} req/s; ${flood.statuses}${flood.errors ? `; ${flood.errors} errors/timeouts` : ''}${crashed ? '; **server crashed**' : ''}`;
      return `| ${run.label} | ${name} | ${home.rps} | ${(share * 100).toFixed(0)} % | ${home.p50} | ${home.p99} | ${home.errors} | ${floodCell} | ${verdict(ok)} |`;
    }),
  ];
}

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

function bodyRows(run: DatabaseRun): string[] {
  return run.bodies.map(({ name, outcomes, rssBefore, rssPeak, rssAfter }) => {
    const growth = rssPeak - rssBefore;
    const statuses = [...new Set(outcomes.map((o) => String(o.status)))].join(', ');
    const times = outcomes.map((o) => o.answeredAfterMs);
    const sent = outcomes.map((o) => `${mb(o.sentBytes)} / ${mb(o.totalBytes)}`);
    const range = (values: number[]) =>
      Math.min(...values) === Math.max(...values)
        ? `${Math.min(...values)}`
        : `${Math.min(...values)}–${Math.max(...values)}`;
    return `| ${run.label} | ${name} | ${statuses} | ${range(times)} | ${[...new Set(sent)].join('; ')} | ${megabytes(rssBefore)} | ${megabytes(rssPeak)} | +${megabytes(growth)} | ${megabytes(rssAfter)} | ${verdict(growth < targets.rssGrowthBytes)} |`;
  });
}

export interface ReportContext {
  title: string;
  notes: string[];
}

export function abuseReport(runs: readonly DatabaseRun[], { title, notes }: ReportContext): string {
  return [
    `# ${title}`,
    '',
    ...notes.map((note) => `- ${note}`),
    '',
    `## Cached \`/\` during each flood (target: ≥ ${targets.keptShare * 100} % of its quiet req/s and p99 ≤ ${targets.p99Ms} ms)`,
    '',
    '| database | flood | `/` req/s | kept | `/` p50 (ms) | `/` p99 (ms) | `/` errors / non-2xx | the flood itself | target |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...runs.flatMap(floodRows),
    '',
    `## Body-size attacks (target: peak RSS growth < ${targets.rssGrowthBytes / 1_000_000} MB)`,
    '',
    'Sent = body bytes the probe had handed to the socket (MB, the kernel buffers included) when the answer arrived / the whole body; sending stops at the answer. RSS in MB (10⁶ bytes) of the server process, peak from VmRSS every 50 ms and the kernel high-water mark; "after" is a few seconds after the last answer.',
    '',
    '| database | attack | status | answered after (ms) | sent before the answer (MB) | RSS before | RSS peak | growth | RSS after | target |',
    '| --- | --- | --- | ---: | --- | ---: | ---: | ---: | ---: | --- |',
    ...runs.flatMap(bodyRows),
    '',
  ].join('\n');
}
