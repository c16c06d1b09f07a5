import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from './errors.ts';

/** Field path → first message, for forms to show next to their inputs. */
function fieldMessages(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Validates a value; unknown keys (strict objects) answer 400, other issues 422. */
export function parseWith<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const fields = fieldMessages(result.issues);
  const unknownKey = result.issues.find((issue) => issue.expected === 'never');
  if (unknownKey) {
    const key = v.getDotPath(unknownKey) ?? '?';
    throw new ApiError(400, 'unknown_field', `Champ inconnu : « ${key} ».`, { fields });
  }
  const [first] = Object.entries(fields);
  const message = first ? `${first[0]} : ${first[1]}` : 'Données invalides.';
  throw new ApiError(422, 'validation_failed', `Données invalides — ${message}`, { fields });
}

/** 415 unless the Content-Type says JSON. */
export function requireJsonType(type: string | undefined): void {
  if (!/^application\/(.+\+)?json\b/i.test(type ?? '')) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Le corps de la requête doit être du JSON (Content-Type: application/json).',
    );
  }
}

/** Parses a JSON object (400 when malformed or not an object) and validates it. */
export function parseJsonObject<const TSchema extends v.GenericSchema>(
  text: string,
  schema: TSchema,
): v.InferOutput<TSchema> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'Le corps de la requête n’est pas un JSON valide.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'invalid_json', 'Le corps de la requête doit être un objet JSON.');
  }
  return parseWith(schema, body);
}

/** Reads a JSON body (415 when not JSON, 400 when malformed) and validates it. */
export async function readJson<const TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  requireJsonType(c.req.header('content-type'));
  return parseJsonObject(await c.req.text(), schema);
}

/** Validates query parameters; any issue is a 400. */
export function readQuery<const TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, c.req.query());
  if (result.success) return result.output;
  const fields = fieldMessages(result.issues);
  const [first] = Object.entries(fields);
  throw new ApiError(
    400,
    'invalid_query',
    first ? `Paramètre « ${first[0]} » invalide : ${first[1]}` : 'Paramètres invalides.',
    { fields },
  );
}

/** A positive integer id from the path, else 400. */
export function readId(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw new ApiError(400, 'invalid_id', `Identifiant invalide : « ${raw.slice(0, 40)} ».`);
  }
  return Number(raw);
}
