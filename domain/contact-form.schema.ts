import * as v from 'valibot';
import {
  type ContactFields,
  contactDepartments,
  contactLimits,
  contactMessages,
  honeypotField,
  phonePattern,
} from './contact-fields.ts';

/**
 * The contact form (SPEC §3 "Contact form", §5 rules), one valibot schema shared by the form's
 * machine and the server function that sends it. The REST API keeps its own schema with the same
 * limits (`contactLimits`, `phonePattern`), in the API's wording.
 */
export {
  type ContactDepartment,
  type ContactFields,
  contactDepartments,
  contactLimits,
  contactMessages,
  emptyContactFields,
  honeypotField,
  phonePattern,
} from './contact-fields.ts';

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, contactMessages.tooLong(max)));
const required = (max: number, message: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, contactMessages.tooLong(max)));

/** SPEC §5: firstName, lastName, email, subject and message required; e-mail valid; the rest optional. */
export const ContactFormSchema = v.object({
  firstName: required(contactLimits.name, contactMessages.firstName),
  lastName: required(contactLimits.name, contactMessages.lastName),
  email: v.pipe(
    required(contactLimits.email, contactMessages.email),
    v.email(contactMessages.emailInvalid),
  ),
  phone: v.pipe(text(contactLimits.phone), v.regex(phonePattern, contactMessages.phoneInvalid)),
  subject: required(contactLimits.subject, contactMessages.subject),
  // '' is the select's empty option: no department chosen.
  department: v.picklist(['', ...contactDepartments], contactMessages.department),
  message: required(contactLimits.message, contactMessages.message),
  urgent: v.boolean(),
});

// Reads the form's values as typed (ContactFields, contact-fields.ts): contact-validation.test.ts checks
// the two types are the same.

/** The values once trimmed and checked: what is sent. */
export type ContactRequestInput = v.InferOutput<typeof ContactFormSchema>;
export type ContactFieldName = keyof ContactFields;
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

/** What the server function receives: the form plus the honeypot (checked by the API only). */
export const ContactSubmissionSchema = v.object({
  ...ContactFormSchema.entries,
  [honeypotField]: v.optional(v.pipe(v.string(), v.maxLength(contactLimits.honeypot))),
});
export type ContactSubmission = v.InferOutput<typeof ContactSubmissionSchema>;

/** The fields in the form's order: the first one in error gets the focus. */
export const contactFieldOrder = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'department',
  'message',
  'urgent',
] as const satisfies readonly ContactFieldName[];

export type ContactValidation =
  | { ok: true; value: ContactRequestInput }
  | { ok: false; fieldErrors: ContactFieldErrors };

const isFieldName = (key: string): key is ContactFieldName =>
  (contactFieldOrder as readonly string[]).includes(key);

/** Validates the typed values: the cleaned values, or the first message of each field in error. */
export function validateContact(fields: ContactFields): ContactValidation {
  const result = v.safeParse(ContactFormSchema, fields, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    if (isFieldName(key)) fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/** What sending the contact form answers (the machine's `send` actor): sent, or refused with the sentence to show (e.g. 429). */
export type ContactSendResult = { ok: true } | { ok: false; message: string };
