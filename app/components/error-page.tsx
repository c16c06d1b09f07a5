import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as v from 'valibot';

/** The API's 503 (database unreachable), as the REST client's HttpError carries it. */
const Unavailable = v.union([
  v.object({ status: v.literal(503) }),
  v.object({ code: v.literal('service_unavailable') }),
]);

/** SPEC §2: the router's generic crash page. Served with HTTP 500 by SSR. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const unavailable = v.is(Unavailable, error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (unavailable) {
    return (
      <section
        role="alert"
        className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center"
      >
        <h1 className="font-bold text-3xl text-slate-900">Service momentanément indisponible</h1>
        <p className="mt-3 text-slate-600">
          Nos services sont momentanément indisponibles. Réessayez dans un instant.
        </p>
        <button
          type="button"
          onClick={reset}
          className="mt-8 rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
        >
          Réessayer
        </button>
      </section>
    );
  }
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="font-bold text-3xl text-slate-900">Unexpected Application Error!</h1>
      <p className="mt-3 text-slate-600">
        Une erreur inattendue s’est produite. Veuillez réessayer dans un instant.
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
        >
          Réessayer
        </button>
        <a
          href="/"
          className="rounded-full border border-slate-300 px-6 py-3 font-semibold text-slate-700 hover:bg-slate-50"
        >
          Retour à l’accueil
        </a>
      </div>
    </section>
  );
}
