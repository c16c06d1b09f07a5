import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { consentLifetimeMonths } from '#app/lib/cookie-preferences.ts';
import { site } from '#config';
import { StatsPrivacyText } from '../static/legal/stats-privacy.tsx';
import { CookieInventory } from './cookie-inventory.tsx';

const linkClass = 'font-medium text-teal-700 underline hover:text-teal-900';

function PolicySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="font-bold text-2xl text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The policy text (SPEC §2 /cookies). It says only what is true of the site today: essential
 * storage only, no tracker; the consent categories are ready for when one is added.
 */
export function CookiePolicy() {
  return (
    <div className="space-y-10 text-slate-700 leading-relaxed">
      <PolicySection id="definition" title="Qu’est-ce qu’un cookie ?">
        <p>
          Un cookie est un petit fichier qu’un site enregistre dans votre navigateur pour le
          reconnaître d’une page à l’autre ou d’une visite à l’autre. Le stockage local et le
          stockage de session du navigateur servent au même usage : dans cette politique, nous les
          désignons tous ensemble par le mot « cookies ».
        </p>
      </PolicySection>

      <PolicySection id="cookies-utilises" title="Les cookies que nous utilisons">
        <p>
          Aujourd’hui, {site.name} n’utilise que des cookies essentiels, nécessaires au
          fonctionnement du site, qui ne demandent pas votre consentement. Aucun outil de mesure
          d’audience déposant des cookies, aucun cookie publicitaire et aucun module de réseau
          social n’est installé : les liens vers Facebook, Instagram, LinkedIn et WhatsApp sont de
          simples liens, qui ne transmettent rien à ces services tant que vous ne cliquez pas
          dessus.
        </p>
        <p>
          Les jetons de connexion de l’espace d’administration ne sont jamais placés dans le
          stockage local du navigateur : ils sont conservés dans des cookies HttpOnly, que les
          scripts de la page ne peuvent pas lire.
        </p>
        <CookieInventory />
        <p>
          Les plans d’accès à nos magasins sont affichés depuis OpenStreetMap. Pour les afficher,
          votre navigateur contacte les serveurs de la Fondation OpenStreetMap, qui reçoivent votre
          adresse IP et peuvent déposer leurs propres cookies techniques, régis par la{' '}
          <a
            href="https://osmfoundation.org/wiki/Privacy_Policy"
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            politique de confidentialité d’OpenStreetMap
          </a>
          .
        </p>
      </PolicySection>

      <PolicySection id="statistiques" title="Nos statistiques, sans cookie">
        <StatsPrivacyText headingClass="font-semibold text-lg text-slate-900" />
      </PolicySection>

      <PolicySection id="consentement" title="Les cookies soumis à votre accord">
        <p>
          Les cookies de mesure d’audience, marketing et de préférences restent désactivés tant que
          vous ne les avez pas acceptés. Si nous ajoutons un jour de tels outils, ils ne
          fonctionneront qu’avec votre accord, catégorie par catégorie, et cette page en donnera le
          détail : nom, finalité, durée et destinataire.
        </p>
        <p>
          Refuser n’a aucune conséquence sur votre accès au site : toutes les pages et tous les
          services restent disponibles.
        </p>
      </PolicySection>

      <PolicySection id="duree" title="Durée de conservation">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Votre choix (accepter, refuser ou personnaliser) est conservé {consentLifetimeMonths}{' '}
            mois ; passé ce délai, nous vous le demandons à nouveau.
          </li>
          <li>Les cookies de session sont effacés à la fermeture de l’onglet ou du navigateur.</li>
          <li>
            Les cookies persistants sont conservés d’un mois à deux ans au plus, selon leur finalité
            ; la durée de chacun figure dans le tableau ci-dessus.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="changer-d-avis" title="Changer d’avis">
        <p>
          Vous pouvez modifier vos choix à tout moment dans{' '}
          <a href="#preferences" className={linkClass}>
            vos préférences
          </a>{' '}
          : retirer votre accord est aussi simple que de le donner. Vous pouvez aussi supprimer les
          cookies et les données de site depuis les réglages de votre navigateur ; votre choix vous
          sera alors demandé de nouveau à votre prochaine visite.
        </p>
        <p>
          Pour savoir comment nous traitons vos données personnelles et comment exercer vos droits,
          consultez notre{' '}
          <Link to="/politique-confidentialite" className={linkClass}>
            politique de confidentialité
          </Link>
          . Pour toute question, écrivez-nous à{' '}
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
          .
        </p>
      </PolicySection>
    </div>
  );
}
