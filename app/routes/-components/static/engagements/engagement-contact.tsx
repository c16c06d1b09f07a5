import { Link } from '@tanstack/react-router';
import { IconBubble } from '#app/components/icon-card.tsx';
import { telHref } from '#app/lib/navigation.ts';
import { site } from '#config';
import { dataProtectionLaw } from '../legal/legal-page.tsx';

/** SPEC §2 "/engagements": the page ends on a prominent way to reach us. */
export function EngagementContact() {
  return (
    <section aria-labelledby="engagement-contact" className="bg-teal-800">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center lg:py-20">
        <div>
          <h2
            id="engagement-contact"
            className="font-bold text-3xl text-white tracking-tight sm:text-4xl"
          >
            Une question sur nos engagements&nbsp;?
          </h2>
          <p className="mt-4 text-lg text-teal-50 leading-relaxed">
            Choix d’un équipement, conditions de location, intervention à domicile : notre équipe
            vous répond et vous oriente vers la solution la mieux adaptée.
          </p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row">
            <Link
              to="/contact"
              className="inline-flex items-center justify-center rounded-full bg-white px-6 py-3 font-semibold text-teal-800 transition-colors hover:bg-teal-50 focus-visible:outline-white"
            >
              Contactez notre équipe
            </Link>
            <a
              href={telHref(site.phone)}
              className="inline-flex items-center justify-center rounded-full border border-white px-6 py-3 font-semibold text-white transition-colors hover:bg-teal-700 focus-visible:outline-white"
            >
              Appeler le {site.phone}
            </a>
          </div>
        </div>
        <div className="rounded-xl bg-white p-8 shadow-lg">
          <IconBubble icon="shieldCheck" />
          <h3 className="mt-4 font-semibold text-slate-900 text-xl">Le respect de vos données</h3>
          <p className="mt-3 text-slate-600 leading-relaxed">
            Les informations que vous nous confiez, notamment sur votre santé, restent
            confidentielles : elles ne servent qu’à vous répondre et à vous équiper, dans le respect
            de la {dataProtectionLaw}.
          </p>
          <p className="mt-4">
            <Link
              to="/politique-confidentialite"
              className="font-semibold text-teal-800 underline hover:text-teal-900"
            >
              Lire notre politique de confidentialité
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
