/**
 * What `POST /api/stats/events` accepts (issue 38): the beacon's body of stats-events.ts, checked
 * strictly. Unknown fields are refused, every text and number is bounded, each kind carries only
 * its own fields. Only the API imports this (the beacon stays free of valibot).
 */
import * as v from 'valibot';
import { statsBeaconLimits as limits, statsEventKinds, whatsappButtons } from './stats-events.ts';

const tooLong = (max: number) => `${max} caractères au maximum.`;

/** A text of at most `max` characters, without control characters. */
const text = (max: number) =>
  v.pipe(
    v.string('Texte attendu.'),
    v.maxLength(max, tooLong(max)),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    v.regex(/^[^\u0000-\u001f\u007f]*$/, 'Caractères de contrôle refusés.'),
  );

/** A path of this site: starts with a single `/`. */
const sitePath = (max: number) =>
  v.pipe(text(max), v.regex(/^\/(?![/\\])/, 'Chemin du site attendu (commençant par « / »).'));

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(
    v.number('Nombre attendu.'),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

const productId = wholeNumber(1, 2_147_483_647, 'Identifiant de produit invalide.');

/** The fields every event has. */
const where = {
  path: sitePath(limits.maxPath),
  route: sitePath(limits.maxRoute),
};

const kind = <K extends (typeof statsEventKinds)[number]>(name: K) =>
  v.literal(name, `Type d’événement inconnu (attendu : ${statsEventKinds.join(', ')}).`);

const View = v.strictObject({
  kind: kind('view'),
  ...where,
  title: v.optional(text(limits.maxTitle)),
  referrer: v.optional(text(limits.maxReferrer)),
  utmSource: v.optional(text(limits.maxUtm)),
  utmMedium: v.optional(text(limits.maxUtm)),
  utmCampaign: v.optional(text(limits.maxUtm)),
  notFound: v.optional(v.boolean('Vrai ou faux attendu.')),
});

const Open = v.strictObject({ kind: kind('open'), ...where, productId });

const Whatsapp = v.strictObject({
  kind: kind('whatsapp'),
  ...where,
  productId: v.optional(productId),
  button: v.optional(
    v.picklist(whatsappButtons, `Bouton inconnu (attendu : ${whatsappButtons.join(', ')}).`),
  ),
});

const Phone = v.strictObject({ kind: kind('phone'), ...where, productId: v.optional(productId) });
const Pdf = v.strictObject({ kind: kind('pdf'), ...where });
const Contact = v.strictObject({ kind: kind('contact'), ...where });

const Search = v.strictObject({
  kind: kind('search'),
  ...where,
  term: v.pipe(text(limits.maxTerm), v.trim(), v.nonEmpty('Terme de recherche vide.')),
  filters: v.optional(text(limits.maxFilters)),
  results: wholeNumber(0, limits.maxResults, 'Nombre de résultats invalide.'),
});

export const StatsBeaconEventSchema = v.variant(
  'kind',
  [View, Open, Whatsapp, Phone, Pdf, Contact, Search],
  `Type d’événement inconnu (attendu : ${statsEventKinds.join(', ')}).`,
);

export const StatsBeaconSchema = v.strictObject({
  events: v.pipe(
    v.array(StatsBeaconEventSchema, 'Liste d’événements attendue.'),
    v.minLength(1, 'Au moins un événement attendu.'),
    v.maxLength(limits.maxEvents, `${limits.maxEvents} événements au maximum par envoi.`),
  ),
});

/** A checked event: one kind's fields only (the API hands it on as a StatsBeaconEvent). */
export type ParsedStatsEvent = v.InferOutput<typeof StatsBeaconEventSchema>;
