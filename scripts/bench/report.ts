/** What the benchmarks' reports share: medians, the machine line and the results file. */
import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { hasTaskset, root } from './server.ts';

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** "Node v22…, <CPU model>, N cores, server pinned to core 0" (or "unpinned"). */
export function machineSummary(): string {
  const cpu = cpus();
  return `Node ${process.version}, ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${serverPinning()}`;
}

export const serverPinning = () => `server ${hasTaskset ? 'pinned to core 0' : 'unpinned'}`;

/** Writes bench/results/`file` and prints the table after a blank line. */
export async function writeResults(file: string, table: string): Promise<void> {
  await writeFile(join(root, 'bench/results', file), table);
  console.log(`\n${table}`);
}
