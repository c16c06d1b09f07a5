import type { DisplayProduct } from '#domain/product-display.ts';
import { RentButton } from './rent-button.tsx';

/** « Louer » in the product popup and on the product page, when the product is rented (issue 39). */
export function RentIfRentable({
  product,
  className,
}: {
  product: Pick<DisplayProduct, 'id' | 'name' | 'rentable'>;
  className?: string;
}) {
  if (!product.rentable) return null;
  return (
    <RentButton
      product={{ id: Number(product.id), titre: product.name }}
      {...(className ? { className } : {})}
    />
  );
}
