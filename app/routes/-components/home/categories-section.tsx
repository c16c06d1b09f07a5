import type { HomeCategory } from '#domain/home-category.ts';
import { CategoryCard } from './category-card';
import { SectionHeading, sectionInnerClass } from './home-ui';

/**
 * SPEC §2/§4 categories block. The list is computed and cached on the server (route loader), so
 * the cards are in the server-rendered HTML; the server already keeps at most four.
 */
export function CategoriesSection({ categories }: { categories: readonly HomeCategory[] }) {
  return (
    <section aria-labelledby="nos-categories" className="bg-slate-50">
      <div className={sectionInnerClass}>
        <SectionHeading
          id="nos-categories"
          eyebrow="Catalogue"
          title="Nos catégories de produits"
          lead="Parcourez nos principales gammes de matériel médical, en vente comme en location."
        />
        {categories.length === 0 ? (
          <p className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">
            Aucune catégorie disponible pour le moment.
          </p>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {categories.slice(0, 4).map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
