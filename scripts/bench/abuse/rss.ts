/**
 * A process's resident memory from /proc/<pid>/status: VmRSS sampled every 50 ms, and the
 * kernel's own high-water mark (VmHWM, reset first through clear_refs when allowed), so a peak
 * shorter than the sampling interval is not missed.
 */
import { readFileSync, writeFileSync } from 'node:fs';

function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kib ? Number(kib) * 1024 : 0;
  } catch {
    return 0; // gone
  }
}

export const rssBytes = (pid: number) => statusBytes(pid, 'VmRSS');

/** Resets VmHWM to the current RSS ("5" > clear_refs); false when the kernel refuses. */
function resetHighWaterMark(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface RssSampler {
  before: number;
  /** Stops sampling: the peak seen since the start. */
  stop(): number;
}

export function sampleRss(pid: number): RssSampler {
  const before = rssBytes(pid);
  const exactPeak = resetHighWaterMark(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 50);
  return {
    before,
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssBytes(pid), exactPeak ? statusBytes(pid, 'VmHWM') : 0);
    },
  };
}

export const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(0);
