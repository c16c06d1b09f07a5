import { Link } from '@tanstack/react-router';

/** SPEC §2 "Home": the closing call to action, on the brand colour so it ends the page clearly. */
export function ClosingCta() {
  return (
    <section aria-labelledby="appel-action" className="bg-teal-800">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:py-20">
        <h2 id="appel-action" className="font-bold text-3xl text-white tracking-tight sm:text-4xl">
          Besoin d’un conseil ou d’un équipement&nbsp;?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50 leading-relaxed">
          Notre équipe vous répond et vous oriente vers la solution la mieux adaptée, à l’achat
          comme à la location.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <Link
            to="/contact"
            className="inline-flex items-center justify-center rounded-full bg-white px-6 py-3 font-semibold text-teal-800 transition-colors hover:bg-teal-50 focus-visible:outline-white"
          >
            Contactez-nous
          </Link>
          <Link
            to="/services"
            className="inline-flex items-center justify-center rounded-full border border-white px-6 py-3 font-semibold text-white transition-colors hover:bg-teal-700 focus-visible:outline-white"
          >
            Découvrir nos services
          </Link>
        </div>
      </div>
    </section>
  );
}
