import { useId } from 'react';
import { useDebouncedInput } from '../../../components/use-debounced-input';

/** SPEC §2: the search box, debounced 300 ms; follows the URL when it changes (Back/Forward). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, change] = useDebouncedInput(value, onSearch);
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Rechercher un produit
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        placeholder="Rechercher un produit, une référence…"
        className="w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-11 text-slate-900 shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
      />
      <svg
        viewBox="0 0 24 24"
        className="absolute top-3.5 left-4 size-5 text-slate-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    </div>
  );
}
