/**
 * Where a visit comes from (issue 38): the referrer's host when it is outside the site, and the
 * UTM parameters as the dashboard groups them. Pure: the API applies them to each event.
 */
import { statsBeaconLimits } from './stats-events.ts';

/** `www.exemple.tn` and `exemple.tn` are one site. */
const withoutWww = (host: string) => host.replace(/^www\./, '');

/**
 * A referrer's host without `www.`, or null when there is none worth keeping: not a URL, not a
 * web (or Android app) address, or the site itself (any of `ownHosts`, ports ignored).
 */
export function outsideReferrerHost(
  referrer: string | undefined,
  ownHosts: readonly string[],
): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (!['http:', 'https:', 'android-app:'].includes(url.protocol)) return null;
  const host = withoutWww(url.hostname.toLowerCase().replace(/\.$/, ''));
  if (host === '') return null;
  const own = ownHosts.map((each) => withoutWww(hostnameOf(each)));
  return own.includes(host) ? null : host;
}

/** The host name of `example.tn:3000`, `[::1]:3000` or a bare host, lower-cased. */
function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  const colon = lower.indexOf(':');
  return (colon === -1 ? lower : lower.slice(0, colon)).replace(/\.$/, '');
}

/** A UTM value as counted: trimmed, lower-cased, bounded; null when empty. */
export function utmValue(raw: string | undefined): string | null {
  const value = raw?.trim().toLowerCase().slice(0, statsBeaconLimits.maxUtm).trim();
  return value ? value : null;
}
