import { createFileRoute } from '@tanstack/react-router';
import { removeAbandonedArticle } from '#server/functions/article-abandon.server.ts';
import { readSession } from '#server/functions/session.server.ts';
import { apiFailure, failure } from '#server/functions/upload-route.server.ts';

/**
 * Issue 20 point 2: the article form removes the article its own save created when the editor
 * leaves before that save ended (cancelled upload, closed tab), so no half-saved copy is left.
 * A plain route rather than a server function so a closing tab can still send it
 * (`fetch(…, { keepalive: true })`). SPEC §7 DELETE /crud/articles/{id}, with the session's token;
 * cross-site calls are refused by app/start.ts like every write to a server route.
 */
async function remove({ params }: { params: { id: string } }): Promise<Response> {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== params.id) {
    return failure(404, 'not_found', 'Article introuvable.');
  }
  if (!readSession().authenticated) {
    return failure(401, 'unauthorized', 'Session expirée : reconnectez-vous.');
  }
  try {
    await removeAbandonedArticle(id);
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return apiFailure(error, 'Abandoned article removal');
  }
}

const onlyDelete = () =>
  failure(405, 'method_not_allowed', 'Méthode non autorisée : utilisez DELETE.', {
    headers: { Allow: 'DELETE' },
  });

export const Route = createFileRoute('/uploads/articles/$id')({
  server: { handlers: { DELETE: remove, ANY: onlyDelete } },
});
