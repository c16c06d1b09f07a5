import Bowser from 'bowser';

/**
 * "Chrome 131 · Android" for "Mes sessions": what a person recognises of their own devices. The
 * User-Agent is the one stored at sign-in (already truncated); bowser reads it (a kept parser:
 * User-Agent strings are too irregular for a hand-written one).
 */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return 'Navigateur inconnu';
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? `${parsed.browser.name}${major ? ` ${major}` : ''}`
    : 'Navigateur inconnu';
  return parsed.os.name ? `${browser} · ${parsed.os.name}` : browser;
}
