import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Copies text to the clipboard and says so for `shownMs` (the article's "Copier le lien", the
 * back-office's copy buttons). A refused clipboard (no permission, an insecure page) is not a
 * page failure: `failed` tells the caller to let the person select the text instead.
 */
export function useClipboardCopy(shownMs = 2_000) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setFailed(false);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), shownMs);
      } catch (error) {
        // Warn only: the e2e suite fails on console errors, and this is the browser's refusal.
        console.warn('Copie impossible', error);
        setFailed(true);
      }
    },
    [shownMs],
  );
  return { copied, failed, copy };
}
