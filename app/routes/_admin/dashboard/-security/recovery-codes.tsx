import { useEffect, useRef, useState } from 'react';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { recoveryCodesFile } from '#app/lib/two-factor-display.ts';
import { site } from '#config';

/**
 * The 10 recovery codes, shown once (decision 019: only their hashes are kept). The panel takes
 * the focus so the instruction is read first; "Télécharger les codes" saves them as a text file.
 */
export function RecoveryCodes({
  codes,
  account,
  onDone,
}: {
  codes: string[];
  account: string;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    const blob = new Blob([recoveryCodesFile(codes, account, site.name)], {
      type: 'text/plain;charset=utf-8',
    });
    const url = URL.createObjectURL(blob);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [codes, account]);

  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
    >
      <h2
        id="recovery-codes-title"
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-amber-950 text-lg focus:outline-none"
      >
        Vos codes de secours
      </h2>
      <p className="max-w-prose text-amber-900">
        Conservez ces 10 codes en lieu sûr (gestionnaire de mots de passe, feuille rangée sous clé)
        :<strong> ils ne seront plus jamais affichés.</strong> Si vous perdez votre téléphone,
        chacun d’eux remplace une seule fois le code de l’application pour vous connecter.
      </p>
      <ol
        aria-label="Codes de secours"
        className="grid select-all gap-2 rounded-lg bg-white p-4 font-mono text-slate-900 text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        {fileUrl ? (
          <a href={fileUrl} download="codes-de-secours.txt" className={secondaryButton}>
            Télécharger les codes
          </a>
        ) : null}
        <button type="button" className={primaryButton} onClick={onDone}>
          J’ai conservé mes codes
        </button>
      </div>
    </section>
  );
}
