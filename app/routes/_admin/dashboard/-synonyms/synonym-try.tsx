import { useServerFn } from '@tanstack/react-start';
import { type FormEvent, useState } from 'react';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { fieldClass, InputField } from '#app/components/ui/form-fields.tsx';
import { plural } from '#domain/field-display.ts';
import type { SynonymTry as TryAnswer } from '#domain/search-synonyms.schema.ts';
import { trySynonyms } from '#server/functions/search-synonyms.functions.ts';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; search: string; result: TryAnswer }
  | { kind: 'failed'; message: string };

/**
 * « Tester une recherche »: what the words a visitor types become with the rules taught, and how
 * many products online the catalogue then shows.
 */
export function SynonymTryField() {
  const tryIt = useServerFn(trySynonyms);
  const [search, setSearch] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = search.trim();
    if (!words) {
      setOutcome({ kind: 'failed', message: 'Tapez les mots d’une recherche.' });
      return;
    }
    setOutcome({ kind: 'busy' });
    try {
      const result = await tryIt({ data: { search: words } });
      setOutcome(
        result.ok
          ? { kind: 'done', search: words, result: result.value }
          : { kind: 'failed', message: result.message },
      );
    } catch {
      setOutcome({ kind: 'failed', message: 'Le serveur ne répond pas. Réessayez.' });
    }
  }

  return (
    <section
      aria-labelledby="synonym-try-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="synonym-try-title" className="font-semibold text-lg text-slate-900">
        Tester une recherche
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <InputField
            label="Mots recherchés"
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            className={`${fieldClass} min-h-11`}
          />
        </div>
        <button type="submit" className={secondaryButton} disabled={outcome.kind === 'busy'}>
          {outcome.kind === 'busy' ? 'Test…' : 'Tester'}
        </button>
      </form>
      <div aria-live="polite">
        {outcome.kind === 'failed' ? (
          <p role="alert" className="text-red-700 text-sm">
            {outcome.message}
          </p>
        ) : null}
        {outcome.kind === 'done' ? (
          <TryResult search={outcome.search} result={outcome.result} />
        ) : null}
      </div>
    </section>
  );
}

function TryResult({ search, result }: { search: string; result: TryAnswer }) {
  const expanded = result.mots.some((stretch) => stretch.includes(' ou '));
  return (
    <div className="space-y-1 text-slate-700 text-sm">
      {expanded ? (
        <>
          <p>« {search} » cherche :</p>
          <ul className="list-disc space-y-1 pl-5">
            {result.mots.map((stretch) => (
              <li key={stretch} className="break-words">
                {stretch}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Aucune règle ne s’applique à « {search} ».</p>
      )}
      <p className="font-medium text-slate-900">
        {result.produits === 0
          ? 'Aucun produit en ligne trouvé.'
          : `${plural(result.produits, 'produit en ligne trouvé', 'produits en ligne trouvés')}.`}
      </p>
    </div>
  );
}
