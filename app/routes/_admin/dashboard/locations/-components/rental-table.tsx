import { Link } from '@tanstack/react-router';
import { type AdminColumn, AdminTable } from '#app/components/admin/admin-table.tsx';
import type { RentalView } from '#domain/rental-answers.schema.ts';
import { rentalDaysLabel } from '#domain/rental-desk.ts';
import { dinarLabel } from '#domain/rental-price.ts';
import { RentalStatusBadge } from './rental-status-badge.tsx';

const columns: readonly AdminColumn[] = [
  { label: 'Référence' },
  { label: 'Client' },
  { label: 'Matériel' },
  { label: 'Dates' },
  { label: 'Statut' },
  { label: 'Total', align: 'right' },
];

const cell = 'block px-4 py-1 md:table-cell md:py-3 md:align-top';

/** The desk's reservations: a table on wide screens, cards on a phone. */
export function RentalTable({ rows, label }: { rows: readonly RentalView[]; label: string }) {
  return (
    <AdminTable columns={columns} cardsBelow="md" label={label}>
      {rows.map((rental) => (
        // biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card.
        <tr key={rental.id} role="row" className="block py-3 md:table-row md:py-0">
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card. */}
          <th role="rowheader" scope="row" className={`${cell} text-left font-semibold`}>
            <Link
              to="/dashboard/locations/$id"
              params={{ id: String(rental.id) }}
              className="text-teal-800 underline underline-offset-2 hover:text-teal-950"
            >
              {rental.reference}
            </Link>
          </th>
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card. */}
          <td role="cell" className={`${cell} text-slate-900`}>
            {rental.nom}
          </td>
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card. */}
          <td role="cell" className={`${cell} text-slate-700`}>
            {rental.produit_titre} × {rental.quantite}
          </td>
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card. */}
          <td role="cell" className={`${cell} text-slate-700`}>
            {rentalDaysLabel(rental.debut, rental.fin)}
          </td>
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card. */}
          <td role="cell" className={cell}>
            <RentalStatusBadge statut={rental.statut} late={rental.en_retard} />
          </td>
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the row is displayed as a card. */}
          <td role="cell" className={`${cell} text-slate-900 md:text-right`}>
            {dinarLabel(rental.total)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
