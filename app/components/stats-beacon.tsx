import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { installStatsBeacon } from '../lib/stats-beacon.ts';

/** Starts the statistics beacon once the page is hydrated (issue 38); renders nothing. */
export function StatsBeacon() {
  const router = useRouter();
  useEffect(() => installStatsBeacon(router), [router]);
  return null;
}
