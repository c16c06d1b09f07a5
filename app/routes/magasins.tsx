import { createFileRoute, Link } from '@tanstack/react-router';
import { hours, shops, site, vitalEmergencyNumber } from '#config';
import { PageHeader } from '../components/page-header.tsx';
import { ShopMap } from '../components/shop-map.tsx';
import { jsonLdScript } from '../lib/article-json-ld.ts';
import { telHref } from '../lib/navigation.ts';
import { pageHead } from '../lib/seo.ts';
import { primaryButtonClass } from './-components/home/home-ui.tsx';
import { ShopCard } from './-components/static/shops/shop-card.tsx';
import { shopJsonLd } from './-components/static/shops/shop-json-ld.ts';
import { shopChatMessage } from './-components/static/shops/shop-messages.ts';

const title = 'Nos magasins';
const description =
  'Retrouvez nos deux magasins à Tunis : conseils personnalisés, essais de matériel et retrait de vos commandes.';

export const Route = createFileRoute('/magasins')({
  // The structured data is built here rather than in `head`: the loader is split from the entry
  // chunk with the page, so the JSON-LD builders are not in every page's initial JavaScript.
  loader: ({ context }) => ({
    structuredData: shops.map((shop) => jsonLdScript(shopJsonLd(context.siteUrl, shop, hours))),
  }),
  head: ({ match, loaderData }) => ({
    ...pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
    // One MedicalBusiness per shop, as the article page injects its Article (SPEC §2 /magasins).
    scripts: (loaderData?.structuredData ?? []).map((children) => ({
      type: 'application/ld+json',
      children,
    })),
  }),
  component: MagasinsPage,
});

function MagasinsPage() {
  return (
    <>
      <PageHeader title={title} lead={description} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 lg:py-16">
        {shops.map((shop) => (
          <section
            key={shop.id}
            id={shop.id}
            aria-labelledby={`${shop.id}-titre`}
            className="grid scroll-mt-24 gap-6 lg:grid-cols-2 lg:items-start"
          >
            <div>
              <ShopCard
                shop={shop}
                chatMessage={shopChatMessage(shop)}
                headingLevel={2}
                showMapLink={false}
              />
            </div>
            <div>
              <ShopMap shop={shop} />
            </div>
          </section>
        ))}
        <section
          aria-labelledby="venir-en-magasin"
          className="grid gap-8 rounded-xl bg-teal-50 p-6 sm:p-10 lg:grid-cols-2"
        >
          <div>
            <h2 id="venir-en-magasin" className="font-bold text-2xl text-slate-900">
              Préparer votre visite
            </h2>
            <p className="mt-4 text-slate-700 leading-relaxed">
              Nos conseillers vous accueillent sans rendez-vous aux heures d’ouverture. Vous pouvez
              essayer fauteuils roulants, aides à la marche et matériel de confort, et repartir avec
              les conseils adaptés à votre situation. Pensez à apporter votre ordonnance si votre
              équipement est prescrit par un médecin.
            </p>
            <p className="mt-4 text-slate-700 leading-relaxed">
              Pour un lit médicalisé ou un concentrateur d’oxygène, inutile de vous déplacer : nous
              organisons la livraison et l’installation à domicile. Indiquez-nous votre adresse pour
              connaître le délai d’intervention.
            </p>
          </div>
          <div className="space-y-4">
            <p className="text-slate-700">
              Une question avant de vous déplacer&nbsp;? Appelez notre service client au{' '}
              <a href={telHref(site.phone)} className="font-semibold text-teal-800 underline">
                {site.phone}
              </a>{' '}
              ou écrivez-nous.
            </p>
            <Link to="/contact" className={primaryButtonClass}>
              Nous contacter
            </Link>
            <p className="text-slate-600 text-sm">
              Urgence vitale&nbsp;: appelez le{' '}
              <a
                href={`tel:${vitalEmergencyNumber}`}
                className="font-semibold text-red-700 underline"
              >
                {vitalEmergencyNumber} (SAMU)
              </a>
              .
            </p>
          </div>
        </section>
      </div>
    </>
  );
}
