import { useClipboardCopy } from '#app/lib/use-clipboard-copy.ts';
import { secondaryButton } from './buttons.ts';

/** A copy button with its spoken confirmation (issue 36 §6: passwords and keys staff pass on). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { copied, failed, copy } = useClipboardCopy();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" className={secondaryButton} onClick={() => void copy(text)}>
        {label}
      </button>
      <span aria-live="polite" className="font-medium text-sm text-teal-800">
        {copied ? 'Copié !' : failed ? 'Copie impossible : sélectionnez le texte.' : ''}
      </span>
    </span>
  );
}
