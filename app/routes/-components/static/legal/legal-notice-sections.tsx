import { Link } from '@tanstack/react-router';
import { telHref } from '#app/lib/navigation.ts';
import { legal, shops, site, vitalEmergencyNumber } from '#config';
import { LegalFacts, type LegalSection, LegalValue, sharedSections } from './legal-page.tsx';

/** Date of the last change of the text below (shown as "Dernière mise à jour"). */
export const legalNoticeUpdatedAt = '2026-11-22';

const contactLinks = (
  <>
    <a href={telHref(site.phone)}>{site.phone}</a> ·{' '}
    <a href={`mailto:${site.email}`}>{site.email}</a>
  </>
);

/** /mentions-legales: who publishes and hosts the site, and on what terms its content is given. */
export const legalNoticeSections: readonly LegalSection[] = [
  {
    id: 'editeur',
    title: 'Éditeur du site',
    content: (
      <>
        <p>Le présent site est édité par :</p>
        <LegalFacts
          rows={[
            { label: 'Nom commercial', value: site.name },
            { label: 'Raison sociale', value: <LegalValue value={legal.legalName} /> },
            { label: 'Forme juridique', value: <LegalValue value={legal.legalForm} /> },
            { label: 'Siège social', value: `${site.address.full}, ${site.address.country}` },
            {
              label: 'Identifiant unique (RNE)',
              value: <LegalValue value={legal.registrationNumber} />,
            },
            { label: 'Matricule fiscal', value: <LegalValue value={legal.taxId} /> },
            { label: 'Contact', value: contactLinks },
            {
              label: 'Directeur de la publication',
              value: <LegalValue value={legal.publicationDirector} />,
            },
          ]}
        />
      </>
    ),
  },
  {
    id: 'hebergement',
    title: 'Hébergement',
    content: (
      <LegalFacts
        rows={[
          { label: 'Hébergeur', value: <LegalValue value={legal.hosting.name} /> },
          { label: 'Adresse', value: <LegalValue value={legal.hosting.address} /> },
          { label: 'Contact', value: <LegalValue value={legal.hosting.contact} /> },
        ]}
      />
    ),
  },
  {
    id: 'activite',
    title: 'Activité et magasins',
    content: (
      <>
        <p>
          {site.name} vend et loue du matériel médical (confort, maintien à domicile, mobilité,
          incontinence et équipement professionnel) et accueille sa clientèle dans deux magasins :
        </p>
        <ul>
          {shops.map((shop) => (
            <li key={shop.id}>
              <strong>{shop.name}</strong> : {shop.address} — {shop.phone}
            </li>
          ))}
        </ul>
        <p>
          Le site présente nos produits et nos services ; il ne permet ni la commande ni le paiement
          en ligne. Les conditions d’utilisation du site sont précisées dans nos{' '}
          <Link to="/conditions-utilisation">conditions d’utilisation</Link>.
        </p>
      </>
    ),
  },
  {
    ...sharedSections.intellectualProperty,
    content: (
      <>
        <p>
          La structure du site et l’ensemble de ses contenus (textes, photographies, illustrations,
          logos, catalogue) sont la propriété de {site.name} ou de ses partenaires et sont protégés
          par la loi n° 94-36 du 24 février 1994 relative à la propriété littéraire et artistique,
          telle que modifiée par la loi n° 2009-33 du 23 juin 2009.
        </p>
        <p>
          Toute reproduction, représentation, adaptation ou diffusion, totale ou partielle, de ces
          contenus, par quelque procédé que ce soit, sans notre autorisation écrite préalable, est
          interdite et peut engager la responsabilité civile et pénale de son auteur.
        </p>
        <p>
          Les marques, noms de produits et logos des fabricants cités appartiennent à leurs
          titulaires respectifs. Les fonds de carte sont fournis par OpenStreetMap, © les
          contributeurs d’OpenStreetMap, sous licence ODbL.
        </p>
      </>
    ),
  },
  {
    id: 'information-medicale',
    title: 'Information médicale',
    content: (
      <>
        <p>
          Les informations publiées sur ce site, y compris dans les actualités médicales et les
          fiches produits, sont fournies à titre général et informatif.{' '}
          <strong>
            Elles ne remplacent en aucun cas l’avis, le diagnostic ou la prescription d’un médecin
            ou d’un autre professionnel de santé.
          </strong>
        </p>
        <p>
          Le choix d’un dispositif médical et son utilisation doivent suivre la prescription de
          votre médecin et la notice du fabricant. N’interrompez ni ne modifiez jamais un traitement
          sans avis médical.
        </p>
        <p>
          En cas d’urgence vitale, appelez immédiatement le{' '}
          <a href={`tel:${vitalEmergencyNumber}`}>{vitalEmergencyNumber} (SAMU)</a>.
        </p>
      </>
    ),
  },
  {
    ...sharedSections.responsibility,
    content: (
      <>
        <p>
          Nous veillons à l’exactitude et à la mise à jour des informations du site, sans pouvoir
          garantir qu’elles soient exemptes d’erreurs ou d’omissions. Les caractéristiques, les
          disponibilités et les prix sont confirmés au moment du devis ou de la commande.
        </p>
        <p>
          Nous nous efforçons de rendre le site accessible en permanence, mais ne pouvons être tenus
          responsables d’une interruption, notamment pour maintenance, ni des dommages liés à
          l’utilisation du site ou à l’impossibilité d’y accéder.
        </p>
        <p>
          Les liens vers des services tiers (réseaux sociaux, messagerie, cartographie) sont fournis
          pour votre commodité ; leur contenu et leurs conditions relèvent de leurs éditeurs.
        </p>
      </>
    ),
  },
  {
    id: 'donnees-personnelles',
    title: 'Données personnelles et cookies',
    content: (
      <p>
        Le traitement de vos données personnelles est décrit dans notre{' '}
        <Link to="/politique-confidentialite">politique de confidentialité</Link>, et l’usage des
        cookies dans notre <Link to="/cookies">politique de cookies</Link>, où vous pouvez modifier
        vos choix à tout moment.
      </p>
    ),
  },
  {
    ...sharedSections.contact,
    content: (
      <p>
        Pour toute question sur ces mentions légales, écrivez-nous à{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>, appelez le{' '}
        <a href={telHref(site.phone)}>{site.phone}</a> ou utilisez notre{' '}
        <Link to="/contact">formulaire de contact</Link>.
      </p>
    ),
  },
];
