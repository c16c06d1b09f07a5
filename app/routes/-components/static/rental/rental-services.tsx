import { CardGrid } from '#app/components/icon-card.tsx';
import { Icon } from '#app/components/icons.tsx';
import { Section } from '#app/components/section.tsx';
import { shops } from '#config';
import { ShopCard } from '../shops/shop-card.tsx';
import { rentalChatMessage } from '../shops/shop-messages.ts';

/** SPEC §2 "Rental": the list of services that come with every rental. */
const services = [
  'Un devis détaillé avant tout engagement',
  'Une durée adaptée à votre besoin, de la courte convalescence à l’accompagnement au long cours',
  'La livraison, l’installation et la reprise du matériel à domicile',
  'La prise en main expliquée au patient et à ses proches',
  'L’entretien, le dépannage et le remplacement d’un appareil défaillant',
  'Une astreinte 24h/24 et 7j/7 pour l’oxygénothérapie',
  'Un matériel nettoyé, désinfecté et contrôlé entre chaque patient',
  'Les documents utiles à une demande de prise en charge (CNAM, assurance complémentaire)',
] as const;

export function RentalServices() {
  return (
    <Section
      className="bg-white"
      layout="grid gap-10 lg:grid-cols-2"
      id="services-location"
      eyebrow="Inclus"
      title="Nos services de location"
      lead="Louer chez nous, ce n’est pas seulement disposer d’un appareil : c’est être accompagné du premier jour jusqu’à la restitution."
    >
      <ul className="grid gap-3">
        {services.map((service) => (
          <li key={service} className="flex gap-3 rounded-xl bg-teal-50 px-4 py-3 text-slate-800">
            <Icon name="check" className="size-6 shrink-0 text-teal-700" />
            <span>{service}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** SPEC §2 "Rental": the two shop cards, with a chat link prefilled for a rental request. */
export function RentalShops() {
  return (
    <Section
      className="bg-slate-50"
      id="louer-en-magasin"
      eyebrow="Nos magasins"
      title="Louer près de chez vous"
      lead="Nos conseillers vous reçoivent dans nos deux magasins de Tunis et vous répondent par téléphone comme sur WhatsApp."
    >
      <CardGrid className="md:grid-cols-2">
        {shops.map((shop) => (
          <li key={shop.id}>
            <ShopCard shop={shop} chatMessage={rentalChatMessage(shop)} showImage />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
