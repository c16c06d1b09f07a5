import { existsSync } from 'node:fs';

/**
 * Debian's Chromium as every browser test starts it (Playwright's own download is not used): its
 * headless shell when installed (`chromium-headless-shell`, what Playwright itself runs headless:
 * the end-to-end suite takes about half the CPU it takes in the full browser), else the full
 * browser; `CHROME_PATH` names another. No sandbox (root in CI), no GPU, and none of the background
 * connections this closed network refuses.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';

export const chromiumPath =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
