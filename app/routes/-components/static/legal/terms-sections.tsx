import { Link } from '@tanstack/react-router';
import { telHref } from '#app/lib/navigation.ts';
import { site } from '#config';
import type { LegalSection } from './legal-page.tsx';
import { termsRentalSections } from './terms-rental-sections.tsx';

/** Date of the last change of the text below (shown as "Dernière mise à jour"). */
export const termsUpdatedAt = '2026-11-22';

/**
 * /conditions-utilisation, first part: the site itself, product information and how orders
 * are placed. Rental, liability and applicable law follow in terms-rental-sections.tsx.
 */
const siteSections: readonly LegalSection[] = [
  {
    id: 'objet',
    title: 'Objet',
    content: (
      <>
        <p>
          Les présentes conditions d’utilisation encadrent l’accès au site de {site.name} et son
          utilisation par tout visiteur : patient, proche, professionnel de santé ou simple curieux.
          En naviguant sur le site, vous les acceptez sans réserve.
        </p>
        <p>
          Le site a pour objet de présenter notre entreprise, notre matériel médical à la vente et à
          la location, nos services et nos magasins, et de vous permettre de nous contacter.
        </p>
      </>
    ),
  },
  {
    id: 'acces',
    title: 'Accès au site',
    content: (
      <>
        <p>
          Le site est accessible gratuitement à toute personne disposant d’un accès à Internet ; les
          frais de connexion restent à votre charge. Nous nous efforçons de le rendre disponible en
          permanence, mais pouvons en suspendre l’accès, notamment pour des opérations de
          maintenance, sans préavis ni indemnité.
        </p>
        <p>
          L’espace d’administration est réservé à notre personnel habilité. Toute tentative d’accès
          non autorisé, d’extraction massive de contenus ou d’atteinte au bon fonctionnement du site
          est interdite et peut faire l’objet de poursuites.
        </p>
      </>
    ),
  },
  {
    id: 'produits-prix',
    title: 'Informations sur les produits et les prix',
    content: (
      <>
        <p>
          Nous décrivons notre matériel avec le plus grand soin. Les photographies et les
          descriptions ne sont toutefois pas contractuelles : seuls les caractéristiques et
          l’équipement confirmés lors du devis ou de la commande font foi.
        </p>
        <p>
          <strong>Les prix affichés sont indicatifs</strong>, exprimés en dinars tunisiens, et
          peuvent évoluer sans préavis. Le prix applicable est celui qui vous est confirmé par nos
          conseillers au moment de la commande ou de la signature du contrat de location. La
          disponibilité des produits n’est pas garantie.
        </p>
        <p>
          Certains dispositifs médicaux ne sont délivrés que sur prescription médicale ; leur
          utilisation doit toujours suivre les recommandations de votre médecin et la notice du
          fabricant.
        </p>
      </>
    ),
  },
  {
    id: 'commandes',
    title: 'Commandes et devis',
    content: (
      <>
        <p>
          <strong>Le site ne permet ni la commande ni le paiement en ligne.</strong> Pour commander
          ou demander un devis, vous pouvez :
        </p>
        <ul>
          <li>
            utiliser les boutons de commande ou de devis, qui ouvrent une conversation WhatsApp avec
            un message prérempli que vous pouvez modifier avant de l’envoyer ;
          </li>
          <li>
            nous appeler au <a href={telHref(site.phone)}>{site.phone}</a> ;
          </li>
          <li>
            venir dans l’un de nos <Link to="/magasins">magasins</Link> ou nous écrire via le{' '}
            <Link to="/contact">formulaire de contact</Link>.
          </li>
        </ul>
        <p>
          Une commande n’est ferme qu’après notre confirmation du matériel, du prix, du délai et des
          modalités de livraison et de paiement. L’envoi d’un message ne vaut pas commande.
        </p>
      </>
    ),
  },
];

export const termsSections: readonly LegalSection[] = [...siteSections, ...termsRentalSections];
