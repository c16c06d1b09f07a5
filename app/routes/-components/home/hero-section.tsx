import { Link } from '@tanstack/react-router';
import { claims } from '#config';
import { primaryButtonClass, secondaryButtonClass } from './home-ui.tsx';

/**
 * SPEC §2 "Home" hero. The h1 text is fixed: the end-to-end tests look for it verbatim.
 * Figures come from `claims` (SPEC §1) so every page shows the same set.
 */
export function HeroSection() {
  return (
    <section
      aria-labelledby="accueil-titre"
      className="bg-gradient-to-br from-teal-50 via-white to-sky-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
        <p className="font-semibold text-sm text-teal-700 uppercase tracking-wide">
          Depuis {claims.since} à vos côtés
        </p>
        <h1
          id="accueil-titre"
          className="mt-3 max-w-3xl font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl"
        >
          Votre partenaire santé pour le matériel médical en Tunisie
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-600 leading-relaxed">
          Plus de {claims.referencesHome} références en vente et en location, des conseils
          personnalisés et un service d’astreinte 24h/24 et 7j/7 pour l’oxygénothérapie.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
          <Link to="/contact" className={primaryButtonClass}>
            Prendre rendez-vous
          </Link>
          <Link to="/services" className={secondaryButtonClass}>
            Nos services
          </Link>
        </div>
      </div>
    </section>
  );
}
