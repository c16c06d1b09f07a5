import { deleteArticle } from '../client/articles.client.ts';
import { sessionClient } from './session.server.ts';

/**
 * Issue 20 point 2: the article a save created, removed when the editor left before the save
 * ended (app/routes/uploads.articles.$id.ts). SPEC §7 DELETE /crud/articles/{id} with the token
 * of the session's cookies.
 */
export function removeAbandonedArticle(id: number): Promise<void> {
  return deleteArticle(sessionClient(), id);
}
