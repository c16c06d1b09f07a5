import { useHydrated } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoadErrorBoundary } from '#app/components/load-error-boundary.tsx';
import { TextAreaField } from '#app/components/ui/form-fields.tsx';
import { editorFrameClass, type RichTextProps } from './rich-text-props.ts';

/** Only the back-office forms import this file: the editor's code is a chunk of its own. */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * Issue 36 §1: the rich-text field of the article and product forms. The editor runs in the
 * browser only (it reads HTML with the browser's parser); until it has loaded the field says so,
 * and if its code cannot be downloaded the HTML source is edited in a plain text area.
 */
export function RichTextField(props: RichTextProps) {
  const inBrowser = useHydrated();
  // Laid out as the editor will be (a toolbar row above the text, the hint below), so what is
  // under it moves as little as it can when the editor arrives.
  const loading = (
    <div>
      <p className="block font-medium text-slate-800 text-sm">{props.label}</p>
      <div className={editorFrameClass}>
        <div aria-hidden="true" className="h-[3.25rem] border-slate-200 border-b bg-slate-50" />
        <div className="min-h-64 p-3 text-slate-500 text-sm" role="status">
          Chargement de l'éditeur…
        </div>
      </div>
      {props.hint ? <p className="mt-1 text-slate-500 text-xs">{props.hint}</p> : null}
    </div>
  );
  if (!inBrowser) return loading;
  const source = (
    <TextAreaField
      label={props.sourceLabel}
      name={props.name}
      rows={12}
      required={props.required}
      maxLength={props.maxLength}
      value={props.value}
      error={props.error}
      hint={props.hint}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
  return (
    <LoadErrorBoundary fallback={source}>
      <Suspense fallback={loading}>
        <RichTextEditor {...props} />
      </Suspense>
    </LoadErrorBoundary>
  );
}
