import { createServerFn } from '@tanstack/react-start';
import { getCataloguePdfInfo } from './catalogue-pdf.server.ts';

/** How long the /catalogue page waits for a generation before rendering without its facts. */
const infoWaitMs = 1_500;

/** Date, pages and size of the current PDF edition, or null when not ready in time (or failed). */
export const getCatalogueEdition = createServerFn({ method: 'GET' }).handler(() =>
  getCataloguePdfInfo(infoWaitMs),
);
