import { InputField } from '#app/components/ui/form-fields.tsx';
import { priceLabel } from '#domain/price.ts';
import { parsePrice } from '#domain/product-price.rules.ts';

/** "€" for EUR (the API's default currency, SPEC §3), the ISO code otherwise (e.g. TND). */
const currencyLabel = (devise: string | null) => {
  const code = devise?.trim().toUpperCase() || 'EUR';
  return code === 'EUR' ? '€' : code;
};

/**
 * SPEC §2/§5: price step 0.01, never negative; the currency stored with the product is shown.
 * A text field read by parsePrice, never the browser's number parsing (which drops a French
 * comma): `1234,5`, `1234.50` and `1 234,50` all work, and the price is shown as visitors will
 * see it before anything is saved.
 */
export function PriceField({
  label,
  value,
  devise,
  error,
  onChange,
}: {
  label: string;
  value: string;
  devise: string | null;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const parsed = value.trim() ? parsePrice(value) : null;
  const hint = parsed?.ok ? (
    <span>
      Affiché sur le site :{' '}
      <strong className="text-slate-800">{priceLabel(parsed.value, devise)}</strong>
    </span>
  ) : (
    `En ${currencyLabel(devise)}, 2 décimales au maximum (virgule ou point), par exemple 1 234,50.`
  );
  return (
    <InputField
      label={label}
      name="prix"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      step={0.01}
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
