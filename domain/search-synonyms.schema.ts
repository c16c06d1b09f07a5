import * as v from 'valibot';
import { synonymKinds } from './search-synonyms.ts';

/** A rule as GET /api/crud/search-synonyms gives it (issue 37 §3). */
export const SynonymRuleSchema = v.object({
  id: v.number(),
  genre: v.picklist(synonymKinds),
  termes: v.array(v.string()),
  cibles: v.array(v.string()),
  modifie_le: v.string(),
});
export type SynonymRuleRow = v.InferOutput<typeof SynonymRuleSchema>;

export const SynonymPageSchema = v.object({ rows: v.array(SynonymRuleSchema), total: v.number() });

/** « Tester une recherche »: how each stretch of the words reads, and what visitors get. */
export const SynonymTrySchema = v.object({ mots: v.array(v.string()), produits: v.number() });
export type SynonymTry = v.InferOutput<typeof SynonymTrySchema>;

/** What the screen sends to save a rule; the API checks the rest (search-synonyms.ts). */
export const SynonymSaveSchema = v.object({
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  genre: v.picklist(synonymKinds),
  termes: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(50)),
  cibles: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(50)),
});
export type SynonymSave = v.InferOutput<typeof SynonymSaveSchema>;
