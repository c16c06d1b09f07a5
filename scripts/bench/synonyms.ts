/**
 * `--synonyms N` of the catalogue benchmarks (issue 37 §3): the search synonyms the measured site
 * holds, N rules in all: the demo's own first (they name the words the measured searches use:
 * déambulateur, fauteuil…), then groups of equivalent French terms made up from a vocabulary of
 * medical equipment, each term distinct. 0 leaves no rule (the search as before issue 37).
 */
import { sql } from 'drizzle-orm';
import type { SynonymRule } from '#domain/search-synonyms.ts';
import type { Database } from '#server/db/connection.ts';
import { searchSynonyms } from '#server/db/tables.ts';
import { demoSynonyms } from '#server/seed/demo-synonyms.ts';

const nouns = [
  ['coussin', 'galette', 'assise'],
  ['chaise', 'siège', 'fauteuil bas'],
  ['sangle', 'harnais', 'ceinture'],
  ['rampe', 'plan incliné', 'pente'],
  ['oreiller', 'traversin', 'cale-tête'],
  ['brassard', 'manchette', 'bracelet'],
  ['tuyau', 'tubulure', 'raccord'],
  ['chariot', 'desserte', 'guéridon'],
  ['poignée', 'barre', 'main courante'],
  ['pince', 'préhenseur', 'attrape-objet'],
];
const qualifiers = [
  'ergonomique',
  'renforcé',
  'bariatrique',
  'pédiatrique',
  'lavable',
  'pliable',
  'réglable',
  'antidérapant',
  'léger',
  'mural',
  'portatif',
  'compact',
  'médical',
  'confort',
  'premium',
  'standard',
  'jetable',
  'inox',
  'mousse',
  'gel',
];

/** Rule `i` of the made-up ones: three equivalent terms, none used by another rule. */
function madeUp(i: number): SynonymRule {
  const terms = nouns[i % nouns.length] ?? [];
  const qualifier = qualifiers[Math.floor(i / nouns.length) % qualifiers.length] ?? '';
  const round = Math.floor(i / (nouns.length * qualifiers.length));
  const suffix = round === 0 ? '' : ` v${round + 1}`;
  return {
    genre: 'equivalents',
    termes: terms.map((term) => `${term} ${qualifier}${suffix}`),
    cibles: [],
  };
}

/** The rules of a measured site: exactly `count`, the demo's first. */
export function benchSynonyms(count: number): SynonymRule[] {
  const demo = demoSynonyms.slice(0, count);
  const more = Array.from({ length: Math.max(0, count - demo.length) }, (_, i) => madeUp(i));
  return [...demo, ...more];
}

/** Replaces the seeded rules by `count` of them (one statement each way: one version bump). */
export async function installSynonyms(db: Database, count: number): Promise<void> {
  await db.execute(sql`DELETE FROM ${searchSynonyms}`);
  const rules = benchSynonyms(count);
  for (let at = 0; at < rules.length; at += 500) {
    await db.insert(searchSynonyms).values(rules.slice(at, at + 500));
  }
}
