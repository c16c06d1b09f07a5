/** Successful writes made through the REST client, so server-side caches can drop what changed. */
export type MutatedResource = 'products' | 'categories' | 'articles';
type Listener = (resource: MutatedResource) => void;

const listeners = new Set<Listener>();

export function onMutation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitMutation(method: string, path: string): void {
  if (method === 'GET' || method === 'HEAD') return;
  const resource = /^\/crud\/(products|categories|articles)\b/.exec(path)?.[1];
  if (resource === 'products' || resource === 'categories' || resource === 'articles') {
    for (const listener of listeners) listener(resource);
  }
}
