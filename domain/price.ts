/** Two decimals, French grouping and decimal comma (SPEC §3 price label). */
const numberFormat = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The price as shown to visitors (SPEC §3): "—" without a price; EUR (the default currency)
 * as the euro sign, any other code written after the number.
 */
export function priceLabel(prix: number | null | undefined, devise?: string | null): string {
  if (typeof prix !== 'number' || !Number.isFinite(prix)) return '—';
  const amount = numberFormat.format(prix);
  const code = devise?.trim().toUpperCase() || 'EUR';
  return code === 'EUR' ? `${amount} €` : `${amount} ${code}`;
}
