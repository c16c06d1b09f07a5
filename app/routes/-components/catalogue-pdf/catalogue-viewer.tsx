import { useEffect, useState } from 'react';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import {
  type CatalogueEdition,
  cataloguePdfDownloadPath,
  cataloguePdfFileName,
  cataloguePdfPath,
  editionLabel,
} from './edition-facts.ts';

/**
 * Whether the browser can show a PDF inline (`navigator.pdfViewerEnabled`): mobile browsers
 * cannot, and would leave the frame blank. Unknown (null) until hydration, where the frame is
 * kept: without JavaScript a desktop browser still shows it.
 */
function usePdfViewerSupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    setSupported(navigator.pdfViewerEnabled !== false);
  }, []);
  return supported;
}

function OpenLinks() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <a href={cataloguePdfPath} target="_blank" rel="noopener" className={secondaryButton}>
        Ouvrir dans une nouvelle fenêtre
      </a>
      <a href={cataloguePdfDownloadPath} download={cataloguePdfFileName} className={primaryButton}>
        Télécharger le PDF
      </a>
    </div>
  );
}

/** SPEC §2 /catalogue: the PDF in the browser's viewer, and the buttons to open or save it. */
export function CatalogueViewer({ edition }: { edition: CatalogueEdition | null }) {
  const supported = usePdfViewerSupport();
  const facts = editionLabel(edition);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-600 text-sm">
          {facts ?? 'Généré à partir de notre offre en cours, mis à jour à chaque changement.'}
        </p>
        <OpenLinks />
      </div>
      {supported === false ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center">
          <p className="font-medium text-slate-900">
            Votre navigateur ne peut pas afficher le catalogue dans la page.
          </p>
          <p className="mt-2 text-slate-600">
            Ouvrez-le dans une nouvelle fenêtre ou téléchargez-le avec les boutons ci-dessus.
          </p>
        </div>
      ) : (
        <>
          <iframe
            src={`${cataloguePdfPath}#view=FitH`}
            title="Catalogue MédiConfort (PDF)"
            className="h-[80vh] max-h-[70rem] min-h-[32rem] w-full rounded-lg border border-slate-200 bg-slate-100"
          />
          <p className="text-slate-500 text-sm">
            Le catalogue ne s’affiche pas&nbsp;?{' '}
            <a href={cataloguePdfPath} className="font-medium text-teal-700 underline">
              Ouvrez le PDF
            </a>{' '}
            ou{' '}
            <a
              href={cataloguePdfDownloadPath}
              download={cataloguePdfFileName}
              className="font-medium text-teal-700 underline"
            >
              téléchargez-le
            </a>
            .
          </p>
        </>
      )}
    </div>
  );
}
