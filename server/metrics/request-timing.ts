import type { FinishedRequest } from '#server/log/access-log.ts';
import { siteMetrics } from './metrics.ts';
import { methodLabel } from './route-template.ts';

/**
 * `http_request_duration_seconds` of every answered request, by route template, method and
 * status class, observed when its last byte is handed to the system. A request whose client left
 * first is not an answer: it is counted in `http_requests_aborted_total` instead.
 */
export function createRequestTiming() {
  const { httpDuration, httpAborted } = siteMetrics();
  // One child per label set, its labels hashed once: observing costs a lookup, not a hash. The
  // sets are bounded (route templates × methods × 5 classes).
  const series = new Map<string, ReturnType<typeof httpDuration.labels>>();
  const seriesOf = (route: string, method: string, statusClass: string) => {
    const key = `${route} ${method} ${statusClass}`;
    let found = series.get(key);
    if (!found) {
      found = httpDuration.labels({ route, method, status_class: statusClass });
      series.set(key, found);
    }
    return found;
  };
  return (done: FinishedRequest): void => {
    if (!done.answered) {
      httpAborted.inc();
      return;
    }
    const statusClass = `${Math.floor(done.status / 100)}xx`;
    seriesOf(done.route, methodLabel(done.method), statusClass).observe(done.seconds);
  };
}
