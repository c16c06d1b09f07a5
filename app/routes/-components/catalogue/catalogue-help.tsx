import { chatHref } from '#app/lib/navigation.ts';
import { expertMessage, quoteMessage } from '#app/lib/order-message.ts';
import { site } from '#config';

const button =
  'inline-flex items-center justify-center rounded-full px-5 py-3 font-semibold text-sm';

/** SPEC §2: the help block with two chat buttons (expert, quote). */
export function CatalogueHelp() {
  return (
    <section
      aria-labelledby="catalogue-help"
      className="rounded-2xl bg-teal-800 px-6 py-8 text-white sm:px-10"
    >
      <h2 id="catalogue-help" className="font-bold text-2xl">
        Besoin d’aide pour choisir ?
      </h2>
      <p className="mt-2 max-w-2xl text-teal-50">
        Nos conseillers vous orientent vers le matériel adapté et vous envoient un devis
        personnalisé.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={chatHref(site.chatNumber, expertMessage)}
          data-stats-button="conseiller"
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} bg-white text-teal-900 hover:bg-teal-50`}
        >
          Parler à un expert
        </a>
        <a
          href={chatHref(site.chatNumber, quoteMessage)}
          data-stats-button="devis"
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} border border-white text-white hover:bg-teal-700`}
        >
          Demander un devis
        </a>
      </div>
    </section>
  );
}
