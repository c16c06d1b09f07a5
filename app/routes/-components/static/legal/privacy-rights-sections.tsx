import { Link } from '@tanstack/react-router';
import { legal, site } from '#config';
import { inpdp, type LegalSection, LegalValue } from './legal-page.tsx';

/** SPEC §9 retention statements, word for word on the page. */
const retention = [
  {
    data: 'Dossiers médicaux (prescriptions, suivi d’oxygénothérapie, fiches d’intervention)',
    period: '20 ans minimum',
  },
  {
    data: 'Données de contact (formulaire, devis, échanges)',
    period: '3 ans après le dernier contact',
  },
  { data: 'Données de navigation', period: '13 mois' },
  { data: 'Cookies persistants', period: 'de 1 mois à 2 ans' },
  // Issue 38 (STATS_RAW_DAYS): the statistics' events, then their daily totals only.
  {
    data: 'Statistiques de fréquentation (sans adresse IP)',
    period: '90 jours, puis totaux par jour seulement',
  },
] as const;

/** /politique-confidentialite, second half (the first is in privacy-sections.tsx). */
export const privacyRightsSections: readonly LegalSection[] = [
  {
    id: 'destinataires',
    title: 'Destinataires',
    content: (
      <>
        <p>Vos données sont accessibles, chacun pour ce qui le concerne, à :</p>
        <ul>
          <li>
            nos collaborateurs habilités (service client, techniciens, administration), tenus à la
            confidentialité ;
          </li>
          <li>
            nos prestataires techniques, dont notre hébergeur (
            <LegalValue value={legal.hosting.name} />
            ), qui agissent sur nos instructions et sont tenus par contrat de protéger vos données ;
          </li>
          <li>
            avec votre accord, le médecin prescripteur et les soignants qui vous suivent, ainsi que
            les organismes de prise en charge (CNAM, assurance complémentaire) auxquels vous nous
            demandez de transmettre un dossier ;
          </li>
          <li>les autorités publiques, lorsque la loi nous y oblige.</li>
        </ul>
        <p>
          Nous ne vendons ni ne louons vos données. Tout transfert vers l’étranger n’a lieu que dans
          les conditions prévues par la loi.
        </p>
      </>
    ),
  },
  {
    id: 'conservation',
    title: 'Durées de conservation',
    content: (
      <>
        <p>Nous conservons vos données pendant les durées suivantes :</p>
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Durées de conservation des données</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Données
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Durée de conservation
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {retention.map((row) => (
                <tr key={row.data}>
                  <td className="px-4 py-3">{row.data}</td>
                  <td className="px-4 py-3 font-medium text-slate-900">{row.period}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Les pièces comptables (factures, contrats) sont en outre conservées pendant la durée
          imposée par la législation comptable et fiscale. À l’issue de ces durées, les données sont
          supprimées ou rendues anonymes.
        </p>
      </>
    ),
  },
  {
    id: 'droits',
    title: 'Vos droits',
    content: (
      <>
        <p>Conformément à la loi, vous disposez à tout moment :</p>
        <ul>
          <li>
            d’un <strong>droit d’accès</strong> aux données qui vous concernent ;
          </li>
          <li>
            d’un <strong>droit de rectification</strong>, pour les faire compléter, corriger ou
            mettre à jour ;
          </li>
          <li>
            d’un <strong>droit d’opposition</strong>, pour des raisons légitimes, et sans motif à
            toute prospection commerciale ;
          </li>
          <li>
            d’un <strong>droit à la suppression</strong> des données inexactes, incomplètes ou dont
            la conservation n’est plus justifiée, ainsi que du droit de retirer votre consentement.
          </li>
        </ul>
        <h3>Comment les exercer</h3>
        <p>
          Écrivez-nous à <a href={`mailto:${site.email}`}>{site.email}</a> ou par courrier à{' '}
          {site.name}, {site.address.full}, en joignant une copie d’une pièce d’identité. Nous vous
          répondons dans un délai d’un mois. Certaines données, comme les dossiers médicaux, doivent
          être conservées pendant la durée légale même si vous demandez leur suppression : nous vous
          l’indiquerons alors.
        </p>
        <h3>Réclamation</h3>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation
          à l’{inpdp.name}, dont les coordonnées figurent sur le{' '}
          <a href={inpdp.url} target="_blank" rel="noopener noreferrer">
            site de l’INPDP<span className="sr-only"> (s’ouvre dans un nouvel onglet)</span>
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <>
        <p>
          Les cookies essentiels, nécessaires au fonctionnement du site (session de l’espace
          d’administration, mémorisation de vos choix), sont toujours actifs. Les cookies de mesure
          d’audience, de marketing et de préférences ne sont déposés qu’après votre accord, exprimé
          dans le bandeau affiché lors de votre première visite. Nos propres statistiques de
          fréquentation n’utilisent aucun cookie (voir{' '}
          <a href="#statistiques">Statistiques de fréquentation</a>).
        </p>
        <p>
          Leur durée de vie est indiquée dans le tableau des{' '}
          <a href="#conservation">durées de conservation</a>. Vous pouvez modifier vos choix à tout
          moment sur notre page <Link to="/cookies">Politique de cookies</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'securite',
    title: 'Sécurité',
    content: (
      <>
        <p>
          Nous prenons les mesures techniques et organisationnelles adaptées pour protéger vos
          données contre la perte, l’accès non autorisé ou la divulgation : échanges chiffrés
          (HTTPS), accès limités aux personnes habilitées disposant d’un compte personnel, mots de
          passe protégés par un hachage irréversible, sauvegardes régulières.
        </p>
        <p>
          Les données de santé bénéficient de la protection la plus stricte : leur accès est réservé
          aux seules personnes qui en ont besoin pour vous servir.
        </p>
      </>
    ),
  },
  {
    id: 'modifications',
    title: 'Modification de cette politique',
    content: (
      <p>
        Nous pouvons faire évoluer cette politique, notamment pour suivre l’évolution de la loi. La
        date de la dernière mise à jour figure en haut de cette page ; en cas de changement
        important, nous vous en informerons sur le site.
      </p>
    ),
  },
];
