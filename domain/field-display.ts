/**
 * The French label of each field the journal and the Historique name, and how its value reads
 * (issue 36 §3, §4): prices in TND, yes / no, dates in Tunis time, images by file name. One place,
 * used by the Historique's summaries, the journal's lines and the journal's CSV export.
 */
import { site } from '#config';
import { characteristicsOf, characteristicsText } from './characteristics.ts';
import { priceLabel } from './price.ts';
import { notRentedLabel, rentalTermsFromJournal } from './rental-terms-text.ts';
import { staffRoleLabels } from './staff.ts';

const labels: Readonly<Record<string, string>> = {
  titre: 'Titre',
  slug: 'Adresse de la page',
  reference: 'Référence',
  description: 'Description',
  description_html: 'Description',
  description_courte: 'Description courte',
  seo_titre: 'Titre pour les moteurs de recherche',
  seo_description: 'Description pour les moteurs de recherche',
  categorie_id: 'Catégorie',
  parent_id: 'Catégorie parente',
  prix: 'Prix',
  devise: 'Devise',
  est_actif: 'En ligne',
  est_active: 'Visible',
  image: 'Image principale',
  image_miniature: 'Miniature',
  galerie_json: 'Images',
  images_details: 'Textes alternatifs et points focaux',
  caracteristiques: 'Caractéristiques',
  location: 'Location',
  nom_auteur: 'Auteur',
  extrait: 'Extrait',
  contenu_html: 'Contenu',
  statut: 'Statut',
  publie_le: 'Date de publication',
  nom: 'Nom',
  position: 'Position',
  name: 'Nom',
  email: 'Adresse e-mail',
  role: 'Rôle',
  active: 'Compte actif',
  must_change_password: 'Mot de passe à changer',
  temporary_password_expires_at: 'Fin du mot de passe provisoire',
  first_name: 'Prénom',
  last_name: 'Nom de famille',
  subject: 'Objet',
  department: 'Service',
  urgent: 'Urgente',
  traite: 'Traitée',
  traite_le: 'Traitée le',
  note: 'Note interne',
  assigne_a: 'Attribuée à',
  requireTwoFactor: 'Double authentification obligatoire',
  codes_de_secours: 'Codes de secours',
  'double authentification': 'Double authentification',
  produit: 'Produit',
  article: 'Article',
  genre: 'Type de règle',
  termes: 'Termes',
  cibles: 'Trouve aussi',
};

/** Long HTML: its change reads "texte modifié", the words that changed shown on demand. */
export const htmlFields: ReadonlySet<string> = new Set(['description_html', 'contenu_html']);

const imagePathFields = new Set(['image', 'image_miniature']);
const idFields = new Set(['categorie_id', 'parent_id', 'produit', 'article']);

/** A field's French label; a field no one named yet reads as words, never as a column name. */
export function fieldLabel(field: string): string {
  const known = labels[field];
  if (known) return known;
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const articleStatuses: Readonly<Record<string, string>> = {
  brouillon: 'Brouillon',
  publie: 'Publié',
  archive: 'Archivé',
};

const tunisDateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Tunis',
});

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** "27 novembre 2026 à 03:10", Tunis time; the text itself when it is no date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : tunisDateTime.format(date);
}

/** A stored image's file name: what staff recognise, not its storage folder. */
export function imageName(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? path;
  return decodeURIComponent(clean.slice(clean.lastIndexOf('/') + 1)) || path;
}

/** The strings of a JSON list, even cut short by the journal (`…` at its end). */
function quotedStrings(text: string): string[] {
  return [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? '');
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('fr-FR')} ${count > 1 ? many : one}`;

function galleryText(text: string): string {
  const names = quotedStrings(text).map(imageName);
  if (names.length === 0) return 'aucune image';
  const cut = text.endsWith('…') ? ', …' : '';
  return `${plural(names.length, 'image', 'images')} : ${names.join(', ')}${cut}`;
}

function detailsText(text: string): string {
  const alts = [...text.matchAll(/"alt"\s*:\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]);
  if (alts.length === 0) return 'aucune image décrite';
  const shown = alts.map((alt) => (alt ? `« ${alt} »` : 'sans texte alternatif'));
  return `${plural(alts.length, 'image', 'images')} : ${shown.join(', ')}`;
}

const jsonString = String.raw`"((?:[^"\\]|\\.)*)"`;
const pairPattern = new RegExp(
  String.raw`\{"(libelle|valeur)":${jsonString},"(libelle|valeur)":${jsonString}\}`,
  'g',
);

const unquoted = (text: string) => {
  try {
    const value: unknown = JSON.parse(`"${text}"`);
    return typeof value === 'string' ? value : text;
  } catch {
    return text;
  }
};

/**
 * Characteristics as the journal stored them (JSON, cut past 200 characters): "Charge
 * maximale : 135 kg ; Poids : 18 kg", `…` when the journal cut the list.
 */
function characteristicsValue(text: string): string {
  try {
    const list: unknown = JSON.parse(text);
    return characteristicsText(characteristicsOf(list));
  } catch {
    const rows = [...text.matchAll(pairPattern)].map((match) => {
      const byKey = { [match[1] ?? '']: match[2] ?? '', [match[3] ?? '']: match[4] ?? '' };
      return { libelle: unquoted(byKey.libelle ?? ''), valeur: unquoted(byKey.valeur ?? '') };
    });
    return `${rows.length > 0 ? characteristicsText(rows) : ''} …`.trim();
  }
}

/** The empty value as staff read it. */
export const emptyValue = '(vide)';

/**
 * A field's value as the journal stored it (text), as staff read it. HTML fields are not passed
 * here (see `htmlFields`): their change is "texte modifié".
 */
export function formatFieldValue(field: string, text: string | null): string {
  // Issue 39: a product's rental terms; none is said, not « (vide) ».
  if (field === 'location')
    return text === null || text === '' ? notRentedLabel : rentalTermsFromJournal(text);
  if (text === null || text === '') return emptyValue;
  if (text === 'true' || text === 'false') return text === 'true' ? 'Oui' : 'Non';
  if (field === 'prix') {
    const amount = Number(text);
    return Number.isFinite(amount) ? priceLabel(amount, site.currency) : text;
  }
  if (field === 'galerie_json') return galleryText(text);
  if (field === 'images_details') return detailsText(text);
  if (field === 'caracteristiques') return characteristicsValue(text);
  if (imagePathFields.has(field)) return imageName(text);
  if (idFields.has(field) && /^\d+$/.test(text)) return `n° ${text}`;
  if (field === 'statut') return articleStatuses[text] ?? text;
  if (field === 'role' && (text === 'administrateur' || text === 'editeur')) {
    return staffRoleLabels[text];
  }
  if (isoInstant.test(text)) return formatDateTime(text);
  return text;
}

export { articleStatuses, plural };
