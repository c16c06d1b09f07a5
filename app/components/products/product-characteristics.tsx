import { useId } from 'react';
import type { Characteristic } from '#domain/characteristics.ts';

/**
 * A product's characteristics on its page (issue 37 §2): a table, one row per characteristic in
 * the order staff gave them, each label the header of its row. Nothing when there are none.
 * Kept out of the public entry chunk: only the product page imports it.
 */
export function ProductCharacteristics({
  rows,
  headingLevel = 2,
}: {
  rows: readonly Characteristic[];
  /** The heading's level on the page it is placed in (h2 by default). */
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  if (rows.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="min-w-0">
      <Heading id={id} className="font-bold text-2xl text-slate-900">
        Caractéristiques
      </Heading>
      <table
        aria-labelledby={id}
        className="mt-4 w-full table-fixed border-collapse overflow-hidden rounded-lg text-sm"
      >
        <tbody>
          {rows.map((row) => (
            // A label is unique within a product (case and accents ignored, as the API checks).
            <tr
              key={row.libelle}
              className="border-slate-200 border-b last:border-b-0 odd:bg-slate-50"
            >
              <th
                scope="row"
                className="w-2/5 break-words px-3 py-2 text-left align-top font-medium text-slate-700"
              >
                {row.libelle}
              </th>
              <td className="break-words px-3 py-2 align-top text-slate-900">{row.valeur}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
