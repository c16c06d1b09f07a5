import Bowser from 'bowser';
import { isbot } from 'isbot';
import type { DeviceClass } from '#domain/stats-events.ts';

/** The browser families the dashboard names; any other is « Autre ». */
export const browserFamilies = [
  'Chrome',
  'Safari',
  'Firefox',
  'Edge',
  'Samsung Internet',
  'Opera',
  'Autre',
] as const;
export type BrowserFamily = (typeof browserFamilies)[number];

export interface UserAgentClass {
  device: DeviceClass | null;
  browser: BrowserFamily;
}

const devices: Record<string, DeviceClass> = {
  mobile: 'mobile',
  tablet: 'tablette',
  desktop: 'ordinateur',
};

function familyOf(name: string | undefined): BrowserFamily {
  if (!name) return 'Autre';
  if (name === 'Chrome' || name === 'Chromium') return 'Chrome';
  if (name === 'Safari') return 'Safari';
  if (name === 'Firefox') return 'Firefox';
  if (name === 'Microsoft Edge') return 'Edge';
  if (name.startsWith('Samsung Internet')) return 'Samsung Internet';
  if (name.startsWith('Opera')) return 'Opera';
  return 'Autre';
}

/** Kept per User-Agent text: a site sees few distinct ones, and bowser reads one in ~12 µs. */
const known = new Map<string, UserAgentClass>();
const maxKnown = 1_000;

/**
 * The device class and browser family of a User-Agent (bowser reads it: User-Agent strings are
 * too irregular for a hand-written parser). The device is null when bowser cannot tell (a TV…).
 */
export function classifyUserAgent(userAgent: string): UserAgentClass {
  const kept = known.get(userAgent);
  if (kept) return kept;
  const parsed = Bowser.parse(userAgent);
  const found: UserAgentClass = {
    device: devices[parsed.platform.type ?? ''] ?? null,
    browser: familyOf(parsed.browser.name),
  };
  // Forgetting all at once past the bound is enough: the common ones come back at once.
  if (known.size >= maxKnown) known.clear();
  known.set(userAgent, found);
  return found;
}

/** Why a beacon is not counted, or null when it is. */
export type NotCounted = 'dnt' | 'gpc' | 'bot' | 'staff';

export interface BeaconHeaders {
  dnt: string | undefined;
  gpc: string | undefined;
  userAgent: string | undefined;
}

/**
 * The visitor's wishes and who is asking (issue 38): `Sec-GPC: 1` and `DNT: 1` are honoured, a
 * request without a User-Agent or from a robot (`isbot`) is left out, and so is a staff member's
 * (`isStaff`, checked last: it verifies a signature).
 */
export function notCounted(headers: BeaconHeaders, isStaff: () => boolean): NotCounted | null {
  if (headers.gpc?.trim() === '1') return 'gpc';
  if (headers.dnt?.trim() === '1') return 'dnt';
  if (!headers.userAgent?.trim() || isbot(headers.userAgent)) return 'bot';
  return isStaff() ? 'staff' : null;
}
