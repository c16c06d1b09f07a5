/** The parts of a Lighthouse JSON report the summary reads, parsed rather than trusted. */
import * as v from 'valibot';

const Category = v.object({ score: v.nullable(v.number()) });
const NumericAudit = v.object({ numericValue: v.optional(v.number()) });
const Audit = v.object({
  id: v.string(),
  title: v.string(),
  score: v.nullable(v.number()),
  scoreDisplayMode: v.string(),
});

export const LighthouseReport = v.object({
  runtimeError: v.optional(v.object({ code: v.string(), message: v.string() })),
  categories: v.object({
    performance: Category,
    accessibility: Category,
    'best-practices': Category,
    seo: Category,
  }),
  audits: v.record(v.string(), v.looseObject({ ...Audit.entries })),
});
export type LighthouseReport = v.InferOutput<typeof LighthouseReport>;

export interface RunSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  tbt: number;
  cls: number;
  /** Titles of the scored audits that did not pass, so the table says what stands in the way. */
  failing: string[];
}

const percent = (score: number | null) => Math.round((score ?? 0) * 100);

function numeric(report: LighthouseReport, id: string): number {
  return v.parse(NumericAudit, report.audits[id] ?? {}).numericValue ?? Number.NaN;
}

export function summarise(report: LighthouseReport): RunSummary {
  if (report.runtimeError) {
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
  }
  const failing = Object.values(report.audits)
    .filter(
      (audit) =>
        (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') &&
        audit.score !== null &&
        audit.score < 0.9,
    )
    .map((audit) => audit.title);
  return {
    performance: percent(report.categories.performance.score),
    accessibility: percent(report.categories.accessibility.score),
    bestPractices: percent(report.categories['best-practices'].score),
    seo: percent(report.categories.seo.score),
    lcp: numeric(report, 'largest-contentful-paint'),
    tbt: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    failing,
  };
}
