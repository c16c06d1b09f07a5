import * as v from 'valibot';
import {
  contactDepartments,
  contactLimits,
  honeypotField,
  phonePattern,
} from '#domain/contact-form.schema.ts';
import { limitParam, PageParam, requiredText } from '../plumbing/input-fields.ts';

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
  statut: v.optional(v.picklist(['nouveau', 'traite'], 'doit valoir nouveau ou traite')),
});

export const ContactUpdateBody = v.strictObject({ traite: v.boolean('doit être un booléen') });
