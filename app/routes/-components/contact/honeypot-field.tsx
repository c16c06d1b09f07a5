import type { Ref } from 'react';
import { honeypotField } from '#domain/contact-fields.ts';

/**
 * Against spam robots: a text field people never see nor reach (off-screen, out of the tab order,
 * hidden from assistive technologies, no autofill), which form-filling robots complete. The API
 * pretends to accept a request that fills it and stores nothing.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="contact-website">Site web (ne pas remplir)</label>
      <input
        ref={inputRef}
        id="contact-website"
        type="text"
        name={honeypotField}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
