import { type FormEvent, useState } from 'react';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { fieldClass, InputField } from '#app/components/ui/form-fields.tsx';

/** Finds the rules naming a word (« Chercher une règle »); empty shows them all. */
export function SynonymFilter({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search aria-label="Chercher une règle">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <InputField
            label="Chercher une règle"
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            className={`${fieldClass} min-h-11`}
          />
        </div>
        <button type="submit" className={secondaryButton}>
          Chercher
        </button>
      </form>
    </search>
  );
}
