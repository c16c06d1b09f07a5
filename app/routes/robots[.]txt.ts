import { createFileRoute } from '@tanstack/react-router';
import { getEnv } from '#env';
import { buildRobots } from '#server/feeds/robots.ts';

const handle = () => {
  const env = getEnv();
  return new Response(buildRobots(env.NODE_ENV, env.SITE_URL, env.INDEXING), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
};

/** /robots.txt: indexing rules, stricter outside a real production host. */
export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: handle, HEAD: handle } },
});
