import type { ReactNode } from 'react';

/** A column of a back-office table: its header, read aloud only when `hidden`. */
export interface AdminColumn {
  label: string;
  hidden?: boolean;
  align?: 'left' | 'right';
}

/**
 * Where the table becomes cards: below `md` (768 px) for short rows, below `xl` (1,280 px) for rows
 * with many cells. The class names are written out whole so that Tailwind finds them.
 */
const layouts = {
  md: {
    table: 'block w-full text-sm md:table',
    caption: 'block px-4 pt-4 pb-2 text-left text-slate-600 md:table-caption',
    head: 'hidden border-slate-200 border-b bg-slate-50 md:table-header-group',
    body: 'block divide-y divide-slate-200 md:table-row-group',
  },
  xl: {
    table: 'block w-full text-sm xl:table',
    caption: 'block px-4 pt-4 pb-2 text-left text-slate-600 xl:table-caption',
    head: 'hidden border-slate-200 border-b bg-slate-50 xl:table-header-group',
    body: 'block divide-y divide-slate-200 xl:table-row-group',
  },
} as const;

/**
 * The back-office's one table frame (docs/decisions/026), shared by a list and its loading state:
 * a table on wide screens, its rows laid out as cards below `cardsBelow` (each row places its own
 * cells). The explicit roles keep the table's semantics, which browsers drop once its parts are no
 * longer displayed as a table. Named by its caption (shown) or, without one, by `label`.
 */
export function AdminTable({
  columns,
  cardsBelow,
  caption,
  label,
  busy = false,
  children,
}: {
  columns: readonly AdminColumn[];
  cardsBelow: keyof typeof layouts;
  caption?: string;
  label?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const layout = layouts[cardsBelow];
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <table
        // biome-ignore lint/a11y/noRedundantRoles: kept when rows are displayed as cards.
        role="table"
        aria-label={caption ? undefined : label}
        aria-busy={busy || undefined}
        className={layout.table}
      >
        {caption ? <caption className={layout.caption}>{caption}</caption> : null}
        <thead className={layout.head}>
          <tr>
            {columns.map(({ label: name, hidden = false, align = 'left' }) => (
              <th
                key={name}
                scope="col"
                className={`px-4 py-3 font-semibold text-slate-700 ${align === 'right' ? 'text-right' : 'text-left'}`}
              >
                {hidden ? <span className="sr-only">{name}</span> : name}
              </th>
            ))}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: kept when rows are displayed as cards. */}
        <tbody role="rowgroup" className={layout.body}>
          {children}
        </tbody>
      </table>
    </div>
  );
}
