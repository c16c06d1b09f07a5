import type { ReactNode } from 'react';

/**
 * The product list's layout (issue 20): a table from 1,280 px; below, each row is a card (the
 * selection checkbox, then the picture beside title, reference, category and price; status and
 * actions underneath on a phone, on the right from 640 px), so every action stays on screen on a
 * phone or a small laptop with the sidebar open. The explicit roles keep the table's semantics,
 * which browsers drop once its parts are not displayed as a table.
 */
const rowClass =
  'grid grid-cols-[2.75rem_3.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 px-4 py-4 align-middle sm:grid-cols-[2.75rem_3.5rem_minmax(0,1fr)_auto] xl:table-row xl:p-0';
const cellClass = {
  /**
   * The bulk selection checkbox (issue 24): a column of its own on a card, beside the picture
   * (issue 36 §7: over the picture's corner, it hid part of it and took taps meant for it).
   */
  select: 'col-start-1 row-span-4 row-start-1 -ml-2 self-start xl:m-0 xl:w-12 xl:px-2 xl:py-3',
  /** The picture, beside the next four cells on a card. */
  picture: 'col-start-2 row-span-4 row-start-1 xl:px-4 xl:py-3',
  /** Beside the picture on a card. */
  side: 'col-start-3 xl:px-4 xl:py-3',
  /** Under the rest on a phone; on the right of the card from 640 px. */
  status:
    'col-span-3 col-start-1 pt-2 sm:col-span-1 sm:col-start-4 sm:row-span-2 sm:row-start-1 sm:justify-self-end sm:pt-0 xl:px-4 xl:py-3',
  actions:
    'col-span-3 col-start-1 pt-2 sm:col-span-1 sm:col-start-4 sm:row-span-2 sm:row-start-3 sm:self-end sm:pt-0 xl:px-4 xl:py-3',
} as const;

const headerClass = `${cellClass.side} text-left font-medium text-slate-900`;

export type CellPlace = keyof typeof cellClass;

export function CardRow({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card.
    <tr role="row" className={`${rowClass} ${className}`}>
      {children}
    </tr>
  );
}

export function CardCell({
  place,
  className = '',
  children,
}: {
  place: CellPlace;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card.
    <td role="cell" className={`${cellClass[place]} ${className}`}>
      {children}
    </td>
  );
}

/** The row's name (its title), beside the picture on a card. */
export function CardRowHeader({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card.
    <th role="rowheader" scope="row" className={headerClass}>
      {children}
    </th>
  );
}
