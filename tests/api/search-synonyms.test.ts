import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JournalPageSchema } from '#server/client/journal.client.ts';
import { type ContentChange, onContentChange } from '#server/events/content-changes.ts';
import { call, expectBody, listOf, Product } from './client.ts';
import { createCategory, createProduct } from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';
import { signedInEditor } from './staff-fixtures.ts';

// « Synonymes de recherche » (issue 37 §3) over real HTTP: a rule changes what the public search
// finds at once, even a search whose ranking and answer were kept; roles, bad input, journal.

const Rule = v.object({
  id: v.number(),
  genre: v.picklist(['equivalents', 'expansion']),
  termes: v.array(v.string()),
  cibles: v.array(v.string()),
});
const ErrorBody = v.object({
  error: v.object({ code: v.string(), message: v.string() }),
});
const Essai = v.object({ mots: v.array(v.string()), produits: v.number() });

let api: TestApi;
let token: string;
let editorToken: string;
const seen: ContentChange[] = [];
const stop = onContentChange((change) => seen.push(change));

beforeAll(async () => {
  api = await startTestApi();
  token = (await login(api)).token;
  editorToken = (await signedInEditor(api, 'editrice.synonymes@test.tn')).token;
  const shelf = String((await createCategory(api, token, { nom: 'Aides à la marche' })).id);
  for (const titre of [
    'Cadre de marche fixe',
    'Déambulateur à roulettes',
    'Canne anglaise réglable',
    'Scooter de mobilité',
  ]) {
    await createProduct(api, token, { titre, categorie_id: shelf, prix: '100' });
  }
});
afterAll(async () => {
  stop();
  await api?.close();
});

/** What a visitor's search shows, in order (asked twice: the second answer is a kept one). */
async function found(search: string): Promise<string[]> {
  const path = `/crud/products?search=${encodeURIComponent(search)}&page=1&limit=20`;
  const first = expectBody(await call(api, 'GET', path), 200, listOf(Product));
  const again = expectBody(await call(api, 'GET', path), 200, listOf(Product));
  expect(again).toEqual(first);
  return first.rows.map((row) => row.titre);
}

const create = (json: unknown, as = token) =>
  call(api, 'POST', '/crud/search-synonyms', { token: as, json });

describe('search synonyms', () => {
  it('change what the search finds at once, cached rankings and answers dropped', async () => {
    expect(await found('rollator')).toEqual([]);
    expect(await found('déambulateur')).toEqual(['Déambulateur à roulettes']);
    seen.length = 0;
    const rule = expectBody(
      await create({
        genre: 'equivalents',
        termes: ['Déambulateur', 'cadre de marche', 'Rollator'],
      }),
      201,
      Rule,
    );
    // The page cache (catalogue pages) is told, like for a product change.
    expect(seen).toEqual([{ resource: 'products', origin: 'local' }]);
    // The user's own word first, then what the synonym found.
    expect(await found('deambulateur')).toEqual([
      'Déambulateur à roulettes',
      'Cadre de marche fixe',
    ]);
    expect(await found('ROLLATOR')).toEqual(['Cadre de marche fixe', 'Déambulateur à roulettes']);
    expect(await found('cadre de marche')).toEqual([
      'Cadre de marche fixe',
      'Déambulateur à roulettes',
    ]);
    // Typo tolerance still applies to what the user typed.
    expect(await found('deambulatuer')).toEqual(['Déambulateur à roulettes']);

    const edited = await call(api, 'PATCH', `/crud/search-synonyms/${rule.id}`, {
      token: editorToken,
      json: { genre: 'equivalents', termes: ['déambulateur', 'rollator'] },
    });
    expect(expectBody(edited, 200, Rule).termes).toEqual(['déambulateur', 'rollator']);
    expect(await found('rollator')).toEqual(['Déambulateur à roulettes']);

    const removed = await call(api, 'DELETE', `/crud/search-synonyms/${rule.id}`, { token });
    expect(removed.status).toBe(204);
    expect(await found('rollator')).toEqual([]);
  });

  it('expand one way only', async () => {
    const rule = expectBody(
      await create(
        { genre: 'expansion', termes: ['aide à la marche'], cibles: ['canne', 'cadre'] },
        editorToken,
      ),
      201,
      Rule,
    );
    expect(await found('aide à la marche')).toEqual([
      'Cadre de marche fixe',
      'Canne anglaise réglable',
    ]);
    expect(await found('canne')).toEqual(['Canne anglaise réglable']);
    const essai = await call(
      api,
      'GET',
      '/crud/search-synonyms/essai?search=aide%20a%20la%20marche',
      {
        token,
      },
    );
    expect(expectBody(essai, 200, Essai)).toEqual({
      mots: ['aide a la marche ou canne ou cadre'],
      produits: 2,
    });
    await call(api, 'DELETE', `/crud/search-synonyms/${rule.id}`, { token });
  });

  it('lists the rules, newest change first, with a search', async () => {
    const a = expectBody(
      await create({ genre: 'equivalents', termes: ['tensiomètre', 'appareil à tension'] }),
      201,
      Rule,
    );
    const b = expectBody(
      await create({ genre: 'equivalents', termes: ['oxygénateur', 'concentrateur'] }),
      201,
      Rule,
    );
    const all = expectBody(
      await call(api, 'GET', '/crud/search-synonyms', { token }),
      200,
      listOf(Rule),
    );
    expect(all.rows.map((row) => row.id).slice(0, 2)).toEqual([b.id, a.id]);
    const tension = await call(api, 'GET', '/crud/search-synonyms?search=TENSIOMETRE', {
      token: editorToken,
    });
    expect(expectBody(tension, 200, listOf(Rule))).toMatchObject({
      total: 1,
      rows: [{ id: a.id }],
    });
    const paged = await call(api, 'GET', '/crud/search-synonyms?limit=1&page=2', { token });
    expect(expectBody(paged, 200, listOf(Rule)).rows.map((row) => row.id)).toEqual([a.id]);
  });

  it('refuses bad input and duplicates with a French message', async () => {
    const cases: [unknown, number, string][] = [
      [{ genre: 'equivalents', termes: ['seul'] }, 400, 'Un groupe réunit au moins deux termes.'],
      [
        { genre: 'expansion', termes: ['fauteuil'] },
        400,
        'Indiquez au moins un terme à trouver aussi.',
      ],
      [{ genre: 'equivalents', termes: ['Lit', 'lit'] }, 400, '« lit » est écrit deux fois.'],
      [
        { genre: 'equivalents', termes: ['Tensiometre', 'brassard'] },
        400,
        '« tensiomètre » est déjà dans le groupe « tensiomètre, appareil à tension ».',
      ],
      [
        { genre: 'autre', termes: ['a', 'b'] },
        422,
        'Données invalides — genre : doit valoir equivalents ou expansion',
      ],
      [
        { genre: 'equivalents', termes: 'a, b' },
        422,
        'Données invalides — termes : doit être une liste de termes',
      ],
    ];
    for (const [json, status, message] of cases) {
      const response = await create(json);
      expect(expectBody(response, status, ErrorBody).error.message, JSON.stringify(json)).toBe(
        message,
      );
    }
    // Two staff adding the same term at once: one rule, the other told why.
    const both = await Promise.all([
      create({ genre: 'equivalents', termes: ['brancard', 'civière'] }),
      create({ genre: 'equivalents', termes: ['Brancard', 'chaise de transport'] }, editorToken),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 400]);
    const unknown = await create({ genre: 'equivalents', termes: ['a1', 'b1'], poids: 2 });
    expect(expectBody(unknown, 400, ErrorBody).error.code).toBe('unknown_field');
    const missing = await call(api, 'PATCH', '/crud/search-synonyms/999999', {
      token,
      json: { genre: 'equivalents', termes: ['a1', 'b1'] },
    });
    expect(expectBody(missing, 404, ErrorBody).error.message).toBe(
      'Règle de synonymes introuvable.',
    );
    expect((await call(api, 'DELETE', '/crud/search-synonyms/999999', { token })).status).toBe(404);
  });

  it('writes every change to the journal, in French', async () => {
    const rule = expectBody(
      await create({ genre: 'expansion', termes: ['fauteuil'], cibles: ['fauteuil roulant'] }),
      201,
      Rule,
    );
    await call(api, 'PATCH', `/crud/search-synonyms/${rule.id}`, {
      token,
      json: {
        genre: 'expansion',
        termes: ['fauteuil'],
        cibles: ['fauteuil roulant', 'chaise roulante'],
      },
    });
    await call(api, 'DELETE', `/crud/search-synonyms/${rule.id}`, { token });
    const journal = await call(api, 'GET', '/journal?entite=synonyme&limit=100', { token });
    const lines = expectBody(journal, 200, JournalPageSchema).rows.filter(
      (line) => line.entity_id === String(rule.id),
    );
    expect(lines.map((line) => [line.action, line.entity_label])).toEqual([
      ['suppression', 'fauteuil → fauteuil roulant, chaise roulante'],
      ['modification', 'fauteuil → fauteuil roulant, chaise roulante'],
      ['creation', 'fauteuil → fauteuil roulant'],
    ]);
    expect(lines[1]?.changes).toEqual([
      { field: 'cibles', before: 'fauteuil roulant', after: 'fauteuil roulant, chaise roulante' },
    ]);
  });
});
