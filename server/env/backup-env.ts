/**
 * The scheduled backups' settings (README "Environment variables", issue 35 §1): spread into the
 * env schema of app.env.ts, so a bad value stops the server at start like any other variable.
 * valibot only: app.env.ts is also read by code bundled for the browser.
 */
import * as v from 'valibot';

const units = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const everyMessage = 'BACKUP_EVERY must be a duration such as 30m, 6h, 24h or 7d (at least 15m)';

/** `24h` → milliseconds. */
export function parseEvery(text: string): number | null {
  const match = /^(\d{1,4})(m|h|d)$/.exec(text.trim());
  if (!match) return null;
  const unit = match[2] === 'm' ? units.m : match[2] === 'h' ? units.h : units.d;
  const ms = Number(match[1]) * unit;
  return ms >= 15 * units.m ? ms : null;
}

export const BackupEnvEntries = {
  /** Where the server writes its scheduled backups; unset, it takes none. */
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  /** How often (a period boundary in UTC: with 24h, each day at 00:00 UTC, 01:00 in Tunis). */
  BACKUP_EVERY: v.optional(
    v.pipe(
      v.string(),
      v.check((text) => parseEvery(text) !== null, everyMessage),
      v.transform((text) => parseEvery(text) ?? 0),
    ),
    '24h',
  ),
  /** How many scheduled archives BACKUP_DIR keeps (the oldest go first). */
  BACKUP_KEEP: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'BACKUP_KEEP must be a whole number of archives (1 or more)'),
      v.transform(Number),
      v.minValue(1, 'BACKUP_KEEP must be a whole number of archives (1 or more)'),
    ),
    '14',
  ),
};
