import { Link } from '@tanstack/react-router';
import { site, vitalEmergencyNumber } from '#config';
import { type LegalSection, sharedSections } from './legal-page.tsx';

/** /conditions-utilisation, second part (the first is in terms-sections.tsx). */
export const termsRentalSections: readonly LegalSection[] = [
  {
    id: 'location',
    title: 'Location de matériel',
    content: (
      <>
        <p>
          Chaque location fait l’objet d’un contrat signé à la livraison, qui précise le matériel,
          la durée, le tarif, l’éventuel dépôt de garantie et les conditions de restitution.{' '}
          <strong>En cas de différence, ce contrat prévaut</strong> sur le résumé ci-dessous. La
          location de certains appareils, comme les concentrateurs d’oxygène, nécessite une
          prescription médicale.
        </p>
        <h3>Nos engagements</h3>
        <ul>
          <li>livrer un matériel nettoyé, désinfecté et contrôlé ;</li>
          <li>l’installer, le régler et en expliquer l’utilisation ;</li>
          <li>
            en assurer l’entretien et le dépannage pendant toute la durée de la location, avec une
            astreinte 24h/24 et 7j/7 pour l’oxygénothérapie.
          </li>
        </ul>
        <h3>Vos engagements</h3>
        <ul>
          <li>utiliser le matériel conformément à sa destination et à sa notice ;</li>
          <li>ne pas le céder, le sous-louer, le prêter ni le modifier ;</li>
          <li>nous signaler sans délai toute panne, tout dommage ou tout incident ;</li>
          <li>permettre l’accès de nos techniciens pour l’entretien et la reprise.</li>
        </ul>
        <p>
          À la fin de la location, nous reprenons le matériel à l’adresse convenue. Les dommages
          dépassant l’usure normale peuvent être facturés.
        </p>
      </>
    ),
  },
  {
    ...sharedSections.responsibility,
    content: (
      <>
        <p>
          Les contenus du site sont fournis à titre d’information générale et ne remplacent pas
          l’avis d’un médecin. En cas d’urgence vitale, appelez le{' '}
          <a href={`tel:${vitalEmergencyNumber}`}>{vitalEmergencyNumber} (SAMU)</a>.
        </p>
        <p>
          Nous ne saurions être tenus responsables d’une utilisation du matériel non conforme à sa
          notice ou à la prescription médicale, des dommages indirects liés à l’utilisation du site,
          ni du contenu des sites tiers vers lesquels il renvoie.
        </p>
      </>
    ),
  },
  {
    ...sharedSections.intellectualProperty,
    content: (
      <p>
        Les contenus du site sont protégés par le droit de la propriété intellectuelle ; leur
        reproduction sans autorisation est interdite. Le détail figure dans nos{' '}
        <Link to="/mentions-legales">mentions légales</Link>.
      </p>
    ),
  },
  {
    id: 'donnees-personnelles',
    title: 'Données personnelles',
    content: (
      <p>
        Les données que vous nous transmettez sont traitées conformément à notre{' '}
        <Link to="/politique-confidentialite">politique de confidentialité</Link>. Vos choix en
        matière de cookies se règlent sur notre page <Link to="/cookies">Politique de cookies</Link>
        .
      </p>
    ),
  },
  {
    id: 'modifications',
    title: 'Modification des conditions',
    content: (
      <p>
        Nous pouvons modifier les présentes conditions à tout moment. La version applicable est
        celle en ligne lors de votre visite ; sa date figure en haut de cette page.
      </p>
    ),
  },
  {
    id: 'droit-applicable',
    title: 'Droit applicable et juridiction compétente',
    content: (
      <>
        <p>
          Les présentes conditions sont régies par le droit tunisien. En cas de litige, nous vous
          invitons à nous contacter d’abord afin de rechercher ensemble une solution amiable.
        </p>
        <p>
          À défaut d’accord amiable, tout litige relatif à l’utilisation du site sera porté devant
          les tribunaux compétents de Tunis, sous réserve des règles d’ordre public applicables,
          notamment en matière de protection du consommateur.
        </p>
      </>
    ),
  },
  {
    ...sharedSections.contact,
    content: (
      <p>
        Pour toute question sur ces conditions, écrivez-nous à{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a> ou utilisez notre{' '}
        <Link to="/contact">formulaire de contact</Link>.
      </p>
    ),
  },
];
