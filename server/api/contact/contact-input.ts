import * as v from 'valibot';
import {
  contactDepartments,
  contactLimits,
  honeypotField,
  phonePattern,
} from '#domain/contact-form.schema.ts';
import {
  ContactStatusSchema,
  contactNoteMaxLength,
  contactStatuses,
} from '#domain/contact-status.ts';
import { limitParam, PageParam, RowId, requiredText } from '../plumbing/input-fields.ts';

/** POST body (issue 9): the form of SPEC §3 plus the honeypot. Unknown fields answer 400. */
export const ContactCreateBody = v.strictObject({
  firstName: requiredText(contactLimits.name),
  lastName: requiredText(contactLimits.name),
  email: v.pipe(requiredText(contactLimits.email), v.email('doit être une adresse e-mail valide')),
  phone: v.optional(
    v.nullable(
      v.pipe(
        v.string('doit être du texte'),
        v.trim(),
        v.maxLength(contactLimits.phone, `${contactLimits.phone} caractères au maximum`),
        v.regex(phonePattern, 'ne peut contenir que des chiffres, des espaces et + ( ) . -'),
      ),
    ),
  ),
  subject: requiredText(contactLimits.subject),
  department: v.optional(
    v.nullable(v.picklist(contactDepartments, 'doit être un des services proposés')),
  ),
  message: requiredText(contactLimits.message),
  urgent: v.optional(v.boolean('doit être un booléen'), false),
  [honeypotField]: v.optional(
    v.pipe(v.string('doit être du texte'), v.maxLength(contactLimits.honeypot)),
  ),
});

export const ContactListQuery = v.object({
  page: PageParam,
  limit: limitParam(10, 100),
  // nouveau / traite: not handled / handled (decision 006); or one of the statuses (issue 36 §8).
  statut: v.optional(
    v.picklist(
      ['nouveau', 'traite', ...contactStatuses],
      'doit valoir nouveau, traite, nouvelle, en_cours ou traitee',
    ),
  ),
});

/**
 * PATCH: `traite` as before (decision 006), or the follow-up of issue 36 §8: `statut`, `note`
 * (plain text, blank to clear), `assigne_a` (an active colleague's id, null for nobody).
 */
export const ContactUpdateBody = v.strictObject({
  traite: v.optional(v.boolean('doit être un booléen')),
  statut: v.optional(ContactStatusSchema),
  note: v.optional(
    v.pipe(
      v.string('doit être du texte'),
      v.trim(),
      v.maxLength(contactNoteMaxLength, `${contactNoteMaxLength} caractères au maximum`),
    ),
  ),
  assigne_a: v.optional(v.nullable(RowId)),
});
export type ContactUpdate = v.InferOutput<typeof ContactUpdateBody>;
