/**
 * Issue 20 point 2: what leaving a form means while its save runs, told truthfully. While the
 * images are still going up, leaving cancels the request and the server, holding an incomplete
 * form, keeps nothing. Once everything is sent the server may already be writing: a product's
 * single request is left to end (the editor is told how on the next page); an article's save has
 * more steps, so the form asks to wait for them (they take a moment, then the list opens).
 */
export interface SaveInProgress {
  text: string;
  /** The label of the button that leaves anyway; null when leaving must wait. */
  leave: string | null;
}

const cancelLabel = "Annuler l'enregistrement et quitter";
const sendingText = (cancelled: string) =>
  `Les images sont en cours d'envoi. Si vous quittez la page maintenant, l'envoi est annulé : ${cancelled}`;
/** `progress`: 0..1 while images go up, null when none do (a body without files leaves at once). */
const isSending = (progress: number | null) => progress !== null && progress < 1;

export function productSaveInProgress(
  busy: boolean,
  progress: number | null,
  cancelled: string,
): SaveInProgress | null {
  if (!busy) return null;
  if (isSending(progress)) return { text: sendingText(cancelled), leave: cancelLabel };
  return {
    text: "Tout est envoyé : le serveur termine l'enregistrement, même si vous quittez la page. Vous serez averti du résultat.",
    leave: 'Quitter la page',
  };
}

/** `isNew`: this save creates the article (leaving mid-upload removes it again). */
export function articleSaveInProgress(
  busy: boolean,
  progress: number | null,
  isNew: boolean,
): SaveInProgress | null {
  if (!busy) return null;
  if (isSending(progress)) {
    const cancelled = isNew
      ? "l'article n'est pas créé."
      : "le texte de l'article est déjà enregistré, les nouvelles images ne le sont pas.";
    return { text: sendingText(cancelled), leave: cancelLabel };
  }
  return {
    text: "L'enregistrement se termine : patientez un instant, la liste des articles s'ouvrira ensuite.",
    leave: null,
  };
}
