import { articleProseClass } from '#app/components/article-prose.ts';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { ProductCharacteristics } from '#app/components/products/product-characteristics.tsx';
import type { DisplayProduct } from '#domain/product-display.ts';
import type { ProductPageView } from '#domain/product-page-view.ts';
import { ArticleHero } from '../article/article-hero.tsx';
import { ProductActions } from './product-actions.tsx';
import { DeferredProductMore } from './product-more-deferred.tsx';

const sectionTitle = 'font-bold text-2xl text-slate-900';

/** Issue 37 §1: the whole product sheet of `/produits/<slug>`. */
export function ProductPage({
  view,
  related,
}: {
  view: ProductPageView;
  related: DisplayProduct[];
}) {
  const { product, photos } = view;
  const [main] = photos;
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[
          { label: 'Accueil', to: '/' },
          { label: 'Produits', to: '/produits' },
          ...view.categories.map((step) => ({
            label: step.nom,
            to: '/produits',
            search: { categoryId: String(step.id) },
          })),
          { label: product.name },
        ]}
      />
      <div className="grid gap-8 md:grid-cols-2">
        <ArticleHero
          image={main?.src ?? ''}
          alt={main?.alt ?? product.name}
          position={main?.position}
        />
        <div className="flex min-w-0 flex-col gap-4">
          <h1 className="font-bold text-3xl text-slate-900 leading-tight [overflow-wrap:anywhere]">
            {product.name}
          </h1>
          <p className="font-bold text-2xl text-teal-700">{view.priceLabel}</p>
          <dl className="space-y-1 text-slate-600 text-sm">
            {product.reference ? (
              <div className="flex gap-1">
                <dt>Référence :</dt>
                <dd className="[overflow-wrap:anywhere]">{product.reference}</dd>
              </div>
            ) : null}
            {view.categories.map((step, index) => (
              <div key={step.id} className="flex gap-1">
                <dt>{index === 0 ? 'Catégorie :' : 'Sous-catégorie :'}</dt>
                <dd>{step.nom}</dd>
              </div>
            ))}
          </dl>
          <ProductActions product={product} />
        </div>
      </div>
      <section className="mt-12" aria-labelledby="produit-description">
        <h2 id="produit-description" className={sectionTitle}>
          Description
        </h2>
        {view.descriptionHtml ? (
          <div
            className={`mt-4 ${articleProseClass}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server.
            dangerouslySetInnerHTML={{ __html: view.descriptionHtml }}
          />
        ) : (
          <p className="mt-4 whitespace-pre-line text-slate-700 leading-relaxed">
            {view.descriptionText || 'Aucune description pour le moment.'}
          </p>
        )}
      </section>
      {view.characteristics.length > 0 ? (
        <div className="mt-12">
          <ProductCharacteristics rows={view.characteristics} />
        </div>
      ) : null}
      <DeferredProductMore name={product.name} photos={photos} related={related} />
    </article>
  );
}
