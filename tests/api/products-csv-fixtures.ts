import { afterAll } from 'vitest';
import { type ContentChange, onContentChange } from '#server/events/content-changes.ts';
import { createCategory } from './fixtures.ts';
import { type AdminApi, adminApiPerFile } from './harness.ts';
import { signedInEditor } from './staff-fixtures.ts';

/** What the products-CSV suites start from: the API, both roles signed in, a category of theirs. */
export interface CsvApi extends AdminApi {
  editorToken: string;
  shelf: { id: number; slug: string };
}

/**
 * One API for the file, with an éditeur (`editorEmail`) and a category (`shelfName`), and the
 * content changes it announces pushed into `seen` (the caller empties it between tests).
 */
export function csvApiPerFile(
  { editorEmail, shelfName }: { editorEmail: string; shelfName: string },
  seen: ContentChange[],
  ready: (started: CsvApi) => void,
): void {
  const stop = onContentChange((change) => seen.push(change));
  afterAll(stop);
  adminApiPerFile(async ({ api, token }) => {
    const editorToken = (await signedInEditor(api, editorEmail)).token;
    const shelf = await createCategory(api, token, { nom: shelfName });
    ready({ api, token, editorToken, shelf });
  });
}
