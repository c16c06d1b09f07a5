/**
 * The article save machine's context (SPEC §4 "Article save"): its first value and what each
 * actor is given, read from it.
 */
import type {
  AttachInput,
  SaveContext,
  SaveInput,
  UpdateInput,
  UploadInput,
} from './article-save.types.ts';

export const initialContext = <TFile>(input: SaveInput): SaveContext<TFile> => ({
  articleId: input.articleId,
  version: input.version,
  fields: input.fields,
  pending: { main: null, gallery: [] },
  fieldErrors: {},
  flagged: [],
  error: null,
  created: false,
  uploaded: [],
  outcome: null,
  written: null,
  failedStep: null,
  sessionClosed: false,
});

export const hasFiles = <TFile>({ pending }: SaveContext<TFile>) =>
  pending.main !== null || pending.gallery.length > 0;

export const updateInput = <TFile>(context: SaveContext<TFile>): UpdateInput => ({
  id: context.articleId ?? 0,
  fields: context.fields,
  version: context.version,
});

/** SPEC §4: the main image (when one was chosen) is uploaded first. */
export const uploadInput = <TFile>({
  fields,
  pending,
}: SaveContext<TFile>): UploadInput<TFile> => ({
  titre: fields.titre,
  files: [...(pending.main ? [pending.main] : []), ...pending.gallery],
});

/** SPEC §4: the first path becomes image_miniature if a main image was chosen; the rest are appended. */
export function attachInput<TFile>(context: SaveContext<TFile>): AttachInput {
  const id = context.articleId ?? 0;
  const { galerie_json } = context.fields;
  const [first, ...rest] = context.uploaded;
  return context.pending.main && first
    ? {
        id,
        image_miniature: first,
        galerie_json: [...galerie_json, ...rest],
        version: context.version,
      }
    : { id, galerie_json: [...galerie_json, ...context.uploaded], version: context.version };
}
