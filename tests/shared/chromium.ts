/**
 * Debian's Chromium as every browser test starts it (Playwright's own download is not used): no
 * sandbox (root in CI), no GPU, and none of the background connections this closed network refuses.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
