import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ContactFields } from '#domain/contact-fields.ts';
import {
  type ContactFormSchema,
  ContactSubmissionSchema,
  contactDepartments,
  emptyContactFields,
  validateContact,
} from '#domain/contact-form.schema.ts';

const valid = {
  ...emptyContactFields(),
  firstName: 'Karim',
  lastName: 'Trabelsi',
  email: 'karim@exemple.tn',
  subject: 'Devis fauteuil roulant',
  message: 'Bonjour, pouvez-vous me faire un devis ?',
};

describe('contact form validation (SPEC §5)', () => {
  it('accepts the five required fields alone; phone and department stay optional', () => {
    expect(validateContact(valid)).toEqual({ ok: true, value: valid });
  });

  it('names each missing required field, blank text counting as missing', () => {
    const result = validateContact({ ...emptyContactFields(), firstName: '   ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'message', 'subject'].sort(),
    );
  });

  it.each(['karim', 'karim@', '@exemple.tn', 'karim@exemple', 'karim exemple@exemple.tn'])(
    'refuses the e-mail %j',
    (email) => {
      const result = validateContact({ ...valid, email });
      expect(result).toEqual({
        ok: false,
        fieldErrors: {
          email: 'Veuillez saisir une adresse e-mail valide (par exemple nom@exemple.tn).',
        },
      });
    },
  );

  it('trims what is sent', () => {
    const result = validateContact({
      ...valid,
      email: '  karim@exemple.tn ',
      phone: ' 71 750 750 ',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { email: 'karim@exemple.tn', phone: '71 750 750' },
    });
  });

  it.each(['+216 71 750 750', '(71) 750-750', '71.750.750'])('accepts the phone %j', (phone) => {
    expect(validateContact({ ...valid, phone }).ok).toBe(true);
  });

  it('refuses letters in the phone number', () => {
    expect(validateContact({ ...valid, phone: '71 ABC' })).toMatchObject({
      ok: false,
      fieldErrors: { phone: expect.stringContaining('chiffres') },
    });
  });

  it('offers the SPEC §9 departments and refuses any other', () => {
    // The SPEC §9 list, in its order (the site's forms and pages read contactDepartments).
    expect(contactDepartments.join(', ')).toBe(
      'Cardiologie, Neurologie, Ophtalmologie, Pédiatrie, Orthopédie, Pneumologie, Urgences, Autre',
    );
    for (const department of contactDepartments) {
      expect(validateContact({ ...valid, department }).ok).toBe(true);
    }
    // A value forged outside the <select>.
    const forged = { ...valid, department: 'Dermatologie' } as unknown as typeof valid;
    expect(validateContact(forged)).toMatchObject({
      ok: false,
      fieldErrors: { department: expect.any(String) },
    });
  });

  it('caps the lengths the API accepts', () => {
    const result = validateContact({
      ...valid,
      firstName: 'a'.repeat(101),
      message: 'm'.repeat(5_001),
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        firstName: '100 caractères au maximum.',
        message: '5000 caractères au maximum.',
      },
    });
  });

  it('lets the honeypot through to the server function, where the API judges it', () => {
    expect(
      v.parse(ContactSubmissionSchema, { ...valid, website: 'http://spam.example' }),
    ).toMatchObject({
      website: 'http://spam.example',
    });
    expect(v.parse(ContactSubmissionSchema, valid)).not.toHaveProperty('website');
  });
});

describe('the form values without the schema (contact-fields.ts, docs/decisions/034)', () => {
  it('are exactly what the schema reads', () => {
    expectTypeOf<ContactFields>().toEqualTypeOf<v.InferInput<typeof ContactFormSchema>>();
  });
});
