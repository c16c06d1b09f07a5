/**
 * One flood in a process of its own (the probe's autocannon must not share an event loop with
 * 200 flooding connections: it would measure its own starvation). Arguments: one JSON object
 * (`FloodArgs`); prints the outcome as one JSON line.
 */
import * as v from 'valibot';
import { floodKinds } from './fair-share.ts';
import { flood } from './flood-client.ts';

const FloodArgs = v.object({
  base: v.string(),
  kind: v.number(),
  connections: v.number(),
  addresses: v.array(v.string()),
  seconds: v.number(),
  pages: v.array(v.string()),
});
export type FloodArgs = v.InferOutput<typeof FloodArgs>;

const args = v.parse(FloodArgs, JSON.parse(process.argv[2] ?? '{}'));
const kind = floodKinds(args.pages)[args.kind];
if (!kind) throw new Error(`no flood kind ${args.kind}`);
const outcome = await flood({ ...args, headers: kind.headers, path: kind.path });
console.log(JSON.stringify(outcome));
