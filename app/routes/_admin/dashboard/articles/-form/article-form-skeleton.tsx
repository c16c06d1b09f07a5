import { FormLoadError } from '#app/components/admin/list-states.tsx';

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
  return (
    <FormLoadError
      title="Erreur de chargement"
      titleAs="h1"
      message="Impossible de charger l'article. Veuillez réessayer."
      back="/dashboard/articles"
      backLabel="Retour"
    />
  );
}
