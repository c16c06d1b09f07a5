import { Link, useRouter } from '@tanstack/react-router';
import { primaryButton, secondaryButton } from '../../../../../components/ui/buttons';

/** SPEC §2: while an article to edit loads, grey placeholders in the shape of the form. */
export function ArticleFormSkeleton() {
  return (
    <section aria-busy="true" aria-label="Chargement de l'article" className="space-y-6">
      <div className="h-9 w-64 animate-pulse rounded bg-slate-200" />
      {[1, 2, 3].map((key) => (
        <div key={key} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
          <div className="h-5 w-48 animate-pulse rounded bg-slate-200" />
          <div className="h-10 w-full animate-pulse rounded bg-slate-100" />
          <div className="h-10 w-full animate-pulse rounded bg-slate-100" />
          <div className="h-24 w-full animate-pulse rounded bg-slate-100" />
        </div>
      ))}
    </section>
  );
}

/** The article to edit could not be loaded: say so, and offer to try again. */
export function ArticleLoadError() {
  const router = useRouter();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <h1 className="font-semibold text-lg text-red-800">Erreur de chargement</h1>
      <p className="mt-2 text-red-700">Impossible de charger l'article. Veuillez réessayer.</p>
      <div className="mt-4 flex justify-center gap-3">
        <Link to="/dashboard/articles" className={secondaryButton}>
          Retour
        </Link>
        <button type="button" className={primaryButton} onClick={() => void router.invalidate()}>
          Réessayer
        </button>
      </div>
    </div>
  );
}
