import { articleProseClass } from '#app/components/article-prose.ts';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { ProductCard } from '#app/components/product-card.tsx';
import { shops } from '#config';
import type { DisplayProduct } from '#domain/product-display.ts';
import type { ProductPageView } from '#domain/product-page-view.ts';
import { ArticleGallery } from '../article/article-gallery.tsx';
import { ArticleHero } from '../article/article-hero.tsx';
import { ShopCard } from '../static/shops/shop-card.tsx';
import { shopChatMessage } from '../static/shops/shop-messages.ts';
import { ProductActions } from './product-actions.tsx';

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
      {photos.length > 1 ? (
        <ArticleGallery
          images={photos.map((photo) => photo.src)}
          meta={photos}
          title={product.name}
        />
      ) : null}
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
      {/* Issue 37 §2: the characteristics table goes here, between the description and the shops. */}
      <section className="mt-12" aria-labelledby="produit-magasins">
        <h2 id="produit-magasins" className={sectionTitle}>
          Voir et essayer en magasin
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {shops.map((shop) => (
            <ShopCard key={shop.id} shop={shop} chatMessage={shopChatMessage(shop)} />
          ))}
        </div>
      </section>
      {related.length > 0 ? (
        <section className="mt-12" aria-labelledby="produit-similaires">
          <h2 id="produit-similaires" className={sectionTitle}>
            Produits de la même catégorie
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((other) => (
              <ProductCard key={other.id} product={other} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
