import { type ContactFields, contactDepartments } from '#domain/contact-fields.ts';

/**
 * What the contact form's inputs hold now. The inputs are uncontrolled, so the browser may have
 * filled them without an input event (restored after Back, autofill): the form gives these to
 * its machine just before each submit, so what is checked and sent is what the visitor sees.
 */
export function readContactFields(form: HTMLFormElement): ContactFields {
  const data = new FormData(form);
  const text = (name: keyof ContactFields) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const department = contactDepartments.find((name) => name === data.get('department'));
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject'),
    department: department ?? '',
    message: text('message'),
    urgent: data.get('urgent') !== null,
  };
}
