/**
 * Rentals' settings (README "Environment variables", issue 39): spread into the env schema of
 * app.env.ts, so a bad value stops the server at start like any other variable.
 */
import * as v from 'valibot';

const wholeNumber = (name: string, min: number, max: number, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, `${name} must be a whole number`),
      v.transform(Number),
      v.minValue(min, `${name} must be at least ${min}`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
    fallback,
  );

export const RentalEnvEntries = {
  /** Hours a request from the site holds its units before it expires unconfirmed. */
  RENTAL_HOLD_HOURS: wholeNumber('RENTAL_HOLD_HOURS', 1, 720, '24'),
  /** The longest rental a request or a reservation may cover, in days. */
  RENTAL_MAX_DAYS: wholeNumber('RENTAL_MAX_DAYS', 1, 730, '180'),
  /**
   * Units one address may hold at once through the public form (requests not yet confirmed):
   * a flood from one visitor cannot hold the stock (docs/decisions/037).
   */
  RENTAL_MAX_UNITS_PER_ADDRESS: wholeNumber('RENTAL_MAX_UNITS_PER_ADDRESS', 1, 100, '3'),
};
