/** SPEC §2 "Shared layout": header navigation, label → path, in this order. */
export const headerNavigation = [
  { label: 'Accueil', to: '/' },
  { label: 'Actualités', to: '/actualites' },
  { label: 'Engagements', to: '/engagements' },
  { label: 'Produits', to: '/produits' },
  { label: 'Catalogue', to: '/catalogue' },
  { label: 'Services', to: '/services' },
  { label: 'Contact', to: '/contact' },
] as const;

/** SPEC §2 footer: services column. */
export const footerServices = [
  { label: 'Location de matériel médical', to: '/location-materiel' },
  { label: 'Examens médicaux', to: '/services' },
  { label: 'Prévention', to: '/services' },
  { label: 'Urgences', to: '/services' },
  { label: 'Matériel médical', to: '/produits' },
] as const;

/** SPEC §2 footer: legal pages. */
export const footerLegal = [
  { label: 'Mentions légales', to: '/mentions-legales' },
  { label: 'Politique de confidentialité', to: '/politique-confidentialite' },
  { label: "Conditions d'utilisation", to: '/conditions-utilisation' },
  { label: 'Cookies', to: '/cookies' },
] as const;

/** A `tel:` URL from a displayed number: keeps the leading "+" and digits only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A messaging-app chat link with a prefilled message (SPEC §7 outbound links). */
export function chatHref(number: string, message?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
