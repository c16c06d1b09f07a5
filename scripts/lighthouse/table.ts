/** The Lighthouse report table: one row per page and preset, checked against issue 10's targets. */
import type { RunSummary } from './report.ts';

export interface PageResult {
  page: string;
  /** Public pages must reach SEO 100; /login is kept out of search engines on purpose. */
  public: boolean;
  preset: 'mobile' | 'desktop';
  median: RunSummary;
  runs: RunSummary[];
}

/** The run whose performance score is the median one (Lighthouse's advice for 3+ runs). */
export function pickMedianRun(runs: readonly RunSummary[]): RunSummary {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse run to summarise');
  return middle;
}

/** What issue 10 asks of a row; empty when every target is met. */
export function missedTargets(result: PageResult): string[] {
  const { median, preset } = result;
  const missed: string[] = [];
  if (preset === 'mobile' && median.performance < 95) missed.push('performance < 95');
  if (median.accessibility < 100) missed.push('accessibility < 100');
  if (median.bestPractices < 100) missed.push('best practices < 100');
  if (result.public && median.seo < 100) missed.push('SEO < 100');
  if (median.cls > 0.005) missed.push('CLS > 0.00');
  return missed;
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

export function formatTable(results: readonly PageResult[]): string {
  const lines = [
    '| page | preset | performance | accessibility | best practices | SEO | LCP | TBT | CLS | targets |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const result of results) {
    const { median } = result;
    const missed = missedTargets(result);
    lines.push(
      `| ${result.page} | ${result.preset} | ${median.performance} | ${median.accessibility} | ${median.bestPractices} | ${result.public ? median.seo : `${median.seo} (noindex)`} | ${ms(median.lcp)} | ${ms(median.tbt)} | ${median.cls.toFixed(2)} | ${missed.length ? `✗ ${missed.join(', ')}` : '✓'} |`,
    );
  }
  const failing = results.filter((result) => result.median.failing.length > 0);
  if (failing.length > 0) {
    lines.push('', 'Audits below 90 in the median run:', '');
    for (const result of failing) {
      lines.push(`- ${result.page} (${result.preset}): ${result.median.failing.join('; ')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
