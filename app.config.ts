/**
 * The one typed place for the site's identity and constants.
 *
 * Everything a visitor reads about the company (name, phone, shops, hours…) and every
 * number of SPEC §9 lives here, so a change of phone number or page size is one edit.
 * Browser code may import this file: it holds no secret. Environment variables are read
 * only by `parseEnv`/`getEnv`, which run on the server.
 */
import * as v from 'valibot';

/** A shop as shown on /location-materiel, /magasins and /contact (SPEC §3 "Shop info"). */
export interface Shop {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  /** International number without "+" or spaces, as chat links expect it. */
  readonly chatNumber: string;
  readonly phone: string;
  readonly image: string;
  readonly mapUrl: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface OpeningHours {
  readonly label: string;
  readonly value: string;
}

export const site = {
  name: 'MédiConfort Tunisie',
  shortName: 'MédiConfort',
  description:
    'Vente et location de matériel médical en Tunisie : confort, maintien à domicile, mobilité, incontinence et équipement professionnel. Deux magasins à Tunis et un service d’astreinte 24h/24.',
  /** Canonical base used when SITE_URL is not set (production must set SITE_URL). */
  defaultUrl: 'http://localhost:3000',
  locale: 'fr_FR',
  language: 'fr',
  /**
   * Prices are in Tunisian dinars. SPEC §3 makes EUR the API's default `devise`, so products
   * added from the back-office send it explicitly (our API accepts the field on create).
   */
  currency: 'TND',
  defaultShareImage: '/images/share-default.png',
  logo: '/images/logo.svg',
  phone: '+216 71 750 750',
  email: 'contact@mediconfort.tn',
  address: {
    street: 'Centre Urbain Nord',
    city: 'Tunis',
    postalCode: '1082',
    country: 'Tunisie',
    countryCode: 'TN',
    full: 'Centre Urbain Nord, Tunis 1082',
  },
  /** Messaging-app (WhatsApp) number for orders and quotes: digits only, country code first. */
  chatNumber: '21698750750',
  copyrightYear: 2024,
  foundedYear: 1977,
} as const;

/** SPEC §1: the claims the client asked to show; each page uses one consistent set. */
export const claims = {
  referencesHome: 2000,
  referencesOther: 1000,
  since: 1977,
  yearsOfPresence: 40,
  shopsNetwork: 160,
  shopsOwned: 2,
  yearsOfExperience: 10,
  patientSatisfactionPercent: 98,
  professionalDiscountPercent: 10,
} as const;

export const shops: readonly [Shop, Shop] = [
  {
    id: 'centre-urbain-nord',
    name: 'Magasin Centre Urbain Nord',
    address: 'Centre Urbain Nord, Tunis 1082',
    chatNumber: '21698750750',
    phone: '+216 71 750 750',
    image: '/images/shops/centre-urbain-nord.svg',
    mapUrl: 'https://www.openstreetmap.org/?mlat=36.8430&mlon=10.1960#map=17/36.8430/10.1960',
    latitude: 36.843,
    longitude: 10.196,
  },
  {
    id: 'lafayette',
    name: 'Magasin Lafayette',
    address: 'Avenue de Paris, Lafayette, Tunis 1002',
    chatNumber: '21698750751',
    phone: '+216 71 750 751',
    image: '/images/shops/lafayette.svg',
    mapUrl: 'https://www.openstreetmap.org/?mlat=36.8150&mlon=10.1800#map=17/36.8150/10.1800',
    latitude: 36.815,
    longitude: 10.18,
  },
];

/** SPEC §2 footer and §9: opening hours. */
export const hours: readonly OpeningHours[] = [
  { label: 'Lundi – Vendredi', value: '8h30 – 18h30' },
  { label: 'Samedi', value: '9h00 – 13h00' },
  { label: 'Dimanche', value: 'Fermé' },
];
export const emergencyHours = 'Urgences : 24h/24 7j/7';
/** SPEC §9: vital emergency number (SAMU in Tunisia). */
export const vitalEmergencyNumber = '190';

/** Marks a legal detail the company has not supplied yet; the legal pages show it as such. */
export const legalPlaceholder = 'à compléter';

/**
 * Publisher and host details of the legal pages (/mentions-legales, /politique-confidentialite).
 * Registration numbers are never invented: each `legalPlaceholder` must be replaced by the
 * company's real value before the site goes live.
 */
export const legal = {
  /** Raison sociale as registered (may differ from the trade name `site.name`). */
  legalName: legalPlaceholder,
  legalForm: legalPlaceholder,
  /** Identifiant unique au Registre national des entreprises (RNE). */
  registrationNumber: legalPlaceholder,
  /** Matricule fiscal. */
  taxId: legalPlaceholder,
  publicationDirector: legalPlaceholder,
  /** Reference of the prior declaration (or authorisation) filed with the INPDP. */
  inpdpDeclaration: legalPlaceholder,
  hosting: {
    name: legalPlaceholder,
    address: legalPlaceholder,
    contact: legalPlaceholder,
  },
} as const;

export const socialLinks = [
  { name: 'Facebook', url: 'https://www.facebook.com/mediconfort.tn' },
  { name: 'Instagram', url: 'https://www.instagram.com/mediconfort.tn' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/mediconfort-tn' },
] as const;

/** SPEC §9: business constants and limits. Durations are in milliseconds unless named otherwise. */
export const limits = {
  publicProductsPageSize: 6,
  productSearchOnlyLimit: 50,
  overviewCategories: 3,
  overviewProductsPerCategory: 3,
  productSearchDebounceMs: 300,
  defaultProductSort: 'name',
  publicNewsPageSize: 6,
  relatedArticles: 3,
  paginationWindow: 5,
  dashboardPageSize: 10,
  categoryDropdownList: 200,
  categoryDropdownForm: 100,
  adminCategoryListLimit: 100,
  homeCategoriesExamined: 12,
  homeCategoriesShown: 4,
  homeCategoryListLimit: 500,
  categoryCoverTimeoutMs: 5_000,
  homeCategoriesCacheMinutes: 360,
  contactSuccessMs: 3_000,
  editProductRedirectMs: 2_000,
  skeletonRows: 5,
  readingWordsPerMinute: 200,
  seoDescriptionCounter: 300,
  sharePopup: { width: 600, height: 400 },
  dateLocale: 'fr-FR',
  queryRetries: 3,
  queryRetryMaxDelayMs: 30_000,
  queryGcTimeMs: 5 * 60_000,
  tooltipOpenDelayMs: 700,
  tooltipSkipDelayMs: 300,
  toastDurationMs: 4_000,
  toastVisible: 3,
  /** Rendered anonymous pages kept in memory (server/page-cache, docs/decisions/009). */
  pageCache: {
    maxEntries: 2_000,
    maxMegabytes: 64,
    maxNotFoundEntries: 200,
    maxEntryMegabytes: 8,
    /** Safety net when nothing reports a change: an entry is rendered again after this. */
    maxAgeMinutes: 60,
    /** With API_BASE_URL, writes made elsewhere are not reported: entries live this long. */
    remoteApiMaxAgeSeconds: 30,
    /** What a CDN or reverse proxy in front may do with an anonymous page. */
    sharedMaxAgeSeconds: 30,
    staleWhileRevalidateSeconds: 60,
  },
} as const;

/** SPEC §9: departments offered by the contact form. */
export const contactDepartments = [
  'Cardiologie',
  'Neurologie',
  'Ophtalmologie',
  'Pédiatrie',
  'Orthopédie',
  'Pneumologie',
  'Urgences',
  'Autre',
] as const;

/** SPEC §9: local storage keys. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  cookiePreferences: 'cookiePreferences',
  homeCategoriesCache: 'homeCategories:v1',
} as const;

const Port = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer('PORT must be an integer'),
  v.minValue(1, 'PORT must be between 1 and 65535'),
  v.maxValue(65_535, 'PORT must be between 1 and 65535'),
);
const HttpUrl = (name: string) =>
  v.pipe(
    v.string(),
    v.url(`${name} must be an absolute URL (e.g. https://www.example.tn)`),
    v.regex(/^https?:\/\//, `${name} must start with http:// or https://`),
    v.transform((url) => url.replace(/\/+$/, '')),
  );

const Seconds = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number of seconds`),
    v.transform(Number),
    v.minValue(1, `${name} must be at least 1 second`),
  );

/** The server's environment, parsed once. Empty strings count as unset. */
export const EnvSchema = v.object({
  PORT: v.optional(Port, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  SITE_URL: v.optional(HttpUrl('SITE_URL')),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'),
    ),
  ),
  API_BASE_URL: v.optional(HttpUrl('API_BASE_URL')),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  /** First administrator, created or updated at start. */
  ADMIN_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('ADMIN_EMAIL must be an e-mail address')),
  ),
  ADMIN_PASSWORD: v.optional(
    v.pipe(v.string(), v.minLength(12, 'ADMIN_PASSWORD must be at least 12 characters')),
  ),
  /** HS256 secret for access tokens; when unset, one is generated and kept in the database. */
  JWT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters')),
  ),
  ACCESS_TOKEN_TTL: v.optional(Seconds('ACCESS_TOKEN_TTL'), '900'),
  REFRESH_TOKEN_TTL: v.optional(Seconds('REFRESH_TOKEN_TTL'), String(30 * 24 * 3600)),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'TRUST_PROXY must be true or false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    'false',
  ),
  /**
   * Whether search engines may index the site (robots.txt). auto: only a production server on a
   * real host (not localhost); on: always (e.g. to audit SEO locally); off: never (a staging copy).
   */
  INDEXING: v.optional(
    v.picklist(['auto', 'on', 'off'], 'INDEXING must be auto, on or off'),
    'auto',
  ),
  /** on: anonymous public pages are served from memory once rendered (docs/decisions/009). */
  PAGE_CACHE: v.optional(v.picklist(['on', 'off'], 'PAGE_CACHE must be on or off'), 'on'),
  /** auto: seed demo data on the first start of an empty embedded database; never: don't. */
  SEED_DEMO: v.optional(v.picklist(['auto', 'never'], 'SEED_DEMO must be auto or never'), 'auto'),
});

export type Env = Omit<v.InferOutput<typeof EnvSchema>, 'SITE_URL'> & { SITE_URL: string };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses an environment record; throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = v.getDotPath(issue) ?? '(environment)';
      return `  - ${key}: ${issue.message}`;
    });
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const env = result.output;
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
    throw new EnvError(
      'Invalid environment variables:\n  - ADMIN_PASSWORD: required when ADMIN_EMAIL is set',
    );
  }
  return { ...env, SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}` };
}

let cachedEnv: Env | undefined;

/** The process environment, parsed on first use (server only). */
export function getEnv(): Env {
  cachedEnv ??= parseEnv(process.env);
  return cachedEnv;
}
