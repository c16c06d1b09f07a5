/** Staff only: the article on this page is not public (issue 20, "Voir" on a draft). */
export function PreviewBanner({
  text,
  subject = 'cet article',
}: {
  text: string;
  /** What visitors do not see: « cet article », « ce produit ». */
  subject?: string;
}) {
  return (
    <div className="border-amber-300 border-b bg-amber-50 px-4 py-3 text-center">
      <p role="status" className="font-semibold text-amber-900">
        {text}
      </p>
      <p className="text-amber-800 text-sm">
        Aperçu réservé à l’équipe : les visiteurs ne voient pas {subject}.
      </p>
    </div>
  );
}
