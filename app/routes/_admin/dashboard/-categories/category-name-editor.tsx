import { useEffect, useId, useRef, useState } from 'react';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { fieldClass } from '#app/components/ui/form-fields.tsx';

/**
 * "Modifier": the name cell becomes a field with "Enregistrer" and "Annuler" (Escape cancels too).
 * `onSave` resolves to the message to show under the field, or null once the name is saved.
 */
export function CategoryNameEditor({
  initial,
  saving,
  onSave,
  onClose,
}: {
  initial: string;
  saving: boolean;
  onSave: (nom: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    input.current?.select();
  }, []);

  return (
    <form
      className="flex flex-wrap items-start gap-2"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const message = await onSave(value);
        if (message === null) onClose();
        else {
          setError(message);
          input.current?.focus();
        }
      }}
    >
      <div className="w-full min-w-0 sm:w-auto sm:min-w-48 sm:flex-1">
        <input
          ref={input}
          value={value}
          aria-label="Nouveau nom de la catégorie"
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          disabled={saving}
          maxLength={120}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
            }
          }}
          className={`${fieldClass} mt-0 min-h-11`}
        />
        {error ? (
          <p id={errorId} className="mt-1 font-normal text-red-700 text-sm">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={primaryButton} disabled={saving}>
        {saving ? 'Enregistrement...' : 'Enregistrer'}
      </button>
      <button type="button" className={secondaryButton} disabled={saving} onClick={onClose}>
        Annuler
      </button>
    </form>
  );
}
