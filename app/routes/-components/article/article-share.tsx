import { useClipboardCopy } from '#app/lib/use-clipboard-copy.ts';
import { limits } from '#config';

function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { label: 'Partager sur Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      label: 'Partager sur X',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    {
      label: 'Partager sur LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ];
}

const buttonClass =
  'rounded-full border border-slate-300 px-4 py-2 font-medium text-slate-700 text-sm hover:border-teal-600 hover:text-teal-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600';

/** SPEC §2 public article page: share pop-ups (SPEC §9 600×400) and "Copier le lien". */
export function ArticleShare({ url, title }: { url: string; title: string }) {
  const { copied, copy } = useClipboardCopy();

  const { width, height } = limits.sharePopup;
  const open = (href: string) => {
    window.open(href, 'share', `width=${width},height=${height},noopener`);
  };

  return (
    <div className="mt-6 flex flex-wrap items-center gap-2">
      {shareTargets(url, title).map((target) => (
        <button
          key={target.label}
          type="button"
          className={buttonClass}
          onClick={() => open(target.href)}
        >
          {target.label}
        </button>
      ))}
      <button type="button" className={buttonClass} onClick={() => void copy(window.location.href)}>
        Copier le lien
      </button>
      <span aria-live="polite" className="font-medium text-sm text-teal-700">
        {copied ? 'Lien copié !' : ''}
      </span>
    </div>
  );
}
