import { useQuery } from '@tanstack/react-query';
import { statsLiveQueryOptions } from '#app/queries/stats.queries.ts';
import { formatCount } from '#domain/stats-display.ts';
import { realtimeMinutes } from '#domain/stats-events.ts';

/**
 * « Visiteurs en ce moment »: distinct visitors of the last minutes, asked again every 30 s
 * while the screen is open (TanStack Query's interval; never in a background tab).
 */
export function StatsLive() {
  const live = useQuery(statsLiveQueryOptions());
  let figure: string;
  if (live.data) figure = formatCount(live.data.visitors);
  else if (live.isError) figure = 'Indisponible';
  else figure = '…';
  return (
    <section
      aria-labelledby="stats-live-title"
      aria-busy={live.isPending || undefined}
      className="flex items-center gap-4 rounded-xl border border-teal-200 bg-teal-50 p-4"
    >
      <span aria-hidden="true" className="relative flex size-3">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-teal-500 opacity-60 motion-reduce:animate-none" />
        <span className="relative inline-flex size-3 rounded-full bg-teal-600" />
      </span>
      <div>
        <h2 id="stats-live-title" className="font-medium text-sm text-teal-900">
          Visiteurs en ce moment
        </h2>
        <p className="font-semibold text-2xl text-teal-950" data-testid="stats-live">
          {figure}
        </p>
        <p className="text-teal-900 text-xs">
          {`Sur les ${realtimeMinutes} dernières minutes, mis à jour toutes les 30 secondes.`}
        </p>
      </div>
    </section>
  );
}
