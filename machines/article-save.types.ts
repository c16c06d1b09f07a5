/** The types of the article save machine (SPEC §4 "Article save"): context, events, actor I/O. */
import type {
  ArticleFields,
  PendingFiles,
  SaveOutcome,
  SaveStep,
} from '#domain/article-save.rules.ts';

export type { SaveStep };
export const saveSteps: readonly SaveStep[] = ['creating', 'updating', 'uploading', 'attaching'];

export type FieldErrors = Partial<Record<'titre' | 'slug' | 'contenu_html', string>>;

export interface SaveInput {
  articleId: number | null;
  version: string | null;
  fields: ArticleFields;
}

export interface SaveContext<TFile> {
  articleId: number | null;
  version: string | null;
  fields: ArticleFields;
  pending: PendingFiles<TFile>;
  fieldErrors: FieldErrors;
  /** The fields the last save refused, checked again as the form changes until the next save. */
  flagged: (keyof FieldErrors)[];
  error: string | null;
  created: boolean;
  /** Paths of the files just uploaded, waiting to be attached. */
  uploaded: string[];
  outcome: SaveOutcome | null;
  /** The fields the last successful create/update wrote (null: unknown or superseded). */
  written: ArticleFields | null;
  /** The step a 401 interrupted, re-entered on `reauthenticated`. */
  failedStep: SaveStep | null;
  /** That 401 said an administrator ended the session (issue 36 §6): the dialog says so. */
  sessionClosed: boolean;
}

export type SaveEvent<TFile> =
  | { type: 'save'; fields: ArticleFields; pending: PendingFiles<TFile> }
  /** The form changed: fields already flagged are checked again (issue 20). */
  | { type: 'edit'; fields: ArticleFields }
  | { type: 'overwrite' }
  | { type: 'reload'; version: string | null; fields: ArticleFields }
  | { type: 'rebase'; version: string | null }
  | { type: 'cancel' }
  | { type: 'reauthenticated' };

export interface WriteOutput {
  id: number;
  modifie_le: string | null;
}
export interface UpdateInput {
  id: number;
  fields: ArticleFields;
  version: string | null;
}
export interface UploadInput<TFile> {
  titre: string;
  files: TFile[];
}
export interface AttachInput {
  id: number;
  image_miniature?: string;
  galerie_json: string[];
  /** The version the write just produced, sent as the precondition of the patch. */
  version: string | null;
}
export interface AttachOutput {
  modifie_le: string | null;
}
