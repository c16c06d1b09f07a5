import { Link } from '@tanstack/react-router';

/** SPEC §2: any other path. Served with HTTP 404 by SSR. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="font-bold text-6xl text-teal-700">404</p>
      <h1 className="mt-4 font-bold text-3xl text-slate-900">Oops! Page not found</h1>
      <p className="mt-3 text-slate-600">
        La page que vous cherchez n’existe pas ou a été déplacée.
      </p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
      >
        Retour à l’accueil
      </Link>
    </section>
  );
}
