import { useHydrated } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { InputField, SelectField, TextAreaField } from '#app/components/ui/form-fields.tsx';
import { HoneypotField } from '#app/components/ui/honeypot-field.tsx';
import { useFocusFirstError } from '#app/components/use-focus-first-error.ts';
import { countStats } from '#app/lib/stats-beacon.ts';
import type { ContactFields } from '#domain/contact-fields.ts';
import { contactDepartments, contactLimits } from '#domain/contact-fields.ts';
import { ContactSuccess } from './contact-success.tsx';
import { readContactFields } from './read-contact-fields.ts';
import { useContactForm } from './use-contact-form.ts';

/**
 * SPEC §2/§3/§5 /contact form. Server-rendered; it acts once hydrated and its machine has loaded
 * (the submit button waits for both, so an early click never sends the form as a plain GET with
 * its content in the URL). The fields are uncontrolled: what is typed stays in the inputs, and
 * each change goes to the machine, which validates and sends.
 */
export function ContactForm() {
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { view, submitted, busy, send, load, ready } = useContactForm(honeypot);
  const hydrated = useHydrated();
  const errorId = useId();
  const { fields, fieldErrors, error } = view;
  // Focus follows the check's answer, which comes later when the machine is still loading.
  const focusFirstError = useFocusFirstError(form, fieldErrors);
  const change = (patch: Partial<ContactFields>) => send({ type: 'change', fields: patch });

  // Back from the success screen to an empty form: the focus returns to the form's heading.
  // Issue 38: the success screen means a request sent, counted once.
  const wasSubmitted = useRef(false);
  useEffect(() => {
    if (wasSubmitted.current && !submitted) heading.current?.focus();
    if (!wasSubmitted.current && submitted) countStats({ kind: 'contact' });
    wasSubmitted.current = submitted;
  }, [submitted]);

  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2
        id="contact-form-title"
        ref={heading}
        tabIndex={-1}
        className="font-bold text-2xl text-slate-900 focus:outline-none"
      >
        Envoyez-nous un message
      </h2>
      {submitted ? (
        <div className="mt-6">
          <ContactSuccess firstName={fields.firstName.trim()} urgent={fields.urgent} />
        </div>
      ) : (
        <form
          ref={form}
          method="post"
          noValidate
          aria-busy={busy}
          aria-describedby={error ? errorId : undefined}
          className="relative mt-6 space-y-5"
          // The form's machine is loaded when the page is idle, or as soon as the form is used.
          onFocus={() => void load().catch(() => {})}
          onPointerDown={() => void load().catch(() => {})}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'change', fields: readContactFields(event.currentTarget) });
            send({ type: 'submit' });
            focusFirstError();
          }}
        >
          <p className="text-slate-600 text-sm">Les champs marqués d’un * sont obligatoires.</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              label="Prénom *"
              name="firstName"
              autoComplete="given-name"
              required
              maxLength={contactLimits.name}
              defaultValue={fields.firstName}
              error={fieldErrors.firstName}
              onChange={(event) => change({ firstName: event.target.value })}
            />
            <InputField
              label="Nom *"
              name="lastName"
              autoComplete="family-name"
              required
              maxLength={contactLimits.name}
              defaultValue={fields.lastName}
              error={fieldErrors.lastName}
              onChange={(event) => change({ lastName: event.target.value })}
            />
            <InputField
              label="E-mail *"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={contactLimits.email}
              defaultValue={fields.email}
              error={fieldErrors.email}
              onChange={(event) => change({ email: event.target.value })}
            />
            <InputField
              label="Téléphone"
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={contactLimits.phone}
              defaultValue={fields.phone}
              error={fieldErrors.phone}
              onChange={(event) => change({ phone: event.target.value })}
            />
          </div>
          <InputField
            label="Sujet *"
            name="subject"
            required
            maxLength={contactLimits.subject}
            defaultValue={fields.subject}
            error={fieldErrors.subject}
            onChange={(event) => change({ subject: event.target.value })}
          />
          <SelectField
            label="Service concerné"
            name="department"
            defaultValue={fields.department}
            error={fieldErrors.department}
            onChange={(event) => {
              const department = contactDepartments.find((name) => name === event.target.value);
              change({ department: department ?? '' });
            }}
          >
            <option value="">Sélectionnez un service</option>
            {contactDepartments.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="Message *"
            name="message"
            rows={6}
            required
            maxLength={contactLimits.message}
            defaultValue={fields.message}
            error={fieldErrors.message}
            onChange={(event) => change({ message: event.target.value })}
          />
          <label className="flex items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              name="urgent"
              defaultChecked={fields.urgent}
              onChange={(event) => change({ urgent: event.target.checked })}
              className="size-5 rounded border-slate-300 text-teal-700 focus:ring-teal-600"
            />
            Demande urgente (réponse sous 24h)
          </label>
          <HoneypotField inputRef={honeypot} />
          {error ? (
            <p id={errorId} role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={!hydrated || !ready || busy}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
          >
            {busy ? 'Envoi en cours…' : 'Envoyer le message'}
          </button>
        </form>
      )}
    </section>
  );
}
