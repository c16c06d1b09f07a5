import { request as httpRequest } from 'node:http';
import { sign } from 'hono/jwt';
import * as v from 'valibot';
import { expect } from 'vitest';
import { ImageDetailSchema } from '#domain/image-details.ts';
import { RentalTermsSchema } from '#domain/rental-terms.schema.ts';
import type { TestApi } from './harness.ts';

/** What a caller observes: status, headers, the parsed JSON body (or null) and the raw text. */
export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export interface RequestOptions {
  token?: string | undefined;
  json?: unknown;
  form?: FormData;
  /** A raw body (sent as is, with the headers given). */
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

/** One HTTP call to the API under test (`path` is relative to /api). */
export async function call(
  api: TestApi,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  } else if (options.body !== undefined) {
    body = options.body;
  }
  const response = await fetch(`${api.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = null;
  if (/json/i.test(response.headers.get('content-type') ?? '') && text !== '') {
    parsed = JSON.parse(text);
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** A GET sent byte for byte (fetch would normalise `..` and `%2e%2e` away before sending). */
export function rawGet(
  api: TestApi,
  rawPath: string,
): Promise<{ status: number; contentType: string; text: string }> {
  const base = new URL(api.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, path: rawPath, method: 'GET' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export const ErrorBody = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ErrorBody>['error'];

/** Asserts a JSON error answer `{ error: { code, message, fields? } }` and returns it. */
export function expectError(response: ApiResponse, status: number, code?: string): ApiErrorBody {
  expect(response.status, response.text).toBe(status);
  expect(response.headers.get('content-type') ?? '').toMatch(/application\/json/);
  const { error } = v.parse(ErrorBody, response.body);
  if (code !== undefined) expect(error.code, error.message).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
  return error;
}

/** Asserts the status and parses the body with a schema. */
export function expectBody<const TSchema extends v.GenericSchema>(
  response: ApiResponse,
  status: number,
  schema: TSchema,
): v.InferOutput<TSchema> {
  expect(response.status, response.text).toBe(status);
  return v.parse(schema, response.body);
}

const Timestamp = v.pipe(v.string(), v.isoTimestamp());

export const Category = v.object({
  id: v.number(),
  nom: v.string(),
  slug: v.string(),
  position: v.number(),
  est_active: v.boolean(),
  parent_id: v.nullable(v.number()),
});
export type CategoryRow = v.InferOutput<typeof Category>;

/**
 * The product fields SPEC §3 lists, `images_details` (issue 24), `caracteristiques` (issue 37
 * §2) and `location` (issue 39), our added fields.
 */
export const productKeys = [
  'id',
  'titre',
  'slug',
  'reference',
  'description',
  'description_html',
  'seo_description',
  'description_courte',
  'categorie_id',
  'categorie_nom',
  'sous_categorie_nom',
  'prix',
  'devise',
  'image',
  'image_miniature',
  'galerie_json',
  'images_details',
  'caracteristiques',
  'location',
  'est_actif',
  'cree_le',
  'modifie_le',
] as const;

export const Product = v.object({
  id: v.number(),
  titre: v.string(),
  slug: v.string(),
  reference: v.string(),
  description: v.nullable(v.string()),
  description_html: v.nullable(v.string()),
  seo_description: v.nullable(v.string()),
  description_courte: v.nullable(v.string()),
  categorie_id: v.nullable(v.number()),
  categorie_nom: v.nullable(v.string()),
  sous_categorie_nom: v.nullable(v.string()),
  prix: v.nullable(v.number()),
  devise: v.string(),
  image: v.nullable(v.string()),
  image_miniature: v.nullable(v.string()),
  galerie_json: v.array(v.string()),
  images_details: v.array(ImageDetailSchema),
  /** Issue 37 §2: every answer carries the list, in the order staff gave it. */
  caracteristiques: v.array(v.strictObject({ libelle: v.string(), valeur: v.string() })),
  /** Issue 39: the rental terms, null when the product is not rented. */
  location: v.nullable(RentalTermsSchema),
  est_actif: v.boolean(),
  cree_le: Timestamp,
  modifie_le: Timestamp,
});
export type ProductRow = v.InferOutput<typeof Product>;

export const Article = v.object({
  id: v.number(),
  titre: v.string(),
  slug: v.string(),
  nom_auteur: v.nullable(v.string()),
  image_miniature: v.nullable(v.string()),
  galerie_json: v.array(v.string()),
  images_details: v.array(ImageDetailSchema),
  extrait: v.nullable(v.string()),
  contenu_html: v.string(),
  statut: v.picklist(['brouillon', 'publie', 'archive']),
  publie_le: v.nullable(Timestamp),
  seo_titre: v.nullable(v.string()),
  seo_description: v.nullable(v.string()),
  cree_le: Timestamp,
  modifie_le: Timestamp,
});
export type ArticleRow = v.InferOutput<typeof Article>;

export const listOf = <const TSchema extends v.GenericSchema>(row: TSchema) =>
  v.object({ rows: v.array(row), total: v.number() });

export const ProductList = listOf(Product);

/** GET /crud/products?`query`, anonymous or with `token`: the list a caller receives. */
export async function listProductsOf(api: TestApi, query: string, token?: string) {
  return expectBody(await call(api, 'GET', `/crud/products?${query}`, { token }), 200, ProductList);
}

/** The ids of `rows`, in order. */
export const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** A PATCH carrying a version (modifie_le): 404 for an unknown row, 422 for a version that is no date. */
export async function expectVersionRefusals(
  patch: (id: number, json: unknown) => Promise<ApiResponse>,
  existingId: number,
): Promise<void> {
  const unknown = await patch(999_999, { titre: 'x', modifie_le: new Date().toISOString() });
  expectError(unknown, 404, 'not_found');
  expectError(await patch(existingId, { modifie_le: 'hier' }), 422, 'validation_failed');
}

export const TokenPair = v.object({ token: v.string(), refreshToken: v.string() });

/** A well-formed access token signed with a secret the server does not know. */
export function forgedToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return sign(
    { sub: '1', email: 'admin@test.tn', typ: 'access', iat: now, exp: now + 600 },
    'not-the-server-secret-not-the-server-secret',
    'HS256',
  );
}

let counter = 0;

/** A short lower-case token unique in this process: safe in names, slugs and searches. */
export function unique(): string {
  counter += 1;
  return `u${counter}x${Math.random().toString(36).slice(2, 8)}`;
}
