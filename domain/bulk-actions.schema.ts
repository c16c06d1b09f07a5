/**
 * Bulk actions of the products and articles lists (issue 24): one request, all or nothing. The
 * bodies the API accepts and the answers the REST client checks, in one copy.
 */
import * as v from 'valibot';

/** At most this many rows per request: one page of the admin list. */
export const bulkMaxIds = 100;

const BulkId = v.pipe(
  v.number('doit être un identifiant'),
  v.integer('doit être un identifiant entier'),
  v.minValue(1, 'doit être un identifiant positif'),
  v.maxValue(2_147_483_647, 'doit être un identifiant valide'),
);

/** 1 to 100 ids; a repeated id counts once (a selection sent twice changes nothing twice). */
const BulkIds = v.pipe(
  v.array(BulkId, 'doit être une liste d’identifiants'),
  v.minLength(1, 'doit contenir au moins un identifiant'),
  v.maxLength(bulkMaxIds, `doit contenir au plus ${bulkMaxIds} identifiants`),
  v.transform((ids) => [...new Set(ids)]),
);

/** What `restaurer` puts back: the `previous` of an earlier answer (undo within 10 s). */
const Previous = <const TEntry extends v.GenericSchema<unknown, { id: number }>>(entry: TEntry) =>
  v.pipe(
    v.array(entry, 'doit être la liste « previous » d’une réponse précédente'),
    v.minLength(1, 'doit contenir au moins un élément'),
    v.maxLength(bulkMaxIds, `doit contenir au plus ${bulkMaxIds} éléments`),
    v.check(
      (list) => new Set(list.map((item) => item.id)).size === list.length,
      'ne doit pas nommer deux fois le même identifiant',
    ),
  );

const ProductPrevious = v.union(
  [
    v.strictObject({ id: BulkId, est_actif: v.boolean('doit être vrai ou faux') }),
    v.strictObject({ id: BulkId, categorie_id: v.nullable(BulkId) }),
  ],
  'doit être { id, est_actif } ou { id, categorie_id }',
);

/** A missing key's message (valibot reports it with the object's message). */
const required = 'est obligatoire';

const actionMessage = (actions: readonly string[]) => `doit valoir ${actions.join(', ')}`;
export const productBulkActions = [
  'activer',
  'desactiver',
  'deplacer',
  'supprimer',
  'restaurer',
] as const;

export const ProductBulkBodySchema = v.variant(
  'action',
  [
    v.strictObject(
      {
        action: v.picklist(['activer', 'desactiver', 'supprimer']),
        ids: BulkIds,
      },
      required,
    ),
    v.strictObject(
      {
        action: v.literal('deplacer'),
        ids: BulkIds,
        categorie_id: v.pipe(v.number('doit être l’identifiant d’une catégorie'), BulkId),
      },
      required,
    ),
    v.strictObject(
      { action: v.literal('restaurer'), previous: Previous(ProductPrevious) },
      required,
    ),
  ],
  actionMessage(productBulkActions),
);
export type ProductBulkBody = v.InferOutput<typeof ProductBulkBodySchema>;
export type ProductBulkRequest = v.InferInput<typeof ProductBulkBodySchema>;
export type ProductPrevious = v.InferOutput<typeof ProductPrevious>;

/** An ISO 8601 instant (a date the API itself sent back in `previous`). */
const Instant = v.pipe(
  v.string('doit être une date ISO 8601'),
  v.isoTimestamp('doit être une date ISO 8601'),
);

const ArticlePrevious = v.strictObject(
  {
    id: BulkId,
    statut: v.picklist(
      ['brouillon', 'publie', 'archive'],
      'doit valoir brouillon, publie ou archive',
    ),
    publie_le: v.nullable(Instant),
  },
  required,
);

export const articleBulkActions = ['publier', 'depublier', 'supprimer', 'restaurer'] as const;

export const ArticleBulkBodySchema = v.variant(
  'action',
  [
    v.strictObject(
      { action: v.picklist(['publier', 'depublier', 'supprimer']), ids: BulkIds },
      required,
    ),
    v.strictObject(
      { action: v.literal('restaurer'), previous: Previous(ArticlePrevious) },
      required,
    ),
  ],
  actionMessage(articleBulkActions),
);
export type ArticleBulkBody = v.InferOutput<typeof ArticleBulkBodySchema>;
export type ArticleBulkRequest = v.InferInput<typeof ArticleBulkBodySchema>;
export type ArticlePrevious = v.InferOutput<typeof ArticlePrevious>;

const Ids = v.array(v.number());

/** The answer: what changed, what was already so, and (reversible actions) what undo sends back. */
export const ProductBulkResultSchema = v.object({
  changed: Ids,
  unchanged: Ids,
  previous: v.optional(v.array(ProductPrevious)),
});
export type ProductBulkResult = v.InferOutput<typeof ProductBulkResultSchema>;

export const ArticleBulkResultSchema = v.object({
  changed: Ids,
  unchanged: Ids,
  previous: v.optional(v.array(ArticlePrevious)),
});
export type ArticleBulkResult = v.InferOutput<typeof ArticleBulkResultSchema>;
