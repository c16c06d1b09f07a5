import { absoluteUrl } from '#app/lib/seo.ts';
import { type OpeningHours, type Shop, site } from '#config';

/** French day names of `hours` (app.config) → schema.org days, in week order. */
const days = [
  ['lundi', 'Monday'],
  ['mardi', 'Tuesday'],
  ['mercredi', 'Wednesday'],
  ['jeudi', 'Thursday'],
  ['vendredi', 'Friday'],
  ['samedi', 'Saturday'],
  ['dimanche', 'Sunday'],
] as const;

type SchemaDay = (typeof days)[number][1];

function dayIndex(name: string): number {
  const index = days.findIndex(([french]) => french === name.trim().toLowerCase());
  if (index === -1) throw new Error(`Unknown day in opening hours: "${name}"`);
  return index;
}

/** "Lundi – Vendredi" → Monday…Friday; "Samedi" → Saturday. */
function expandDays(label: string): SchemaDay[] {
  const [first = '', last = first] = label.split(/\s*[–-]\s*/);
  const from = dayIndex(first);
  const to = dayIndex(last);
  return days.slice(from, to + 1).map(([, day]) => day);
}

/** "8h30" → "08:30", "9h" → "09:00". */
function toTime(hour: string, minutes: string | undefined): string {
  return `${hour.padStart(2, '0')}:${minutes ?? '00'}`;
}

/**
 * schema.org opening hours from the displayed ones, so the hours exist in one place only
 * (SPEC §9). A closed day is left out, as schema.org expects; a row this parser does not
 * understand throws, so a reworded `hours` fails the build's pages instead of lying to search
 * engines.
 */
export function openingHoursSpecification(rows: readonly OpeningHours[]) {
  return rows.flatMap((row) => {
    if (/^ferm[ée]/i.test(row.value.trim())) return [];
    const match = /^(\d{1,2})h(\d{2})?\s*[–-]\s*(\d{1,2})h(\d{2})?$/.exec(row.value.trim());
    if (!match?.[1] || !match[3]) throw new Error(`Unknown opening hours: "${row.value}"`);
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: expandDays(row.label),
        opens: toTime(match[1], match[2]),
        closes: toTime(match[3], match[4]),
      },
    ];
  });
}

/** "Avenue de Paris, Lafayette, Tunis 1002" → street, locality and postal code. */
export function postalAddress(address: string) {
  const match = /^(.+),\s*([^,]+?)\s+(\d{4})$/.exec(address.trim());
  return {
    '@type': 'PostalAddress',
    streetAddress: match?.[1] ?? address,
    ...(match?.[2] ? { addressLocality: match[2] } : {}),
    ...(match?.[3] ? { postalCode: match[3] } : {}),
    addressCountry: site.address.countryCode,
  };
}

/** The URL of a shop: its section on /magasins. */
export function shopUrl(siteUrl: string, shop: Pick<Shop, 'id'>): string {
  return absoluteUrl(siteUrl, `/magasins#${shop.id}`);
}

/** A shop as a schema.org MedicalBusiness (a LocalBusiness subtype) for search engines. */
export function shopJsonLd(siteUrl: string, shop: Shop, rows: readonly OpeningHours[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    '@id': shopUrl(siteUrl, shop),
    name: `${site.name} – ${shop.name}`,
    url: shopUrl(siteUrl, shop),
    image: absoluteUrl(siteUrl, shop.image),
    telephone: shop.phone,
    email: site.email,
    address: postalAddress(shop.address),
    geo: { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude },
    hasMap: shop.mapUrl,
    openingHoursSpecification: openingHoursSpecification(rows),
    parentOrganization: {
      '@type': 'Organization',
      name: site.name,
      url: absoluteUrl(siteUrl, '/'),
    },
  };
}
