import { count } from 'drizzle-orm';
import { slugifyArticle, slugifyCategory, slugifyProduct } from '#domain/slugify.ts';
import { log } from '#server/log/logger.ts';
import type { Database } from '../db/connection.ts';
import { upsertAdmin } from '../db/repositories/auth.repository.ts';
import { adminUsers, articles, categories, products, searchSynonyms } from '../db/tables.ts';
import { hashPassword } from '../security/passwords.ts';
import type { ImageStorage } from '../storage/image-storage.ts';
import { demoArticles } from './demo-articles.ts';
import { demoCategories } from './demo-categories.ts';
import { demoCharacteristics } from './demo-characteristics.ts';
import { type DemoIcon, renderDemoImage } from './demo-images.ts';
import { demoProducts } from './demo-products.ts';
import { demoRentalTerms } from './demo-rentals.ts';
import { demoSynonyms } from './demo-synonyms.ts';

/** Documented in README: the demo back-office account of the embedded database. */
export const demoAdmin = { email: 'admin@demo.tn', password: 'Demo-Admin-2024!' } as const;

const day = 24 * 3600 * 1000;

async function storeImages(
  storage: ImageStorage,
  folder: string,
  slug: string,
  count: number,
  input: { title: string; hue: number; icon: DemoIcon },
) {
  const paths: string[] = [];
  for (let variant = 0; variant < count; variant += 1) {
    const path = `${folder}/demo/${slug}-${variant + 1}.webp`;
    await storage.put(path, await renderDemoImage({ ...input, variant }), 'image/webp');
    paths.push(path);
  }
  return paths;
}

/** sharp encodes on libuv's thread pool: a few images in flight use both cores. */
async function mapConcurrently<T, R>(
  items: readonly T[],
  task: (item: T) => Promise<R>,
  limit = 4,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await task(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** No content yet: staff accounts do not count (an ADMIN_EMAIL account may come first). */
async function isEmpty(db: Database): Promise<boolean> {
  const tables = [categories, products, articles];
  const counts = await Promise.all(tables.map((table) => db.select({ n: count() }).from(table)));
  return counts.every(([row]) => (row?.n ?? 0) === 0);
}

/** Seeds the demo catalogue, articles and (optionally) the demo admin into an empty database. */
export async function seedDemoIfEmpty(
  db: Database,
  storage: ImageStorage,
  options: { withDemoAdmin: boolean },
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const started = Date.now();

  // Images first (slow, outside the transaction); names are deterministic, so a retry overwrites them.
  const productImages = await mapConcurrently(demoProducts, (product) =>
    storeImages(storage, 'products', slugifyProduct(product.titre), product.galleryCount, {
      title: product.titre,
      hue: product.imageHue,
      icon: product.icon,
    }),
  );
  const articleImages = await mapConcurrently(demoArticles, (article) =>
    storeImages(storage, 'articles', slugifyArticle(article.titre), article.galleryCount + 1, {
      title: article.titre,
      hue: article.imageHue,
      icon: article.icon,
    }),
  );
  // The demo account only where nobody could sign in otherwise.
  const [accounts] = await db.select({ n: count() }).from(adminUsers);
  const withDemoAdmin = options.withDemoAdmin && (accounts?.n ?? 0) === 0;
  const passwordHash = withDemoAdmin ? await hashPassword(demoAdmin.password) : null;

  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    const ordered = [
      ...demoCategories.filter((c) => !c.parentKey),
      ...demoCategories.filter((c) => c.parentKey),
    ];
    for (const category of ordered) {
      const [row] = await tx
        .insert(categories)
        .values({
          nom: category.nom,
          slug: slugifyCategory(category.nom).replace(/-+/g, '-'),
          position: category.position,
          est_active: category.est_active,
          parent_id: category.parentKey ? (ids.get(category.parentKey) ?? null) : null,
        })
        .returning({ id: categories.id });
      if (row) ids.set(category.key, row.id);
    }

    await tx.insert(products).values(
      demoProducts.map((product, index) => {
        const gallery = productImages[index] ?? [];
        return {
          titre: product.titre,
          slug: slugifyProduct(product.titre),
          ...(product.reference ? { reference: product.reference } : {}),
          description: product.description_courte,
          description_html: product.description_html,
          description_courte: product.description_courte,
          seo_description: product.seo_description,
          categorie_id: ids.get(product.categoryKey) ?? null,
          prix: product.prix,
          devise: 'TND',
          image: gallery[0] ?? null,
          image_miniature: gallery[0] ?? null,
          galerie_json: gallery,
          caracteristiques: demoCharacteristics(product.titre),
          location: demoRentalTerms(product.titre),
          est_actif: product.est_actif,
        };
      }),
    );

    await tx.insert(searchSynonyms).values([...demoSynonyms]);

    const now = Date.now();
    await tx.insert(articles).values(
      demoArticles.map((article, index) => {
        const [main, ...gallery] = articleImages[index] ?? [];
        const at = new Date(now - article.daysAgo * day);
        return {
          titre: article.titre,
          slug: slugifyArticle(article.titre),
          nom_auteur: article.nom_auteur,
          statut: article.statut,
          extrait: article.extrait,
          contenu_html: article.contenu_html,
          seo_titre: article.seo_titre,
          seo_description: article.seo_description,
          image_miniature: main ?? null,
          galerie_json: gallery,
          publie_le: article.statut === 'brouillon' ? null : at,
          cree_le: new Date(at.getTime() - day),
          modifie_le: at,
        };
      }),
    );
  });
  if (passwordHash) await upsertAdmin(db, demoAdmin.email, passwordHash);
  const seconds = (Date.now() - started) / 1000;
  log().info({ event: 'seed.done', seconds }, `demo data ready in ${seconds.toFixed(1)} s`);
  return true;
}
