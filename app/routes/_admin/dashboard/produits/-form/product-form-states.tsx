import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { adminHeadingClass } from '#app/components/admin/admin-list-page.tsx';
import { FormLoadError } from '#app/components/admin/list-states.tsx';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { priceLabel } from '#domain/price.ts';

export const cardClass =
  'space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** Title of a product form page, with the way back to the list. */
export function ProductFormHeader({ title }: { title: string }) {
  return (
    <header className="flex flex-wrap items-center gap-4">
      <Link to="/dashboard/produits" className={secondaryButton}>
        Retour
      </Link>
      <h1 className={adminHeadingClass}>{title}</h1>
    </header>
  );
}

/** SPEC §2 "Loading": grey placeholders in the shape of the form. */
export function ProductFormSkeleton({ label }: { label: string }) {
  return (
    <section aria-busy="true" aria-label={label} className={cardClass}>
      {[1, 2, 3, 4].map((key) => (
        <div key={key} className="space-y-2">
          <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
          <div className="h-10 w-full animate-pulse rounded bg-slate-100" />
        </div>
      ))}
      <div className="h-24 w-full animate-pulse rounded bg-slate-100" />
    </section>
  );
}

/** SPEC §8: "Impossible de charger le produit.", with a retry. */
export function ProductLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <FormLoadError
      message="Impossible de charger le produit."
      back="/dashboard/produits"
      backLabel="Retour à la liste"
      onRetry={onRetry}
    />
  );
}

/** The categories of the form could not be loaded (route error component). */
export function CategoriesLoadFailed() {
  return (
    <FormLoadError
      message="Erreur lors du chargement des catégories"
      back="/dashboard/produits"
      backLabel="Retour à la liste"
    />
  );
}

/** SPEC §2 success screens; focus moves to the message so it is read at once. */
export function SuccessPanel({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-8 text-center shadow-sm"
    >
      <h2
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-emerald-900 text-xl outline-none"
      >
        {title}
      </h2>
      <div className="mt-4 flex flex-wrap justify-center gap-3 text-emerald-900">{children}</div>
    </div>
  );
}

/**
 * Issue 36 §2: after a save, the product as visitors see it (its catalogue window), in a new tab;
 * a product saved offline has nothing to show there yet.
 */
export function ViewOnSiteLink({ id, online }: { id: number; online: boolean }) {
  if (!online) return null;
  return (
    <a href={`/produits?produit=${id}`} target="_blank" rel="noopener" className={secondaryButton}>
      Voir sur le site
    </a>
  );
}

/** The saved price as visitors will see it (SPEC §3 label), when the server answered it. */
export function SavedPrice({ prix, devise }: { prix?: number | null; devise?: string | null }) {
  if (prix === undefined) return null;
  return (
    <p className="w-full">
      Prix enregistré : <strong>{priceLabel(prix, devise)}</strong>
    </p>
  );
}

/** The frame of both product form pages: header with "Retour", then the page's content. */
export function ProductPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="max-w-4xl space-y-6">
      <ProductFormHeader title={title} />
      {children}
    </section>
  );
}

/**
 * The route states the product form pages share: a skeleton, then "categories failed". Plain
 * components each route names inline, so the router splits them out of the entry chunk.
 */
export function ProductFormPending({ title, label }: { title: string; label: string }) {
  return (
    <ProductPage title={title}>
      <ProductFormSkeleton label={label} />
    </ProductPage>
  );
}

export function ProductFormLoadFailed({ title }: { title: string }) {
  return (
    <ProductPage title={title}>
      <CategoriesLoadFailed />
    </ProductPage>
  );
}
