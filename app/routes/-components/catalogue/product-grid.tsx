import { ProductCard } from '#app/components/product-card.tsx';
import type { DisplayProduct } from '#domain/product-display.ts';

/** SPEC §2: 3 columns, 1 on phones. */
export function ProductGrid({
  products,
  onOpen,
  headingLevel,
}: {
  products: DisplayProduct[];
  onOpen: (id: string) => void;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            onOpen={onOpen}
            headingLevel={headingLevel}
            priority={index === 0 ? 'high' : index < 3}
          />
        </li>
      ))}
    </ul>
  );
}
