import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Issue 10's bar: zero WCAG 2.1 AA violations, as axe-core counts them. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Scans the page as it stands (or only `include`, a CSS selector): one readable line per violation
 * and node, empty when there is none. In "legacy mode" axe runs in the page itself (and in its frames); the
 * default mode finishes every scan in a new blank page, which made each scan cost 1–2 s of CPU
 * instead of 0.2–0.6 s on the 2-core CI machine, for the same rules and the same result.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const { pathname } = new URL(page.url());
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${pathname}: ${violation.id} (${violation.impact}): ${violation.help} → ${node.target.join(' ')}`,
    ),
  );
}

/** The same scan as `axeViolations`, failing the test on the first page with a violation. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include), `axe violations on ${page.url()}`).toEqual([]);
}
