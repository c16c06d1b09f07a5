import type { Category, Product } from '#domain/entities.schema.ts';
import { defaultImage } from '#domain/image-url.ts';
import { toDisplayProduct } from '#domain/product-display.ts';
import { cleanText, excerpt } from './pdf-text.ts';

/** One product as the catalogue prints it (SPEC §3 display form, flattened to plain text). */
export interface CatalogueItem {
  id: number;
  name: string;
  reference: string | null;
  priceLabel: string;
  description: string;
  /** Absolute URL of the product's main image under the images base; null draws the logo. */
  imageUrl: string | null;
}

/** Products under one heading; `key` also names the PDF destination the contents link to. */
export interface CatalogueGroup {
  key: string;
  title: string;
  items: CatalogueItem[];
}

/** An active top-level category: its own products first, then one group per sub-category. */
export interface CatalogueSection extends CatalogueGroup {
  groups: CatalogueGroup[];
  productCount: number;
}

export interface TocEntry {
  key: string;
  title: string;
  level: 0 | 1;
  productCount: number;
}

/** Characters kept from a description: about three lines of the product row. */
const descriptionLength = 240;
const otherSectionKey = 'autres-produits';

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const byPosition = (a: Category, b: Category) =>
  a.position - b.position || collator.compare(a.nom, b.nom) || a.id - b.id;
const byName = (a: CatalogueItem, b: CatalogueItem) =>
  collator.compare(a.name, b.name) || a.id - b.id;

/** The print form of a product; `imagesBase` is the absolute URL the images are read from. */
export function toCatalogueItem(product: Product, imagesBase: string): CatalogueItem {
  const display = toDisplayProduct(product, imagesBase);
  return {
    id: product.id,
    name: cleanText(display.name),
    reference: display.reference ? cleanText(display.reference) : null,
    priceLabel: display.priceLabel,
    description: excerpt(display.description, descriptionLength),
    // Only files under the images base are read: an absolute URL typed by an editor is not
    // fetched by the server, the logo stands in for it (SPEC §3 default image).
    imageUrl:
      display.image !== defaultImage && display.image.startsWith(`${imagesBase}/`)
        ? display.image
        : null,
  };
}

/**
 * Groups the visible products by top-level category and sub-category (SPEC §3: a category has
 * at most one parent level). Categories without a product are left out: a printed catalogue has
 * no empty chapter. Products whose category is unknown here (none, or past the category list)
 * close the catalogue under "Autres produits".
 */
export function buildCatalogueSections(
  categories: readonly Category[],
  products: readonly Product[],
  imagesBase: string,
): CatalogueSection[] {
  const active = categories.filter((category) => category.est_active);
  const byId = new Map(active.map((category) => [category.id, category]));
  const itemsByCategory = new Map<number, CatalogueItem[]>();
  const others: CatalogueItem[] = [];

  for (const product of products) {
    if (!product.est_actif) continue;
    const category = product.categorie_id === null ? undefined : byId.get(product.categorie_id);
    const parent = category?.parent_id == null ? category : byId.get(category.parent_id);
    const item = toCatalogueItem(product, imagesBase);
    if (!category) others.push(item);
    // A sub-category whose parent is hidden or missing is not browsable: neither is its product.
    else if (parent)
      itemsByCategory.set(category.id, [...(itemsByCategory.get(category.id) ?? []), item]);
  }

  const topLevel = active.filter((category) => category.parent_id === null).sort(byPosition);
  const sections: CatalogueSection[] = [];
  for (const top of topLevel) {
    const groups = active
      .filter((category) => category.parent_id === top.id)
      .sort(byPosition)
      .map((sub) => ({
        key: `sous-categorie-${sub.id}`,
        title: cleanText(sub.nom),
        items: (itemsByCategory.get(sub.id) ?? []).sort(byName),
      }))
      .filter((group) => group.items.length > 0);
    const items = (itemsByCategory.get(top.id) ?? []).sort(byName);
    const productCount = items.length + groups.reduce((sum, group) => sum + group.items.length, 0);
    if (productCount === 0) continue;
    sections.push({
      key: `categorie-${top.id}`,
      title: cleanText(top.nom),
      items,
      groups,
      productCount,
    });
  }
  if (others.length > 0) {
    others.sort(byName);
    sections.push({
      key: otherSectionKey,
      title: 'Autres produits',
      items: others,
      groups: [],
      productCount: others.length,
    });
  }
  return sections;
}

/** The table of contents: each section, then its sub-categories, in print order. */
export function tocEntries(sections: readonly CatalogueSection[]): TocEntry[] {
  return sections.flatMap((section) => [
    {
      key: section.key,
      title: section.title,
      level: 0 as const,
      productCount: section.productCount,
    },
    ...section.groups.map((group) => ({
      key: group.key,
      title: group.title,
      level: 1 as const,
      productCount: group.items.length,
    })),
  ]);
}

/** Every image URL the catalogue prints, once each. */
export function catalogueImageUrls(sections: readonly CatalogueSection[]): string[] {
  const urls = new Set<string>();
  for (const section of sections) {
    for (const group of [section, ...section.groups]) {
      for (const item of group.items) if (item.imageUrl) urls.add(item.imageUrl);
    }
  }
  return [...urls];
}
