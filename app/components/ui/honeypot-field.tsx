import type { Ref } from 'react';
import { honeypotField } from '#domain/contact-fields.ts';

/**
 * Against spam robots: a text field people never see nor reach (off-screen, out of the tab order,
 * hidden from assistive technologies, no autofill), which form-filling robots complete. The API
 * pretends to accept a request that fills it and stores nothing. The contact form's by default;
 * the rental request's names its own (`site_web`).
 */
export function HoneypotField({
  inputRef,
  name = honeypotField,
  id = 'contact-website',
}: {
  inputRef: Ref<HTMLInputElement>;
  name?: string;
  id?: string;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Site web (ne pas remplir)</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name={name}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
