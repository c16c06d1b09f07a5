/** What a visitor reads when the site sheds load (503 + Retry-After, docs/decisions/011). */
export const overloadedHtml = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Service momentanément indisponible</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1>Service momentanément indisponible</h1><p>Le site reçoit beaucoup de demandes en ce moment. Réessayez dans quelques secondes.</p><p><a href="/">Retour à l’accueil</a></p></body></html>`;

export const overloadedJson = JSON.stringify({
  error: {
    code: 'service_unavailable',
    message: 'Service momentanément indisponible. Réessayez dans un instant.',
  },
});

/**
 * What a client reads when its address already holds its share of the work (429 + Retry-After,
 * docs/decisions/027): the others keep theirs.
 */
export const tooManyHtml = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Trop de demandes</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1>Trop de demandes</h1><p>Votre connexion envoie beaucoup de demandes à la fois. Patientez quelques secondes, puis réessayez.</p><p><a href="/">Retour à l’accueil</a></p></body></html>`;

export const tooManyJson = JSON.stringify({
  error: {
    code: 'too_many_requests',
    message: 'Trop de demandes à la fois depuis votre adresse. Réessayez dans quelques secondes.',
  },
});
