import { journalChanges } from '#domain/journal-changes.ts';
import {
  checkSynonymRule,
  duplicateRule,
  type SynonymRule,
  synonymKindLabels,
} from '#domain/search-synonyms.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type JournalActor,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import {
  allSynonymRulesForWrite,
  deleteSynonymRule,
  findSynonymRule,
  insertSynonymRule,
  type SynonymRow,
  updateSynonymRule,
} from '#server/db/repositories/search-synonyms.repository.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';
import type { SynonymInput } from './synonym-input.ts';

// Creating, changing and removing a rule of « Synonymes de recherche » (issue 37 §3), each with
// its journal line in the same transaction. The API announces the change (content-changes.ts),
// the trigger bumps the catalogue version: the next search uses the rule.

const missing = () => notFound('Règle de synonymes');

/** The rule checked (400 with the field's French message) and not taught already (400). */
async function checked(db: Database, input: SynonymInput, selfId?: number): Promise<SynonymRule> {
  const result = checkSynonymRule(input);
  if (!result.ok) {
    throw new ApiError(400, 'validation_failed', result.message, {
      fields: { [result.field]: result.message },
    });
  }
  const others = (await allSynonymRulesForWrite(db)).filter((row) => row.id !== selfId);
  const duplicate = duplicateRule(result.rule, others);
  if (duplicate) {
    throw new ApiError(400, 'validation_failed', duplicate, { fields: { termes: duplicate } });
  }
  return result.rule;
}

/** A rule as the journal and the Historique read it: the kind named, the terms listed. */
const journalRecord = (rule: SynonymRule) => ({
  genre: synonymKindLabels[rule.genre],
  termes: rule.termes.join(', '),
  cibles: rule.genre === 'expansion' ? rule.cibles.join(', ') : null,
});

const label = (rule: SynonymRule) =>
  rule.genre === 'expansion'
    ? `${rule.termes.join(', ')} → ${rule.cibles.join(', ')}`
    : rule.termes.join(', ');

export function createSynonym(db: Database, input: SynonymInput, actor: JournalActor) {
  return db.transaction(async (tx) => {
    const rule = await checked(tx, input);
    const row = await insertSynonymRule(tx, rule);
    await recordJournalLine(tx, actor, {
      action: 'creation',
      entityType: 'synonyme',
      entityId: row.id,
      entityLabel: label(row),
      changes: journalChanges(null, journalRecord(row)),
    });
    return row;
  });
}

export function editSynonym(db: Database, id: number, input: SynonymInput, actor: JournalActor) {
  return db.transaction(async (tx) => {
    const before = await findSynonymRule(tx, id);
    if (!before) throw missing();
    const rule = await checked(tx, input, id);
    const row = await updateSynonymRule(tx, id, rule);
    if (!row) throw missing();
    await recordJournalLine(tx, actor, {
      action: 'modification',
      entityType: 'synonyme',
      entityId: row.id,
      entityLabel: label(row),
      changes: journalChanges(journalRecord(before), journalRecord(row)),
    });
    return row;
  });
}

export function removeSynonym(db: Database, id: number, actor: JournalActor) {
  return db.transaction(async (tx) => {
    const row: SynonymRow | undefined = await deleteSynonymRule(tx, id);
    if (!row) throw missing();
    await recordJournalLine(tx, actor, {
      action: 'suppression',
      entityType: 'synonyme',
      entityId: row.id,
      entityLabel: label(row),
      changes: journalChanges(journalRecord(row), null),
    });
  });
}
