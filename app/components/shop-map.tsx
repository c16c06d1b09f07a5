import type { Shop } from '#config';

/** The OpenStreetMap embed around a shop, with its marker (no key, no cookie, no tracker). */
export function shopMapEmbedUrl(shop: Pick<Shop, 'latitude' | 'longitude'>): string {
  const { latitude: lat, longitude: lon } = shop;
  const bbox = [lon - 0.006, lat - 0.004, lon + 0.006, lat + 0.004].map((n) => n.toFixed(4));
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${lat.toFixed(4)}%2C${lon.toFixed(4)}`;
}

/**
 * A shop's map (SPEC §2 contact and shops pages): loaded only when scrolled near (`loading=lazy`),
 * with a fixed aspect ratio so the page does not move when it arrives, and a link to the full map.
 */
export function ShopMap({ shop }: { shop: Shop }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
      <iframe
        title={`Plan d’accès : ${shop.name}`}
        src={shopMapEmbedUrl(shop)}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="aspect-4/3 w-full border-0"
      />
      <figcaption className="flex items-center justify-between gap-3 bg-white px-4 py-2 text-sm">
        <span className="text-slate-700">{shop.address}</span>
        <a
          href={shop.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="shrink-0 font-medium text-teal-700 underline hover:text-teal-900"
        >
          Voir le plan
        </a>
      </figcaption>
    </figure>
  );
}
