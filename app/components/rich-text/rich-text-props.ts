/** Issue 36 §1: one rich-text field for article bodies and product descriptions. */
export interface RichTextProps {
  /** The editor's label (« Contenu * », « Description »). */
  label: string;
  /** The HTML source view's label (SPEC §2 « Contenu HTML * »). */
  sourceLabel: string;
  /** The source textarea's name, the form's field name. */
  name: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** Limit of the source view (the API's); the editor's HTML is counted the same way. */
  maxLength?: number | undefined;
}

export const editorFrameClass =
  'mt-1 overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/30 has-[[aria-invalid=true]]:border-red-600';

export const sourceClass =
  'block min-h-64 w-full border-0 px-3 py-2 font-mono text-slate-900 text-sm focus:outline-none';
