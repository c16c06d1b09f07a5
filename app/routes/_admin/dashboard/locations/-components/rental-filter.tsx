import type { FormEvent } from 'react';
import { FilterFold } from '#app/components/admin/filter-fold.tsx';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { InputField, SelectField } from '#app/components/ui/form-fields.tsx';
import { shops } from '#config';
import type { AdminRentalSearch } from '#domain/admin-rental-search.ts';
import { rentalStatuses, rentalStatusLabels } from '#domain/rental-status.ts';

export type RentalFilterValue = Partial<Omit<AdminRentalSearch, 'page'>>;

const activeCount = (value: RentalFilterValue) =>
  Object.values(value).filter((item) => item !== undefined && item !== '').length;

/**
 * The desk's filters: a reference or a name, the status, the equipment, the shop and the days
 * the reservations overlap; applied with « Filtrer », all dropped with « Tout afficher ». A
 * customer's history (`telephone`) is kept while the others change.
 */
export function RentalFilter({
  value,
  products,
  onChange,
}: {
  value: RentalFilterValue;
  products: readonly { id: number; titre: string }[];
  onChange: (next: RentalFilterValue) => void;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const raw = data.get(name);
      return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
    };
    const produit = Number(text('produit'));
    onChange({
      q: text('q')?.slice(0, 200),
      statut: rentalStatuses.find((statut) => statut === text('statut')),
      produit: Number.isInteger(produit) && produit > 0 ? produit : undefined,
      boutique: shops.find((shop) => shop.id === text('boutique'))?.id,
      du: text('du'),
      au: text('au'),
      telephone: value.telephone,
    });
  }
  return (
    <FilterFold key={JSON.stringify(value)} active={activeCount(value)}>
      <form
        onSubmit={onSubmit}
        aria-label="Filtrer les locations"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="sm:col-span-2 lg:col-span-5">
          <InputField
            label="Rechercher"
            type="search"
            name="q"
            maxLength={200}
            defaultValue={value.q ?? ''}
            hint="Une référence (LOC-2026-0042) ou le nom du client."
          />
        </div>
        <SelectField label="Statut" name="statut" defaultValue={value.statut ?? ''}>
          <option value="">Tous les statuts</option>
          {rentalStatuses.map((statut) => (
            <option key={statut} value={statut}>
              {rentalStatusLabels[statut]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Matériel" name="produit" defaultValue={value.produit ?? ''}>
          <option value="">Tout le matériel</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.titre}
            </option>
          ))}
        </SelectField>
        <SelectField label="Magasin" name="boutique" defaultValue={value.boutique ?? ''}>
          <option value="">Tous les magasins</option>
          {shops.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </SelectField>
        <InputField label="Du" type="date" name="du" defaultValue={value.du ?? ''} />
        <InputField label="Au" type="date" name="au" defaultValue={value.au ?? ''} />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <button type="submit" className={primaryButton}>
            Filtrer
          </button>
          <button type="button" className={secondaryButton} onClick={() => onChange({})}>
            Tout afficher
          </button>
        </div>
      </form>
    </FilterFold>
  );
}
