import { useEffect, useState } from 'react';
import { previewArticleHtml } from '#server/functions/article-form.functions.ts';

export type HtmlPreview =
  | { status: 'idle' }
  | { status: 'ready'; html: string; removed: string[] }
  | { status: 'error' };

const previewDelayMs = 400;

/**
 * The article body as the public page will render it: sanitised on the server by the very same
 * function (never a second, browser-side sanitiser that could disagree), a moment after typing.
 */
export function useHtmlPreview(html: string): HtmlPreview {
  const [preview, setPreview] = useState<HtmlPreview>({ status: 'idle' });
  useEffect(() => {
    if (!html.trim()) {
      setPreview({ status: 'ready', html: '', removed: [] });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      previewArticleHtml({ data: { html } })
        .then((result) => current && setPreview({ status: 'ready', ...result }))
        .catch(() => current && setPreview({ status: 'error' }));
    }, previewDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [html]);
  return preview;
}
