import { useEffect, useState } from 'react';
import { getRentalOffers } from '#server/functions/rentals.functions.ts';
import { RentButton } from './rent-button.tsx';

/** The rentable products' ids, asked once per page life (a failure is asked again next time). */
let rentable: Promise<Set<number>> | null = null;
const rentableIds = () => {
  rentable ??= getRentalOffers().then(
    ({ rows, failed }) => {
      if (failed) rentable = null;
      return new Set(rows.map((row) => row.id));
    },
    () => {
      rentable = null;
      return new Set<number>();
    },
  );
  return rentable;
};

/**
 * « Louer » in the product popup and on the product page, when the product is rentable. Until the
 * product's own data says so (`location`, issue 39), the rental catalogue tells, read once.
 */
export function RentIfRentable({
  product,
  className,
}: {
  product: { id: number; titre: string };
  className?: string;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    void rentableIds().then((ids) => {
      if (live) setShown(ids.has(product.id));
    });
    return () => {
      live = false;
    };
  }, [product.id]);
  return shown ? <RentButton product={product} {...(className ? { className } : {})} /> : null;
}
