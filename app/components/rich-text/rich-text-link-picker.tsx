import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rowButton } from '#app/components/ui/buttons.ts';
import { SearchInput } from '#app/components/ui/search-input.tsx';
import { linkTargetsQueryOptions } from '#app/queries/link-targets.queries.ts';

/** Issue 36 §1: finds a product or an article of the site and hands its path to the link. */
export function RichTextLinkPicker({ onPick }: { onPick: (path: string, title: string) => void }) {
  const [q, setQ] = useState('');
  const targets = useQuery(linkTargetsQueryOptions(q));
  let results: React.ReactNode = null;
  if (targets.isError) {
    results = <p className="text-red-700">Recherche impossible pour le moment. Réessayez.</p>;
  } else if (targets.isFetching) {
    results = <p className="text-slate-500">Recherche…</p>;
  } else if (targets.data?.length === 0) {
    results = <p className="text-slate-500">Aucun produit ni article ne correspond.</p>;
  } else if (targets.data) {
    results = (
      <ul aria-label="Pages trouvées" className="grid max-h-56 gap-1 overflow-auto">
        {targets.data.map((target) => (
          <li key={target.path}>
            <button
              type="button"
              className={`${rowButton} w-full justify-start text-left`}
              onClick={() => onPick(target.path, target.title)}
            >
              <span className="mr-2 text-slate-500 text-xs">{target.kind}</span>
              {target.title}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-label="Page du site" className="grid gap-2">
      <p className="font-medium text-slate-800">Ou choisir une page du site</p>
      <SearchInput
        label="Chercher un produit ou un article"
        placeholder="Chercher un produit ou un article"
        value={q}
        onSearch={setQ}
        variant="field"
      />
      <div aria-live="polite">{results}</div>
    </section>
  );
}
