import type { Dispatch } from 'react';
import { articleProseClass } from '#app/components/article-prose.ts';
import { RichTextField } from '#app/components/rich-text/rich-text-field.tsx';
import { FormSection } from './form-section.tsx';
import type { ArticleFormAction } from './use-article-form-state.ts';
import { useHtmlPreview } from './use-html-preview.ts';

/**
 * SPEC §2: Contenu — the body in the rich-text editor (issue 36 §1), whose « Code HTML » view is
 * SPEC's Contenu HTML * (12 rows), with the live sanitised preview beside it.
 */
export function ArticleContentSection({
  html,
  error,
  dispatch,
}: {
  html: string;
  error: string | undefined;
  dispatch: Dispatch<ArticleFormAction>;
}) {
  const preview = useHtmlPreview(html);
  return (
    <FormSection title="Contenu">
      <div className="grid gap-6 xl:grid-cols-2">
        <RichTextField
          label="Contenu *"
          sourceLabel="Contenu HTML *"
          name="contenu_html"
          required
          value={html}
          error={error}
          hint="Mettez en forme avec la barre d'outils ou au clavier (Ctrl+B gras, Ctrl+I italique, Ctrl+K lien) ; « Code HTML » montre le HTML. L'aperçu montre ce qui sera publié."
          onChange={(value) => dispatch({ type: 'text', name: 'contenu_html', value })}
        />
        <div>
          <h3 className="font-medium text-slate-800 text-sm">Aperçu</h3>
          <section
            aria-label="Aperçu du contenu"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: WCAG 2.1.1, a scrolling region must take focus to be scrolled by keyboard
            tabIndex={0}
            className="mt-1 max-h-[28rem] min-h-40 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-4"
          >
            {preview.status === 'ready' && preview.html ? (
              <div
                className={articleProseClass}
                // Sanitised on the server by the public page's own sanitiser (server/html/sanitize-html.ts).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side
                dangerouslySetInnerHTML={{ __html: preview.html }}
              />
            ) : (
              <p className="text-slate-500 text-sm">
                {preview.status === 'error'
                  ? 'Aperçu indisponible pour le moment.'
                  : "L'aperçu apparaît ici pendant la saisie."}
              </p>
            )}
          </section>
          {preview.status === 'ready' && preview.removed.length > 0 ? (
            <div role="status" className="mt-2 rounded-md bg-amber-50 p-3 text-amber-900 text-sm">
              <p className="font-medium">Retiré à la publication (non autorisé) :</p>
              <ul className="mt-1 list-disc pl-5">
                {preview.removed.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </FormSection>
  );
}
