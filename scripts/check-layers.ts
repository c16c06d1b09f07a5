/**
 * `npm run lint:layers`: the import rules of .dependency-cruiser.ts (which layer may import
 * which, no cycle of modules), then no cycle between layers (scripts/layer-edges.ts). One read of
 * the tree; exits 1 with each violation named in plain words.
 */
import { fileURLToPath } from 'node:url';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { cyclicComponents, edgesOnCycles, layerGraph } from './layer-edges.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = await extractDepcruiseOptions(`${root}.dependency-cruiser.ts`);
const { output } = await cruise(['.'], { ...options, baseDir: root });
if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a graph');

const report = await format(output, { outputType: 'err-long' });
if (typeof report.output === 'string') process.stdout.write(report.output);

const graph = layerGraph(output.modules);
const components = cyclicComponents(graph);
const onCycles = edgesOnCycles(graph, components);
for (const members of components) {
  console.log(`\n  error no-cycle-between-layers: ${members.join(', ')}`);
  console.log('    These layers import each other in a cycle; one of these imports must go:');
  for (const edge of onCycles.filter((candidate) => members.includes(candidate.from))) {
    console.log(
      `      ${edge.from} → ${edge.to}: ${edge.count} import${edge.count === 1 ? '' : 's'}, e.g. ${edge.sample}`,
    );
  }
}
if (components.length === 0) console.log('✔ no import cycle between layers');
else console.log(`\n✘ ${components.length} import cycle(s) between layers.`);

process.exitCode = report.exitCode !== 0 || components.length > 0 ? 1 : 0;
