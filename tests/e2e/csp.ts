import type { Page } from '@playwright/test';

/** Records CSP violations the page reports (they also reach the console, which fails the test). */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ← ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => Reflect.get(window, '__cspViolations') as string[]);
}
