import { OpeningHours } from '#app/components/opening-hours.tsx';
import { telHref } from '#app/lib/navigation.ts';
import { emergencyHours, site } from '#config';

const linkClass = 'font-medium text-teal-800 underline hover:text-teal-950';

/** SPEC §2 /contact: how to reach us and when, beside the form. */
export function ContactInfo() {
  return (
    <aside aria-label="Nos coordonnées" className="space-y-6">
      <section
        aria-labelledby="contact-coordonnees"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="contact-coordonnees" className="font-bold text-slate-900 text-xl">
          Nos coordonnées
        </h2>
        <dl className="mt-4 space-y-4 text-slate-700">
          <div>
            <dt className="font-semibold text-slate-900">Téléphone</dt>
            <dd>
              <a href={telHref(site.phone)} className={linkClass}>
                {site.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">E-mail</dt>
            <dd>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Adresse</dt>
            <dd>
              <address className="not-italic">{site.address.full}</address>
            </dd>
          </div>
        </dl>
      </section>
      <section
        aria-labelledby="contact-horaires"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="contact-horaires" className="font-bold text-slate-900 text-xl">
          Horaires d’ouverture
        </h2>
        <OpeningHours className="mt-4 space-y-2 text-slate-700" />
        <p className="mt-4 rounded-md bg-red-50 px-3 py-2 font-medium text-red-800 text-sm">
          {emergencyHours}
        </p>
      </section>
    </aside>
  );
}
