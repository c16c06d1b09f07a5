import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { siteMetrics } from './metrics.ts';
import { methodLabel } from './route-template.ts';

/**
 * `http_request_duration_seconds` of every answered request, by route template, method and
 * status class, observed when its last byte is handed to the system. A request whose client left
 * first is not an answer: it is counted in `http_requests_aborted_total` instead.
 */
export function timeRequests(templateOf: (pathname: string) => string) {
  const { httpDuration: duration, httpAborted } = siteMetrics();
  return (request: IncomingMessage, response: ServerResponse): void => {
    const started = performance.now();
    response.once('close', () => {
      if (!response.writableFinished) httpAborted.inc();
    });
    response.once('finish', () => {
      const url = request.url ?? '/';
      const query = url.indexOf('?');
      duration.observe(
        {
          route: templateOf(query === -1 ? url : url.slice(0, query)),
          method: methodLabel(request.method),
          status_class: `${Math.floor(response.statusCode / 100)}xx`,
        },
        (performance.now() - started) / 1000,
      );
    });
  };
}
