/**
 * A product's characteristics as the API takes them (issue 37 §2): a JSON list of
 * `{ libelle, valeur }`, or its JSON text in a multipart form. Texts are normalised, then the
 * list's rules (domain/characteristics.ts) apply, each problem named in French with its row.
 */
import * as v from 'valibot';
import {
  type Characteristic,
  checkCharacteristics,
  firstCharacteristicsProblem,
  normalizeCharacteristics,
} from './characteristics.ts';

const Row = v.strictObject(
  {
    libelle: v.string('le libellé doit être du texte'),
    valeur: v.string('la valeur doit être du texte'),
  },
  'chaque caractéristique doit être un objet { libelle, valeur }',
);

const listMessage = 'doit être une liste de caractéristiques { libelle, valeur }';

export const CharacteristicsInput = v.pipe(
  v.array(Row, listMessage),
  v.transform((list) => normalizeCharacteristics(list)),
  v.rawCheck<Characteristic[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = firstCharacteristicsProblem(checkCharacteristics(dataset.value));
    if (problem) addIssue({ message: problem });
  }),
);

/** The multipart form's field: the list as JSON text (blank: none). */
export const CharacteristicsText = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const text = dataset.value.trim();
    if (text === '') return [];
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed;
    } catch {
      addIssue({ message: `${listMessage} (JSON)` });
      return NEVER;
    }
  }),
  CharacteristicsInput,
);
