import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/client/http-error.ts';
import { exportJournalCsv, getJournal } from '#server/client/journal.client.ts';
import { json, setup } from './fakes/rest-transport.ts';

const line = {
  id: 12,
  at: '2026-11-26T10:00:00.000Z',
  actor_id: 1,
  actor_email: 'admin@test.tn',
  ip: '127.0.0.1',
  action: 'modification',
  entity_type: 'produit',
  entity_id: '7',
  entity_label: 'Lit médicalisé',
  changes: [{ field: 'prix', before: '1200', after: '990' }],
};

describe('journal client (issue 23)', () => {
  it('asks for a filtered page with the token and parses it', async () => {
    const { client, requests } = setup(
      () => json(200, { rows: [line], total: 1, page: 2, limit: 10 }),
      {
        accessToken: 'jeton',
      },
    );
    const page = await getJournal(client, {
      entite: 'produit',
      du: '2026-11-01',
      page: 2,
      limit: 10,
    });
    expect(page.rows).toEqual([line]);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/journal');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      entite: 'produit',
      du: '2026-11-01',
      page: '2',
      limit: '10',
    });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer jeton');
  });

  it('refuses an answer that is not a journal page', async () => {
    const { client } = setup(
      () => json(200, { rows: [{ ...line, action: 'piratage' }], total: 1, page: 1, limit: 50 }),
      {
        accessToken: 'jeton',
      },
    );
    await expect(getJournal(client)).rejects.toThrow(/action/);
  });

  it('hands the CSV export back as a response to stream, and a 403 as an error', async () => {
    const csv = '\uFEFFDate;Personne\r\n';
    const { client, requests } = setup(
      () => new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }),
      { accessToken: 'jeton' },
    );
    const response = await exportJournalCsv(client, { action: 'suppression' });
    // The bytes, BOM included (text() would drop it): what the browser must receive.
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new TextEncoder().encode(csv));
    expect(requests[0]?.url).toBe('http://api.test/api/journal/export.csv?action=suppression');

    const refused = setup(
      () =>
        json(403, {
          error: { code: 'forbidden', message: 'Votre rôle ne permet pas cette action.' },
        }),
      { accessToken: 'jeton' },
    );
    await expect(exportJournalCsv(refused.client)).rejects.toBeInstanceOf(HttpError);
  });
});
