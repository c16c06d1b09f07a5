import { ProductCard } from '#app/components/product-card.tsx';
import { shops } from '#config';
import type { DisplayProduct } from '#domain/product-display.ts';
import type { ProductPhoto } from '#domain/product-page-view.ts';
import { ArticleGallery } from '../article/article-gallery.tsx';
import { ShopCard } from '../static/shops/shop-card.tsx';
import { shopChatMessage } from '../static/shops/shop-messages.ts';

const sectionTitle = 'font-bold text-2xl text-slate-900';

/**
 * Issue 37 §1, below the fold of a product page: all its photos (with the lightbox), the shops
 * and products of the same category. Server-rendered; its code reaches the browser after the
 * page's first paint (product-more-deferred.tsx).
 */
export function ProductMore({
  name,
  photos,
  related,
}: {
  name: string;
  photos: ProductPhoto[];
  related: DisplayProduct[];
}) {
  return (
    <>
      {photos.length > 1 ? (
        <ArticleGallery images={photos.map((photo) => photo.src)} meta={photos} title={name} />
      ) : null}
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
    </>
  );
}
