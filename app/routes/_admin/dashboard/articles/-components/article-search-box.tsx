import { useId } from 'react';
import { useDebouncedInput } from '../../../../../components/use-debounced-input';

/** SPEC §2 "Article list": the search box, debounced 300 ms; follows the URL (Back/Forward). */
export function ArticleSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, change] = useDebouncedInput(value, onSearch);
  const id = useId();
  return (
    <div className="flex-1">
      <label htmlFor={id} className="sr-only">
        Rechercher un article
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => change(event.target.value)}
        placeholder="Rechercher un article..."
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30"
      />
    </div>
  );
}
