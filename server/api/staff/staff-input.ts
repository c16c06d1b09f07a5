import * as v from 'valibot';
import { StaffRoleSchema } from '#domain/staff.ts';

const Name = v.pipe(
  v.string('doit être du texte'),
  v.trim(),
  v.minLength(1, 'est obligatoire'),
  v.maxLength(120, 'est trop long (120 caractères au plus)'),
);

/** POST /staff: a colleague's account; the API makes the temporary password. */
export const StaffCreateBody = v.strictObject({
  email: v.pipe(
    v.string('doit être du texte'),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, 'est trop long'),
    v.email('doit être une adresse e-mail valide'),
  ),
  name: Name,
  role: StaffRoleSchema,
});
export type StaffCreate = v.InferOutput<typeof StaffCreateBody>;

/** PATCH /staff/{id}: rename, change role, deactivate or reactivate. */
export const StaffUpdateBody = v.pipe(
  v.strictObject({
    name: v.optional(Name),
    role: v.optional(StaffRoleSchema),
    active: v.optional(v.boolean('doit valoir true ou false')),
  }),
  v.check(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Rien à modifier : indiquez name, role ou active.',
  ),
);
export type StaffUpdate = v.InferOutput<typeof StaffUpdateBody>;
