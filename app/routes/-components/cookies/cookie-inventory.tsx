import { consentLifetimeMonths, cookiePreferencesKey } from '#app/lib/cookie-preferences.ts';

interface StoredItem {
  names: readonly string[];
  kind: string;
  purpose: string;
  duration: string;
}

/**
 * Everything the site stores in a browser today, all of it essential. Keep it true: an e2e test
 * checks that every cookie and storage key a visitor gets is listed here.
 * - mc_access / mc_refresh: server/functions/session.server.ts (max-age REFRESH_TOKEN_TTL,
 *   30 days by default); the tokens are never in local storage (docs/decisions/003).
 * - articleDraft:…: app/lib/article-draft.ts, back-office only.
 * - tsr-scroll-restoration-v1_3: TanStack Router's scroll restoration (router.tsx).
 */
const storedItems: readonly StoredItem[] = [
  {
    names: [cookiePreferencesKey],
    kind: 'Stockage local',
    purpose:
      'Mémoriser votre choix sur les cookies (catégories acceptées ou refusées et date du choix), pour ne pas vous le redemander à chaque page.',
    duration: `${consentLifetimeMonths} mois, puis votre choix vous est redemandé`,
  },
  {
    names: ['tsr-scroll-restoration-v1_3'],
    kind: 'Stockage de session',
    purpose:
      'Retrouver votre position dans une page lorsque vous revenez en arrière avec le navigateur.',
    duration: 'Effacé à la fermeture de l’onglet',
  },
  {
    names: ['mc_access', 'mc_refresh'],
    kind: 'Cookies HttpOnly, espace d’administration uniquement',
    purpose:
      'Maintenir la connexion des membres de notre équipe à l’espace d’administration. Ils ne sont déposés qu’après une connexion à cet espace, jamais chez les visiteurs, et restent inaccessibles aux scripts de la page.',
    duration: '30 jours au plus, supprimés à la déconnexion',
  },
  {
    names: ['articleDraft:…'],
    kind: 'Stockage local, espace d’administration uniquement',
    purpose:
      'Conserver le brouillon d’un article en cours de rédaction, pour qu’un onglet fermé par erreur ne fasse pas perdre le texte.',
    duration: 'Jusqu’à l’enregistrement de l’article ou l’abandon du brouillon',
  },
];

const cellClass = 'border-slate-200 border-t px-3 py-3 align-top';

export function CookieInventory() {
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">Cookies et données enregistrés par le site</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Nom
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Finalité
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Durée
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-700">
          {storedItems.map((item) => (
            <tr key={item.names.join()}>
              <th scope="row" className={`${cellClass} font-normal`}>
                {item.names.map((name) => (
                  <code
                    key={name}
                    className="block whitespace-nowrap font-mono text-slate-900 text-xs"
                  >
                    {name}
                  </code>
                ))}
              </th>
              <td className={cellClass}>{item.kind}</td>
              <td className={cellClass}>{item.purpose}</td>
              <td className={cellClass}>{item.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
