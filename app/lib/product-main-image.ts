/**
 * Issue 20 point 11: which image the edit form marks as the product's main one. A product's main
 * image is usually also the first of its gallery, so the form shows it once, in the gallery. When
 * the editor removes it from the gallery the next one takes its place on save (the API's rule,
 * server/api/products/product-writes.ts), so that one is marked instead.
 */
export function currentMainImage(
  saved: { image: string | null; galerie_json: readonly string[] },
  gallery: readonly string[],
): string | null {
  const removed =
    saved.image !== null &&
    saved.galerie_json.includes(saved.image) &&
    !gallery.includes(saved.image);
  return removed ? (gallery[0] ?? null) : saved.image;
}
