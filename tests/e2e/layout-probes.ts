import type { Page } from '@playwright/test';

/** How far the document scrolls sideways (0 when it does not), on <html> and on <body>. */
export async function sidewaysScroll(page: Page): Promise<{ html: number; body: number }> {
  return page.evaluate(() => {
    const html = document.documentElement;
    const body = document.body;
    return {
      html: Math.max(0, html.scrollWidth - html.clientWidth),
      body: Math.max(0, body.scrollWidth - body.clientWidth),
    };
  });
}

/** Resolves after the page has painted twice: resize listeners and their renders have run. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Every control a user can press inside `scope` (buttons, switches, fields, and links that are
 * not words of a sentence), with what keeps it from being used on this screen: cut by the
 * viewport's left or right edge, covered by something else at its centre, or smaller than
 * `minSize` px (a tap target; 0 to skip). Returns one line per fault, empty when all is well.
 */
export async function unusableControls(page: Page, scope: string, minSize = 0): Promise<string[]> {
  return page.evaluate(
    ({ scope, minSize }) => {
      const selector =
        'button, [role="switch"], input:not([type="hidden"]), select, textarea, a[href]';
      const faults: string[] = [];
      const root = document.querySelector(scope);
      if (!root) return [`nothing matches ${scope}`];
      const controls = [...root.querySelectorAll<HTMLElement>(selector)].filter(
        (element) =>
          element.getClientRects().length > 0 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          // A link inside a sentence is read, not aimed at (WCAG 2.5.8 "inline" exception).
          !(element instanceof HTMLAnchorElement && element.closest('p')) &&
          // Screen-reader-only skip links and the like have no box to aim at.
          element.getBoundingClientRect().width > 1,
      );
      const width = document.documentElement.clientWidth;
      for (const element of controls) {
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent?.trim() || element.getAttribute('placeholder') || element.tagName);
        element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        const box = element.getBoundingClientRect();
        if (box.left < -0.5 || box.right > width + 0.5) {
          faults.push(
            `${name}: ${Math.round(box.left)}–${Math.round(box.right)} px, screen ${width}`,
          );
          continue;
        }
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
        if (!hit || !(element.contains(hit) || label?.contains(hit))) {
          faults.push(`${name}: covered by <${hit?.tagName.toLowerCase() ?? 'nothing'}>`);
        }
        if (minSize > 0 && (box.width < minSize - 0.5 || box.height < minSize - 0.5)) {
          faults.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)} px`);
        }
      }
      return faults;
    },
    { scope, minSize },
  );
}
