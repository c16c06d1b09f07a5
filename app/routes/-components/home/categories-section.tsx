import { CardGrid } from '#app/components/icon-card.tsx';
import { Section } from '#app/components/section.tsx';
import type { HomeCategory } from '#domain/home-category.ts';
import { CategoryCard } from './category-card.tsx';

/**
 * SPEC §2/§4 categories block. The list is computed and cached on the server (route loader), so
 * the cards are in the server-rendered HTML; the server already keeps at most four.
 */
export function CategoriesSection({ categories }: { categories: readonly HomeCategory[] }) {
  return (
    <Section
      className="bg-slate-50"
      id="nos-categories"
      eyebrow="Catalogue"
      title="Nos catégories de produits"
      lead="Parcourez nos principales gammes de matériel médical, en vente comme en location."
    >
      {categories.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">
          Aucune catégorie disponible pour le moment.
        </p>
      ) : (
        <CardGrid className="sm:grid-cols-2 lg:grid-cols-4">
          {categories.slice(0, 4).map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
