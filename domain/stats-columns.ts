/**
 * The statistics tables as staff read them (issue 38): each table's French title and columns,
 * shared by the screen and the CSV export, so both name a column the same way.
 */
import type { StatsRowsByTable, StatsTableName } from './stats-report.ts';

/** How a cell is written: text, a count, a rate (0..1) or a moment (a day or an instant). */
export type StatsCellKind = 'text' | 'count' | 'rate' | 'date';

export interface StatsColumn<Row> {
  /** The row's field: the sort key when the table sorts by it. */
  key: keyof Row & string;
  label: string;
  kind: StatsCellKind;
}

export interface StatsTableView<Row> {
  title: string;
  /** The CSV file's name, before the period. */
  file: string;
  /** Shown when the period has no row. */
  empty: string;
  columns: readonly StatsColumn<Row>[];
}

type Views = { readonly [T in StatsTableName]: StatsTableView<StatsRowsByTable[T]> };

export const statsTableViews: Views = {
  pages: {
    title: 'Pages les plus vues',
    file: 'pages',
    empty: 'Aucune page vue sur la période.',
    columns: [
      { key: 'path', label: 'Page', kind: 'text' },
      { key: 'title', label: 'Titre', kind: 'text' },
      { key: 'views', label: 'Pages vues', kind: 'count' },
      { key: 'visitors', label: 'Visiteurs', kind: 'count' },
    ],
  },
  articles: {
    title: 'Articles',
    file: 'articles',
    empty: 'Aucun article lu sur la période.',
    columns: [
      { key: 'title', label: 'Article', kind: 'text' },
      { key: 'path', label: 'Adresse', kind: 'text' },
      { key: 'views', label: 'Lectures', kind: 'count' },
      { key: 'visitors', label: 'Visiteurs', kind: 'count' },
    ],
  },
  entrees: {
    title: 'Pages d’entrée',
    file: 'pages-entree',
    empty: 'Aucune visite sur la période.',
    columns: [
      { key: 'path', label: 'Page', kind: 'text' },
      { key: 'visits', label: 'Visites', kind: 'count' },
      { key: 'bounces', label: 'Visites d’une seule page', kind: 'count' },
    ],
  },
  provenances: {
    title: 'Provenances',
    file: 'provenances',
    empty: 'Aucun visiteur venu d’un autre site sur la période.',
    columns: [
      { key: 'host', label: 'Site d’origine', kind: 'text' },
      { key: 'visits', label: 'Visites', kind: 'count' },
      { key: 'visitors', label: 'Visiteurs', kind: 'count' },
    ],
  },
  campagnes: {
    title: 'Campagnes',
    file: 'campagnes',
    empty: 'Aucune visite venue d’une campagne sur la période.',
    columns: [
      { key: 'campaign', label: 'Campagne', kind: 'text' },
      { key: 'source', label: 'Source', kind: 'text' },
      { key: 'medium', label: 'Support', kind: 'text' },
      { key: 'visits', label: 'Visites', kind: 'count' },
    ],
  },
  appareils: {
    title: 'Appareils',
    file: 'appareils',
    empty: 'Aucun visiteur sur la période.',
    columns: [
      { key: 'name', label: 'Appareil', kind: 'text' },
      { key: 'visitors', label: 'Visiteurs', kind: 'count' },
    ],
  },
  navigateurs: {
    title: 'Navigateurs',
    file: 'navigateurs',
    empty: 'Aucun visiteur sur la période.',
    columns: [
      { key: 'name', label: 'Navigateur', kind: 'text' },
      { key: 'visitors', label: 'Visiteurs', kind: 'count' },
    ],
  },
  produits: {
    title: 'Produits',
    file: 'produits',
    empty: 'Aucun produit ouvert sur la période.',
    columns: [
      { key: 'title', label: 'Produit', kind: 'text' },
      { key: 'opens', label: 'Ouvertures', kind: 'count' },
      { key: 'whatsapp', label: 'Clics WhatsApp', kind: 'count' },
      { key: 'phone', label: 'Appels', kind: 'count' },
      { key: 'conversionRate', label: 'Taux de conversion', kind: 'rate' },
    ],
  },
  recherches: {
    title: 'Recherches',
    file: 'recherches',
    empty: 'Aucune recherche sur la période.',
    columns: [
      { key: 'term', label: 'Terme', kind: 'text' },
      { key: 'searches', label: 'Recherches', kind: 'count' },
      { key: 'emptySearches', label: 'Sans résultat', kind: 'count' },
      { key: 'results', label: 'Résultats', kind: 'count' },
    ],
  },
  'recherches-sans-resultat': {
    title: 'Recherches sans résultat',
    file: 'recherches-sans-resultat',
    empty: 'Toutes les recherches de la période ont trouvé au moins un produit.',
    columns: [
      { key: 'term', label: 'Terme', kind: 'text' },
      { key: 'searches', label: 'Recherches', kind: 'count' },
      { key: 'lastSeen', label: 'Dernière recherche', kind: 'date' },
    ],
  },
  'pages-introuvables': {
    title: 'Pages introuvables',
    file: 'pages-introuvables',
    empty: 'Aucune page introuvable demandée sur la période.',
    columns: [
      { key: 'path', label: 'Adresse demandée', kind: 'text' },
      { key: 'referrer', label: 'Venue de', kind: 'text' },
      { key: 'views', label: 'Demandes', kind: 'count' },
    ],
  },
};

/** A product's title, or what to say of a product deleted since. */
export const productTitle = (title: string | null, id: number): string =>
  title ?? `Produit supprimé (n° ${id})`;

/** A column of whichever table. */
export interface StatsAnyColumn {
  key: string;
  label: string;
  kind: StatsCellKind;
}

export const columnsOf = (table: StatsTableName): readonly StatsAnyColumn[] =>
  statsTableViews[table].columns;

/** A row's value under `key`: text, a number, or null (missing or empty). */
export function cellValue(row: object, key: string): string | number | null {
  const found: unknown = Object.entries(row).find(([name]) => name === key)?.[1];
  return typeof found === 'string' || typeof found === 'number' ? found : null;
}
