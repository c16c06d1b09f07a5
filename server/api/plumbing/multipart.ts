import type { Context } from 'hono';
import type { UploadFile } from '#server/storage/image-processing.ts';
import { ApiError } from './errors.ts';

export interface MultipartBody {
  text: Record<string, string>;
  files: Record<string, UploadFile[]>;
}

/** `images[]` and `images` name the same field. */
const fieldName = (name: string) => name.replace(/\[\]$/, '');

/**
 * Reads a multipart/form-data body: text fields (one value each) and file fields. Any field not
 * listed is refused (no mass assignment), as is a file where text is expected and vice versa.
 */
export async function readMultipart(
  c: Context,
  allowed: { text: readonly string[]; files: readonly string[] },
): Promise<MultipartBody> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Le corps de la requête doit être multipart/form-data.',
    );
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'invalid_json', 'Formulaire multipart illisible.');
  }
  const body: MultipartBody = { text: {}, files: {} };
  for (const [rawName, value] of form.entries()) {
    const name = fieldName(rawName);
    if (typeof value === 'string') {
      if (!allowed.text.includes(name)) {
        if (allowed.files.includes(name) && value === '') continue; // an empty file input
        throw new ApiError(400, 'unknown_field', `Champ inconnu : « ${name.slice(0, 60)} ».`);
      }
      body.text[name] = value;
    } else {
      if (!allowed.files.includes(name)) {
        throw new ApiError(
          400,
          'unknown_field',
          `Le champ « ${name.slice(0, 60)} » n’accepte pas de fichier.`,
        );
      }
      // Browsers send an empty, nameless part for a file input left empty.
      if (value.size === 0 && value.name === '') continue;
      const files = body.files[name] ?? [];
      files.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
      body.files[name] = files;
    }
  }
  return body;
}
