/** Strips accents: "Lit médicalisé" → "Lit medicalise" (œ/æ spelled out as PostgreSQL's unaccent does). */
export function removeAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE');
}

/** SPEC §5 category rule: accents removed, keep letters/digits/spaces/hyphens, trim, spaces → hyphens, lower-case. */
export function slugifyCategory(name: string): string {
  return removeAccents(name)
    .replace(/[^A-Za-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
}

/** SPEC §5 product rule: accents removed, non-alphanumerics removed, spaces → hyphens, lower-case. */
export function slugifyProduct(title: string): string {
  return removeAccents(title)
    .replace(/[^A-Za-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
}

/** SPEC §5 article rule: lower-case, accents removed, keep letters/digits/spaces/hyphens, whitespace → hyphens, repeated hyphens collapsed. */
export function slugifyArticle(title: string): string {
  return removeAccents(title.toLowerCase())
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** The canonical form the API stores: the article rule plus no leading/trailing hyphen. */
export function normalizeSlug(text: string): string {
  return slugifyArticle(text)
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
