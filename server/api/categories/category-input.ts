import * as v from 'valibot';
import {
  BooleanParam,
  IdParam,
  limitParam,
  PageParam,
  RowId,
  requiredText,
  SearchParam,
} from '../plumbing/input-fields.ts';

export const CategoryListQuery = v.object({
  search: SearchParam,
  page: PageParam,
  limit: limitParam(100, 500),
  est_active: BooleanParam,
  parent_id: v.optional(v.union([v.literal('null'), IdParam])),
});

const Position = v.pipe(
  v.number('doit être un nombre'),
  v.integer('doit être un entier'),
  v.minValue(0, 'ne peut pas être négatif'),
  v.maxValue(100_000, 'est trop élevé'),
);
const ParentId = v.nullable(RowId);

export const CategoryCreateBody = v.strictObject({
  nom: requiredText(120),
  slug: v.optional(v.nullable(v.string('doit être du texte'))),
  position: v.optional(Position, 0),
  est_active: v.optional(v.boolean('doit être un booléen'), true),
  parent_id: v.optional(ParentId),
});

export const CategoryUpdateBody = v.strictObject({
  nom: v.optional(requiredText(120)),
  slug: v.optional(v.string('doit être du texte')),
  position: v.optional(Position),
  est_active: v.optional(v.boolean('doit être un booléen')),
  parent_id: v.optional(ParentId),
});

export type CategoryCreate = v.InferOutput<typeof CategoryCreateBody>;
export type CategoryUpdate = v.InferOutput<typeof CategoryUpdateBody>;
