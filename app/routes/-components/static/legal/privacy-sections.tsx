import { legal, site } from '#config';
import { dataProtectionLaw, LegalFacts, type LegalSection, LegalValue } from './legal-page.tsx';
import { privacyRightsSections } from './privacy-rights-sections.tsx';
import { StatsPrivacyText } from './stats-privacy.tsx';

/** Date of the last change of the text below (shown as "Dernière mise à jour"). */
export const privacyUpdatedAt = '2026-11-29';

/**
 * /politique-confidentialite, first half: who processes which data, why and on what basis.
 * The second half (recipients, retention of SPEC §9, rights, cookies, security) is in
 * privacy-rights-sections.tsx.
 */
const collectionSections: readonly LegalSection[] = [
  {
    id: 'responsable',
    title: 'Responsable du traitement',
    content: (
      <>
        <p>
          Le responsable des traitements décrits ici est {site.name}, {site.address.full},{' '}
          {site.address.country}. Pour toute question relative à vos données, écrivez-nous à{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
        <p>
          Nous traitons vos données conformément à la {dataProtectionLaw} et à ses textes
          d’application. Nos traitements font l’objet des formalités préalables requises auprès de
          l’Instance nationale de protection des données à caractère personnel (INPDP).
        </p>
        <LegalFacts
          rows={[
            { label: 'Raison sociale', value: <LegalValue value={legal.legalName} /> },
            {
              label: 'Déclaration INPDP',
              value: <LegalValue value={legal.inpdpDeclaration} />,
            },
          ]}
        />
      </>
    ),
  },
  {
    id: 'donnees-collectees',
    title: 'Données que nous collectons',
    content: (
      <>
        <h3>Formulaire de contact</h3>
        <p>
          Prénom, nom, adresse e-mail, téléphone (facultatif), sujet, service concerné (facultatif),
          message et caractère urgent de la demande.
        </p>
        <p>
          Votre message peut contenir des informations relatives à votre santé ou à celle d’un
          proche (pathologie, traitement, ordonnance). Ces données sont sensibles :{' '}
          <strong>ne nous communiquez que ce qui est nécessaire</strong> pour répondre à votre
          demande. Elles ne sont consultées que par les personnes habilitées à la traiter.
        </p>
        <h3>Devis, commandes et échanges par messagerie ou téléphone</h3>
        <p>
          Identité, coordonnées, adresse de livraison, matériel demandé et contenu de nos échanges.
          Lorsque vous nous écrivez via l’application de messagerie WhatsApp, vos messages
          transitent par ce service tiers, soumis à ses propres conditions et à sa politique de
          confidentialité.
        </p>
        <h3>Location de matériel et suivi des patients</h3>
        <p>
          Identité et coordonnées du patient et de la personne à contacter, adresse d’installation,
          prescription médicale et informations nécessaires au réglage du matériel (par exemple le
          débit d’oxygène prescrit), historique des livraisons, des interventions et des appels
          d’astreinte. Ces éléments constituent le dossier médical du patient chez nous.
        </p>
        <h3>Données de navigation</h3>
        <p>
          Adresse IP, type de navigateur, pages consultées, date et heure de connexion, enregistrés
          par nos serveurs pour la sécurité du site, ainsi que les informations déposées par des
          cookies, selon les choix que vous avez exprimés. Nos statistiques de fréquentation, elles,
          n’enregistrent pas votre adresse IP (voir ci-dessous).
        </p>
      </>
    ),
  },
  {
    id: 'statistiques',
    title: 'Statistiques de fréquentation',
    content: <StatsPrivacyText />,
  },
  {
    id: 'finalites',
    title: 'Pourquoi nous utilisons vos données',
    content: (
      <ul>
        <li>répondre à vos demandes, vous rappeler et vous conseiller ;</li>
        <li>établir des devis, traiter vos commandes, livrer et installer le matériel ;</li>
        <li>
          gérer les locations : contrat, maintenance, dépannage et astreinte 24h/24 pour
          l’oxygénothérapie ;
        </li>
        <li>assurer la traçabilité du matériel mis à disposition de chaque patient ;</li>
        <li>respecter nos obligations comptables, fiscales et légales ;</li>
        <li>assurer la sécurité et le bon fonctionnement du site ;</li>
        <li>
          mesurer l’audience du site par nos propres statistiques, sans cookie (voir ci-dessus) ;
          tout autre outil de mesure d’audience, uniquement si vous l’avez accepté.
        </li>
      </ul>
    ),
  },
  {
    id: 'bases-legales',
    title: 'Bases légales',
    content: (
      <>
        <p>Chaque traitement repose sur l’un des fondements prévus par la loi :</p>
        <ul>
          <li>
            <strong>votre consentement</strong>, pour le formulaire de contact, les informations de
            santé que vous choisissez de nous confier et les cookies non essentiels ; vous pouvez le
            retirer à tout moment ;
          </li>
          <li>
            <strong>l’exécution d’un contrat</strong> ou de mesures précontractuelles, pour les
            devis, les ventes et les locations ;
          </li>
          <li>
            <strong>le respect d’une obligation légale</strong>, pour la facturation, la
            comptabilité et la traçabilité du matériel ;
          </li>
          <li>
            <strong>notre intérêt légitime</strong> à sécuriser le site et à prévenir les abus, et à
            en mesurer l’audience sans cookie ni adresse IP enregistrée, dans le respect de vos
            droits.
          </li>
        </ul>
        <p>
          Les données relatives à la santé ne sont traitées qu’avec votre consentement exprès ou
          lorsque ce traitement est nécessaire à la fourniture du matériel qui vous a été prescrit,
          dans les conditions fixées par la loi.
        </p>
      </>
    ),
  },
];

export const privacySections: readonly LegalSection[] = [
  ...collectionSections,
  ...privacyRightsSections,
];
