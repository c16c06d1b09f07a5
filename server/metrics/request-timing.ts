import { siteMetrics } from './metrics.ts';
import { methodLabel } from './route-template.ts';

/**
 * `http_request_duration_seconds` of every answered request, by route template, method and
 * status class, observed when its last byte is handed to the system. A request whose client left
 * first is not an answer: it is counted in `http_requests_aborted_total` instead.
 */
export function createRequestTiming() {
  const { httpDuration, httpAborted } = siteMetrics();
  return (done: {
    route: string;
    method: string | undefined;
    status: number;
    seconds: number;
    answered: boolean;
  }): void => {
    if (!done.answered) {
      httpAborted.inc();
      return;
    }
    httpDuration.observe(
      {
        route: done.route,
        method: methodLabel(done.method),
        status_class: `${Math.floor(done.status / 100)}xx`,
      },
      done.seconds,
    );
  };
}
