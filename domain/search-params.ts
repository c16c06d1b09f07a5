import * as v from 'valibot';

/**
 * Router-wide, search values arrive as text (docs/decisions/004): these turn them into what each
 * route means, or fail so the route's `v.fallback` applies its default.
 */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const positiveIntParam = (max: number) =>
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value,
    ),
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(max),
  );

/** Free text (a number typed in the box still counts as text), trimmed and bounded. */
// Pure: lets the bundler drop schemas a bundle never uses.
/* @__NO_SIDE_EFFECTS__ */
export const textParam = (max: number) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'number' ? String(value) : value)),
    v.string(),
    v.trim(),
    v.maxLength(max),
  );
