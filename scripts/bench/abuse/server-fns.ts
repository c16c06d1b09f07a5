/**
 * Server functions as a browser calls them: the id the production build gave a function (read
 * from the manifest of dist/server/server.js, whatever the id scheme), the headers Start's client
 * sends, and a body serialised as the client does (seroval JSON of `{ data }`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toJSON } from 'seroval';
import { root } from '../server.ts';

/** `/_serverFn/<id>` of the exported server function `name` in the built bundle. */
export function serverFnPath(name: string): string {
  const bundle = readFileSync(join(root, 'dist/server/server.js'), 'utf8');
  // The manifest: `"<id>": { functionName: "<name>_createServerFn_handler", importer: … }`.
  const entry = new RegExp(
    `"([^"]+)":\\s*\\{\\s*functionName:\\s*"${name}_createServerFn_handler"`,
  );
  const id = entry.exec(bundle)?.[1];
  if (!id) throw new Error(`server function ${name} not found in dist/server/server.js`);
  return `/_serverFn/${encodeURIComponent(id)}`;
}

/** What Start's client sends with a POST server function call (plus a same-origin browser's mark). */
export const serverFnHeaders = {
  'content-type': 'application/json',
  accept: 'application/json',
  'x-tsr-serverFn': 'true',
  'sec-fetch-site': 'same-origin',
} as const;

/** The body Start's client posts for `fn({ data })`. */
export const serverFnBody = (data: Record<string, string>): string =>
  JSON.stringify(toJSON({ data }));

/**
 * A server function body of about `bytes` bytes whose field `field` is a run of "a": the
 * serialised text around it, and the filler count, so it can be streamed without being built.
 */
export function paddedServerFnBody(
  data: Record<string, string>,
  field: string,
  bytes: number,
): { prefix: string; fill: number; suffix: string } {
  const mark = 'PADDING_GOES_HERE';
  const [prefix = '', suffix = ''] = serverFnBody({ ...data, [field]: mark }).split(mark);
  return { prefix, fill: Math.max(0, bytes - prefix.length - suffix.length), suffix };
}
