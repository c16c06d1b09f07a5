import { ShopMap } from '#app/components/shop-map.tsx';
import { shops } from '#config';

/** SPEC §2 /contact: the two shops' maps. */
export function ContactMaps() {
  return (
    <section aria-labelledby="contact-magasins" className="mt-16">
      <h2 id="contact-magasins" className="font-bold text-2xl text-slate-900">
        Nos magasins
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {shops.map((shop) => (
          <li key={shop.id}>
            <h3 className="mb-3 font-semibold text-lg text-slate-900">{shop.name}</h3>
            <ShopMap shop={shop} />
          </li>
        ))}
      </ul>
    </section>
  );
}
