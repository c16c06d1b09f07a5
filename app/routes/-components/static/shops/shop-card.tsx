import { Icon } from '#app/components/icons.tsx';
import { OpeningHours } from '#app/components/opening-hours.tsx';
import { chatHref, telHref } from '#app/lib/navigation.ts';
import { emergencyHours, type Shop } from '#config';

const actionClass =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold text-sm transition-colors';

/** Said to screen readers after the text of a link that opens a new tab. */
export function NewTabHint() {
  return <span className="sr-only"> (s’ouvre dans un nouvel onglet)</span>;
}

/**
 * One shop (SPEC §3 "Shop info"): address, hours, phone, a chat link with a prefilled message
 * and, unless the page embeds the map itself, a link to the map. Link texts name the shop for
 * screen readers, so "Écrire sur WhatsApp" still makes sense read out of context.
 */
export function ShopCard({
  shop,
  chatMessage,
  headingLevel = 3,
  showImage = false,
  showMapLink = true,
}: {
  shop: Shop;
  chatMessage: string;
  headingLevel?: 2 | 3;
  showImage?: boolean;
  showMapLink?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `${shop.id}-titre`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {showImage ? (
        <img
          src={shop.image}
          alt=""
          width={640}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-16/10 w-full bg-teal-50 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <Heading id={headingId} className="font-semibold text-slate-900 text-xl">
          {shop.name}
        </Heading>
        <address className="mt-4 space-y-3 text-slate-700 not-italic">
          <p className="flex gap-3">
            <Icon name="mapPin" className="size-5 shrink-0 text-teal-700" />
            <span>{shop.address}</span>
          </p>
          <p className="flex gap-3">
            <Icon name="phone" className="size-5 shrink-0 text-teal-700" />
            <a
              href={telHref(shop.phone)}
              className="font-medium text-teal-800 underline-offset-2 hover:underline"
            >
              <span className="sr-only">Appeler le {shop.name} au </span>
              {shop.phone}
            </a>
          </p>
        </address>
        <div className="mt-5 flex gap-3">
          <Icon name="clock" className="size-5 shrink-0 text-teal-700" />
          <div className="flex-1">
            <p className="font-medium text-slate-900">Horaires d’ouverture</p>
            <OpeningHours className="mt-2 space-y-1 text-slate-700 text-sm" />
            <p className="mt-2 font-medium text-red-700 text-sm">{emergencyHours}</p>
          </div>
        </div>
        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          <a
            href={chatHref(shop.chatNumber, chatMessage)}
            data-stats-button="conseiller"
            target="_blank"
            rel="noopener noreferrer"
            className={`${actionClass} bg-teal-700 text-white hover:bg-teal-800`}
          >
            <Icon name="chat" className="size-5" />
            Écrire sur WhatsApp<span className="sr-only"> au {shop.name}</span>
            <NewTabHint />
          </a>
          {showMapLink ? (
            <a
              href={shop.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${actionClass} border border-teal-700 text-teal-800 hover:bg-teal-50`}
            >
              <Icon name="mapPin" className="size-5" />
              Voir sur la carte<span className="sr-only"> : {shop.name}</span>
              <NewTabHint />
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
