/** Every public route of SPEC §2 with the heading a visitor should see there. */
export const publicRoutes = [
  { path: '/', heading: 'Votre partenaire santé pour le matériel médical en Tunisie' },
  { path: '/actualites', heading: 'Actualités médicales' },
  { path: '/engagements', heading: 'Nos engagements' },
  { path: '/produits', heading: 'Nos produits' },
  { path: '/catalogue', heading: 'Catalogue' },
  { path: '/services', heading: 'Nos services' },
  { path: '/contact', heading: 'Contactez-nous' },
  { path: '/location-materiel', heading: 'Location de matériel médical' },
  { path: '/magasins', heading: 'Nos magasins' },
  { path: '/mentions-legales', heading: 'Mentions légales' },
  { path: '/politique-confidentialite', heading: 'Politique de confidentialité' },
  { path: '/conditions-utilisation', heading: "Conditions d'utilisation" },
  { path: '/cookies', heading: 'Politique de cookies' },
  { path: '/login', heading: 'Espace Admin' },
] as const;

export function headingFor(path: string): string {
  const route = publicRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No heading known for ${path}`);
  return route.heading;
}
