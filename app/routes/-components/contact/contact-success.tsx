import { useEffect, useRef } from 'react';
import { limits } from '#config';

/**
 * SPEC §4: the success screen, shown for 3 s before the form comes back empty. It takes the
 * focus so screen readers announce it (and the focus is not lost with the form).
 */
export function ContactSuccess({ firstName, urgent }: { firstName: string; urgent: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className="rounded-xl border border-green-200 bg-green-50 p-8 text-center focus:outline-none"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto size-12 text-green-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m8 12 3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="mt-4 font-semibold text-green-900 text-xl">
        Merci {firstName}, votre demande a bien été envoyée.
      </h3>
      <p className="mt-2 text-green-800">
        {urgent
          ? 'Demande urgente : notre équipe vous répond sous 24h.'
          : 'Notre équipe vous répondra dans les meilleurs délais.'}
      </p>
      <p className="mt-4 text-green-700 text-sm">
        {`Le formulaire sera de nouveau disponible dans ${limits.contactSuccessMs / 1000} secondes.`}
      </p>
    </div>
  );
}
