import { useEffect, useRef, useState } from 'react';
import { limits } from '#config';

const copiedMs = 2_000;

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
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { width, height } = limits.sharePopup;
  const open = (href: string) => {
    window.open(href, 'share', `width=${width},height=${height},noopener`);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), copiedMs);
    } catch (error) {
      // A refused clipboard is not a page failure: warn only (the e2e suite fails on errors).
      console.warn('Copie du lien impossible', error);
    }
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
      <button type="button" className={buttonClass} onClick={copy}>
        Copier le lien
      </button>
      <span aria-live="polite" className="font-medium text-sm text-teal-700">
        {copied ? 'Lien copié !' : ''}
      </span>
    </div>
  );
}
