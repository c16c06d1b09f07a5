import type { Env } from '#env';
import type { Database } from '#server/db/connection.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { createRentalNotifier, type RentalNotifier } from '#server/mail/rental-notification.ts';
import { createRateLimit, publicFormRate, type RateLimit } from '../auth/throttle.ts';
import { scheduleRepeatedRun } from '../plumbing/repeated-run.ts';
import { runRentalExpiry } from './rental-expiry.ts';

/** What the rentals' routes need besides the database (ApiDeps `rentals`). */
export interface RentalsDeps {
  /** RENTAL_HOLD_HOURS, RENTAL_MAX_DAYS, RENTAL_MAX_UNITS_PER_ADDRESS. */
  settings: { holdHours: number; maxDays: number; maxUnitsPerAddress: number };
  /** Public requests per address, as the contact form's (in the database: every instance). */
  throttle: RateLimit;
  /** E-mails staff each new public request (NOTIFY_EMAIL); absent without an SMTP server. */
  notify?: RentalNotifier | undefined;
}

export interface RentalsRuntime {
  deps: RentalsDeps;
  /** Stops the expiry job (waiting for a run under way), before the database closes. */
  close(): Promise<void>;
}

const minute = 60_000;

/** The rentals of this instance (issue 39): settings, throttle, e-mail, and the expiry job. */
export function startRentals(options: {
  env: Env;
  db: Database;
  mailer: Mailer | null;
}): RentalsRuntime {
  const { env, db, mailer } = options;
  const stopExpiry = scheduleRepeatedRun({
    run: () => runRentalExpiry(db, new Date()),
    firstDelayMs: minute,
    everyMs: minute,
    failure: { event: 'rentals.expiry-failed', message: 'rental holds expiry failed' },
  });
  return {
    deps: {
      settings: {
        holdHours: env.RENTAL_HOLD_HOURS,
        maxDays: env.RENTAL_MAX_DAYS,
        maxUnitsPerAddress: env.RENTAL_MAX_UNITS_PER_ADDRESS,
      },
      // docs/decisions/037: 5 requests per address, then 10 minutes of rest (own bucket).
      throttle: createRateLimit(db, 'location', publicFormRate),
      notify:
        mailer && env.NOTIFY_EMAIL
          ? createRentalNotifier({
              mailer,
              to: env.NOTIFY_EMAIL,
              dashboardUrl: `${env.SITE_URL}/dashboard/locations`,
            })
          : undefined,
    },
    close: stopExpiry,
  };
}
