/**
 * The one typed place for the site's identity and constants.
 *
 * Everything a visitor reads about the company (name, phone, shops, hours…) and every
 * number of SPEC §9 lives here, so a change of phone number or page size is one edit.
 * Browser code may import this file: it holds no secret. Environment variables are read
 * only by `parseEnv`/`getEnv` (app.env.ts, re-exported below), which run on the server.
 */

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

/**
 * What an address asked of a lane lately, halving every 10 s (server/http/recent-demand.ts): up to
 * 30 (about two pages a second) it ranks as a visitor; past that, a full lane serves it after the
 * lighter addresses and gives its queue places to them first (issue 34).
 */
const recentDemand = { halfLifeMs: 10_000, light: 30, maxAddresses: 4_096 };

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
  /** The back-office lists' page sizes and page bounds (docs/decisions/026). */
  trashPageSize: 20,
  trashMaxPages: 1_000,
  journalPageSize: 50,
  /** A journal page past the 100th is refused: narrow the filters instead. */
  journalMaxPages: 100,
  /** The API counts journal lines up to this many ("Plus de 10 000 lignes"). */
  journalCountCap: 10_000,
  adminListMaxPages: 100_000,
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
  /** Issue 24: how long a bulk action's toast offers "Annuler" (status and category only). */
  bulkUndoWindowMs: 10_000,
  /**
   * Revisions kept per article or product (issue 24, docs/decisions/020): each save keeps one,
   * the save past this many drops the oldest. About 2.2 KB an article, 1.1 KB a product.
   */
  revisionsKept: 50,
  /**
   * Days a deleted article or product stays in the Corbeille (issue 24, docs/decisions/021),
   * restorable, before the scheduled purge deletes it for good; the purge runs this often.
   */
  trashDays: 30,
  trashPurgeEveryMinutes: 60,
  /** Issue 36 §5: "Annuler cet import" is offered this long after a products CSV import. */
  importUndoMinutes: 10,
} as const;

/**
 * The server's own bounds: caches, request sizes, render lanes, the API proxy. Apart from `limits`
 * because app.config.ts is in every page's entry chunk and an object ships whole: none of this
 * is the browser's business (issue 36, the public JavaScript budget).
 */
export const serverLimits = {
  /** Issue 37 §1: other products of the same category under a product page. */
  relatedProducts: 4,
  /** sitemaps.org: at most 50,000 URLs in one sitemap file (past that, a sitemap index). */
  sitemapUrlsPerFile: 50_000,
  /**
   * Kept per catalogue version (server/db/repositories/list-cache.ts): product list totals (by
   * filter), and the best-ranked ids of searches (`rankedPerSearch` each, at most `rankedIds` in
   * all, ~8 bytes each); and the page statements of this many list shapes, built once each.
   */
  listCache: {
    totals: 5_000,
    rankedIds: 2_000_000,
    rankedPerSearch: 5_000,
    statements: 1_000,
    /** GET /crud/products answers kept as bytes (server/api/products/product-list-answers.ts). */
    answerMegabytes: 8,
  },
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
  /**
   * What one request may cost before any work is done (scripts/start.ts, docs/decisions/011).
   * Server functions: bodies and query-string payloads refused past these sizes with 413.
   */
  serverFunctions: {
    maxBodyKilobytes: 256,
    /** The article form sends the whole article (contenu_html: 500,000 characters). */
    largeBodyKilobytes: 4_096,
    largeBodyFunctions: [
      'article-form--createArticleFromForm',
      'article-form--updateArticleFromForm',
      'article-form--previewArticleHtml',
    ],
    maxQueryKilobytes: 8,
  },
  /**
   * Uncached work (page renders, server functions, server routes, the API) runs in lanes of
   * bounded concurrency with a short queue; past it the answer is 503 with Retry-After. Staff
   * (a genuine session) have their own lane, so a flood of anonymous or forged-cookie requests
   * never queues them, and cached pages are served before any of it. Anonymous API calls have
   * theirs: each mostly waits for the database (a millisecond or two of CPU), so more of them
   * run at once than renders, under a busy-share budget of their own.
   */
  renderLanes: {
    /**
     * At most 15 % of the time rendering for anonymous visitors, two at a time, while contended
     * (below): the cached pages and files keep the rest. A quiet server renders four at a time.
     */
    public: {
      concurrency: 4,
      contendedConcurrency: 2,
      queue: 32,
      maxWaitMs: 5_000,
      maxBusyShare: 0.15,
      /**
       * One address: two renders at a time and four waiting (429 past that, issue 34): room for a
       * browser's own parallel requests, or a few visitors behind one address.
       */
      perAddress: { active: 2, queued: 4, demand: recentDemand },
    },
    /**
     * An API call is a millisecond or two of work: 256 waiting drain in well under a second, so a
     * crowd of 200 visitors, each its own address, waits its turn instead of being refused (with
     * 64, issue 39's benchmark saw 200 connections get 114 answers a second and 3,376 refusals,
     * each re-sent at once).
     */
    api: {
      concurrency: 8,
      contendedConcurrency: 4,
      queue: 256,
      maxWaitMs: 5_000,
      maxBusyShare: 0.2,
      perAddress: { active: 2, queued: 6, demand: recentDemand },
    },
    /**
     * Contended: more than this many other requests (cached pages, files) a second while the
     * event loop is busy at least `contendedAboveUtilization` of the last second and an anonymous
     * lane ran jobs at least `contendedAboveLaneShare` of it; it stays so for `contendedHoldMs`.
     */
    contendedAbovePerSecond: 0,
    contendedAboveUtilization: 0.8,
    contendedAboveLaneShare: 0.5,
    contendedHoldMs: 5_000,
    staff: { concurrency: 8, queue: 32, maxWaitMs: 10_000 },
    retryAfterSeconds: 2,
    /**
     * Refusals answered at once, up to 20 a second per address (60 at a burst); past that, the
     * refused connection is not read again for a second (server/http/refusal-hold.ts): a client
     * ignoring Retry-After waits on its own socket instead of taking the event loop.
     */
    refusalHold: { perSecond: 20, burst: 60, holdMs: 1_000, maxAddresses: 4_096 },
    /** Refusals are logged once per interval, naming the most refused addresses. */
    refusalLog: { intervalMs: 10_000, maxAddresses: 5 },
    /** A request in the public lane must have sent its whole body within this time (else 408). */
    bodyDeadlineMs: 10_000,
  },
  /** With API_BASE_URL, the longest a call passed through to the other server may take (502 past it). */
  apiProxyTimeoutMs: 30_000,
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

/** Images per upload request and bytes per image, checked by the API and the site's upload routes. */
export const uploadLimits = { maxFileBytes: 10 * 1024 * 1024, maxFiles: 20 } as const;

/**
 * With DATABASE_URL, images live in PostgreSQL and each instance keeps the ones it served (originals
 * and `?w=` copies) on its disk, under DATA_DIR/cache/variants, up to this size; the least recently
 * served go first (docs/decisions/017).
 */
export const imageCache = { maxMegabytes: 512 } as const;

/**
 * Issue 20 point 10: photos chosen in the back-office are checked and shrunk in the browser before
 * they are sent. The byte limit and the types are the API's (server/storage/image-processing.ts,
 * which checks them again); `maxEdge` is the API's largest stored side, so nothing is lost.
 */
export const imagePicking = {
  maxBytes: uploadLimits.maxFileBytes,
  maxEdge: 2000,
  quality: 0.88,
  /** Sent as they are when small enough; anything else is converted when the browser can read it. */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'],
} as const;

/**
 * First-party statistics' ingestion (issue 38, `POST /api/stats/events`). Its own export: the
 * browser's beacon never needs it, so it stays out of the pages' entry chunk.
 */
export const statsIngestion = {
  /**
   * Per address and per instance, in memory: a token bucket of events. A visitor reading pages
   * sends a few a minute; 120 a minute (a burst of 240) leaves room for dozens of people behind
   * one address (a clinic, a mobile operator's shared address) and refuses a script (429).
   * At most `maxAddresses` buckets are kept, the least recently seen forgotten first.
   */
  perAddress: { burst: 240, perMinute: 120, maxAddresses: 16_384 },
  /**
   * Each instance's buffer: written in one statement every `flushEveryMs`, or as soon as
   * `flushAt` events wait (at most `maxBatch` a statement); past `maxEvents` waiting, new events
   * are dropped and counted (stats_drops).
   */
  buffer: { maxEvents: 20_000, flushAt: 1_000, maxBatch: 5_000, flushEveryMs: 1_000 },
} as const;
