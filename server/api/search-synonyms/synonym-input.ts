import * as v from 'valibot';
import { synonymKinds } from '#domain/search-synonyms.ts';
import { limitParam, PageParam, SearchParam } from '../plumbing/input-fields.ts';

export const SynonymListQuery = v.object({
  search: SearchParam,
  page: PageParam,
  limit: limitParam(20, 100),
});

/** « Tester une recherche »: the words a visitor would type. */
export const SynonymTryQuery = v.object({ search: SearchParam });

const Terms = v.pipe(
  v.array(v.string('doit être du texte'), 'doit être une liste de termes'),
  v.maxLength(50, 'trop de termes'),
);

/** A rule as the screen sends it; domain/search-synonyms.ts `checkSynonymRule` says the rest. */
export const SynonymBody = v.strictObject({
  genre: v.picklist(synonymKinds, 'doit valoir equivalents ou expansion'),
  termes: Terms,
  cibles: v.optional(Terms, []),
});

export type SynonymInput = v.InferOutput<typeof SynonymBody>;
