import { useRouter } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { fieldClass, InputField } from '#app/components/ui/form-fields.tsx';
import type { SynonymRuleRow } from '#domain/search-synonyms.schema.ts';
import {
  checkSynonymRule,
  type SynonymKind,
  splitTerms,
  synonymKindLabels,
  synonymKinds,
} from '#domain/search-synonyms.ts';
import { saveSynonymRule } from '#server/functions/search-synonyms.functions.ts';

type Field = 'termes' | 'cibles';
const unreachable = 'Le serveur ne répond pas. La règle n’a pas été enregistrée : réessayez.';

const kindHints: Readonly<Record<SynonymKind, string>> = {
  equivalents:
    'Chaque terme trouve aussi les autres (ex. déambulateur, cadre de marche, rollator).',
  expansion: 'Les termes recherchés trouvent aussi les termes ajoutés, pas l’inverse.',
};

/**
 * Adding or changing a rule (issue 37 §3): its kind, its terms separated by commas and, for an
 * élargissement, what they also find. Checked here as the API checks it (domain rules).
 */
export function SynonymForm({
  rule,
  terms,
  onDone,
}: {
  rule?: SynonymRuleRow;
  /** Issue 38: a term searched without result, written in for a new rule (the field focused). */
  terms?: string;
  onDone: () => void;
}) {
  const router = useRouter();
  const save = useServerFn(saveSynonymRule);
  const kindName = useId();
  const [genre, setGenre] = useState<SynonymKind>(rule?.genre ?? 'equivalents');
  const [termes, setTermes] = useState(rule?.termes.join(', ') ?? terms ?? '');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (terms === undefined) return;
    // The term's field, ready for the words it should also find (the form scrolls into view).
    form.current?.querySelector<HTMLInputElement>('input:not([type="radio"])')?.focus();
  }, [terms]);
  const [cibles, setCibles] = useState(rule?.cibles.join(', ') ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const input = { genre, termes: splitTerms(termes), cibles: splitTerms(cibles) };
    const checked = checkSynonymRule(input);
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await save({ data: { ...checked.rule, ...(rule ? { id: rule.id } : {}) } });
      if (result.ok) {
        await router.invalidate();
        toast.success(rule ? 'Règle modifiée' : 'Règle ajoutée');
        onDone();
        return;
      }
      const { termes: termsError, cibles: targetsError } = result.fields;
      setErrors({ termes: termsError, cibles: targetsError });
      setMessage(termsError || targetsError ? null : result.message);
    } catch {
      setMessage(unreachable);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label={rule ? 'Modifier la règle' : 'Nouvelle règle'}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <fieldset>
        <legend className="font-medium text-slate-800 text-sm">Type de règle</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {synonymKinds.map((kind) => (
            <label key={kind} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={kindName}
                value={kind}
                checked={genre === kind}
                onChange={() => setGenre(kind)}
                className="size-4 accent-teal-700"
              />
              {synonymKindLabels[kind]}
            </label>
          ))}
        </div>
        <p className="mt-1 text-slate-500 text-xs">{kindHints[genre]}</p>
      </fieldset>
      <InputField
        label={genre === 'equivalents' ? 'Termes équivalents' : 'Termes recherchés'}
        hint="Séparés par des virgules. Les accents et les majuscules ne comptent pas."
        value={termes}
        onChange={(event) => setTermes(event.target.value)}
        error={errors.termes}
        autoComplete="off"
        className={`${fieldClass} min-h-11`}
      />
      {genre === 'expansion' ? (
        <InputField
          label="Trouvent aussi"
          hint="Séparés par des virgules (ex. fauteuil roulant)."
          value={cibles}
          onChange={(event) => setCibles(event.target.value)}
          error={errors.cibles}
          autoComplete="off"
          className={`${fieldClass} min-h-11`}
        />
      ) : null}
      {message ? (
        <p role="alert" className="text-red-700 text-sm">
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? 'Enregistrement…' : 'Enregistrer'}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone} disabled={saving}>
          Annuler
        </button>
      </div>
    </form>
  );
}
