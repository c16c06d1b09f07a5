/**
 * The rows `npm run bench:backup` and `npm run bench:backup-options` record (one per step timed)
 * and the report both write: the machine, the tools, then a table.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';

export interface Step {
  data: string;
  step: string;
  seconds: number;
  megabytes?: number;
  note?: string;
}

export const secondsSince = (from: number) => Math.round((performance.now() - from) / 100) / 10;
export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Steps recorded in order, each printed as it is measured. */
export function stepLog(tag: string) {
  const steps: Step[] = [];
  return {
    steps,
    record(step: Step) {
      steps.push(step);
      console.log(`[${tag}] ${JSON.stringify(step)}`);
    },
  };
}

/** Writes `file`: a title, the machine and pg_dump's version, `notes`, then the steps' table. */
export async function writeStepReport(
  file: string,
  title: string,
  notes: string[],
  steps: readonly Step[],
  sizeHeading: string,
): Promise<void> {
  const report = [
    `# ${title}`,
    '',
    `- Date: ${new Date().toISOString()}; machine: ${cpus()[0]?.model ?? '?'}, ${cpus().length} cores; Node ${process.version}`,
    `- pg_dump: ${execFileSync('pg_dump', ['--version']).toString().trim()}; PostgreSQL server: 127.0.0.1:5432`,
    ...notes.map((note) => `- ${note}`),
    '',
    `| data | step | seconds | ${sizeHeading} | note |`,
    '| --- | --- | ---: | ---: | --- |',
    ...steps.map(
      (row) =>
        `| ${row.data} | ${row.step} | ${row.seconds} | ${row.megabytes ?? ''} | ${row.note ?? ''} |`,
    ),
    '',
  ].join('\n');
  await writeFile(file, report);
  console.log(report);
}
