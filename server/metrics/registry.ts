import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

declare global {
  /**
   * The process's metrics: the entry script's modules (server/front) and the server bundle's (the
   * API, which holds its own copy of this file) must count into one registry.
   */
  var __metricsRegistry: Registry | undefined;
}

/** This process's registry, with Node's and the process's default metrics (heap, GC, loop). */
export function metricsRegistry(): Registry {
  if (!globalThis.__metricsRegistry) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    // Gauges named like counters (promtool's lint refuses them); `nodejs_active_handles` and the
    // others without the suffix say the same.
    for (const name of [
      'nodejs_active_handles_total',
      'nodejs_active_requests_total',
      'nodejs_active_resources_total',
    ])
      registry.removeSingleMetric(name);
    globalThis.__metricsRegistry = registry;
  }
  return globalThis.__metricsRegistry;
}

type Made<T> = { name: string; help: string; labelNames?: readonly string[] } & T;

/**
 * The metric of that name, made once per process: both copies of a module that defines it get
 * the same one.
 */
function once<M>(
  name: string,
  make: (registry: Registry) => M,
  is: (found: unknown) => found is M,
): M {
  const registry = metricsRegistry();
  const found = registry.getSingleMetric(name);
  if (found === undefined) return make(registry);
  if (!is(found)) throw new Error(`metric ${name} is already registered with another type`);
  return found;
}

export const counter = <L extends string>(
  config: Made<{ collect?: (this: Counter<L>) => void }> & { labelNames?: readonly L[] },
) =>
  once(
    config.name,
    (registry) => new Counter<L>({ ...config, registers: [registry] }),
    (found): found is Counter<L> => found instanceof Counter,
  );

export const gauge = <L extends string>(
  config: Made<{ collect?: (this: Gauge<L>) => void }> & { labelNames?: readonly L[] },
) =>
  once(
    config.name,
    (registry) => new Gauge<L>({ ...config, registers: [registry] }),
    (found): found is Gauge<L> => found instanceof Gauge,
  );

export const histogram = <L extends string>(
  config: Made<{ buckets: number[] }> & { labelNames?: readonly L[] },
) =>
  once(
    config.name,
    (registry) => new Histogram<L>({ ...config, registers: [registry] }),
    (found): found is Histogram<L> => found instanceof Histogram,
  );
