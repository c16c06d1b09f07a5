import { createFileRoute, Link } from '@tanstack/react-router';
import { claims, site } from '../../app.config';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/')({
  head: ({ match }) =>
    pageHead({ description: site.description, siteUrl: match.context.siteUrl, path: '/' }),
  component: HomePage,
});

function HomePage() {
  return (
    <section className="bg-gradient-to-br from-teal-50 via-white to-sky-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
        <p className="font-semibold text-sm text-teal-700 uppercase tracking-wide">
          Depuis {claims.since} à vos côtés
        </p>
        <h1 className="mt-3 max-w-3xl font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl">
          Votre partenaire santé pour le matériel médical en Tunisie
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-600">
          Plus de {claims.referencesHome} références en vente et en location, des conseils
          personnalisés et un service d’astreinte 24h/24 pour l’oxygénothérapie.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link
            to="/contact"
            className="rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
          >
            Prendre rendez-vous
          </Link>
          <Link
            to="/services"
            className="rounded-full border border-teal-700 px-6 py-3 font-semibold text-teal-800 hover:bg-teal-50"
          >
            Nos services
          </Link>
        </div>
      </div>
    </section>
  );
}
