import { contactDepartments, site } from '#config';

/**
 * The contact form's fields, limits and messages (SPEC §3 "Contact form", §5 rules), apart from
 * its valibot schema (contact-form.schema.ts, which re-exports them): the /contact page renders
 * the form with these and loads the schema only with the form's machine (docs/decisions/034).
 * The REST API keeps its own schema with the same limits (`contactLimits`, `phonePattern`).
 */
export { contactDepartments };
export type ContactDepartment = (typeof contactDepartments)[number];

export const contactLimits = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5_000,
  /** The honeypot: any length a bot may type is accepted (and discarded). */
  honeypot: 1_000,
} as const;

/** Digits, spaces and + ( ) . - only: "+216 71 750 750", "(71) 750-750". */
export const phonePattern = /^[0-9 +().-]*$/;

/** The honeypot's field name: a field people never see, that form-filling bots complete. */
export const honeypotField = 'website';

export const contactMessages = {
  firstName: 'Veuillez indiquer votre prénom.',
  lastName: 'Veuillez indiquer votre nom.',
  email: 'Veuillez indiquer votre adresse e-mail.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide (par exemple nom@exemple.tn).',
  phoneInvalid:
    'Le numéro de téléphone ne peut contenir que des chiffres, des espaces et les signes + ( ) . -',
  department: 'Veuillez choisir un service dans la liste.',
  subject: 'Veuillez indiquer le sujet de votre demande.',
  message: 'Veuillez écrire votre message.',
  tooLong: (max: number) => `${max} caractères au maximum.`,
  sendFailed: `L'envoi a échoué. Vos informations sont conservées : réessayez ou appelez-nous au ${site.phone}.`,
  throttled: `Trop de demandes envoyées. Réessayez dans quelques minutes ou appelez-nous au ${site.phone}.`,
} as const;

/** The form's values as typed ('' is the select's empty option: no department chosen). */
export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  department: '' | ContactDepartment;
  message: string;
  urgent: boolean;
}

export const emptyContactFields = (): ContactFields => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  department: '',
  message: '',
  urgent: false,
});
