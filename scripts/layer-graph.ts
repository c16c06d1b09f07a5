/**
 * `node scripts/layer-graph.ts [dir]`: which layer imports which (scripts/layers.ts), counted in
 * import edges (one per import of a project file by another), and which layers sit in an import
 * cycle. `dir` is the root of the tree to read (default: this one), so an older checkout can be
 * measured for a before/after. Prints Markdown.
 */
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { cyclicComponents, edgesOnCycles, type LayerEdge, layerGraph } from './layer-edges.ts';
import { cruiseOptions } from './layers.ts';

const root = resolve(process.argv[2] ?? '.');
const { output } = await cruise(['.'], { ...cruiseOptions, baseDir: root });
if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a graph');

const graph = layerGraph(output.modules);
const across = graph.edges.filter((edge) => edge.from !== edge.to);
const sum = (edges: LayerEdge[]) => edges.reduce((total, edge) => total + edge.count, 0);
const files = [...graph.files.values()].reduce((total, count) => total + count, 0);
const typeOnly = (edge: LayerEdge) => (edge.typeOnly ? ` (${edge.typeOnly} type-only)` : '');

console.log(`# Layer graph of ${root}\n`);
console.log(
  `${files} project files; ${sum(graph.edges)} imports between them, ` +
    `${sum(across)} from one layer to another.\n`,
);
console.log('| layer | files | imports within | imports of other layers (edges) |');
console.log('| --- | ---: | ---: | --- |');
for (const name of graph.names) {
  const within = graph.edges.find((edge) => edge.from === name && edge.to === name)?.count ?? 0;
  const targets = across
    .filter((edge) => edge.from === name)
    .map((edge) => `${edge.to} ${edge.count}${typeOnly(edge)}`);
  console.log(
    `| ${name} | ${graph.files.get(name) ?? 0} | ${within} | ${targets.join(', ') || '—'} |`,
  );
}

const components = cyclicComponents(graph);
const onCycles = edgesOnCycles(graph, components);
const mutual = across.filter((edge) =>
  across.some((back) => back.from === edge.to && back.to === edge.from && edge.from < edge.to),
);
console.log('\n## Cycles between layers\n');
if (components.length === 0) console.log('- No layer sits in an import cycle.');
for (const members of components) {
  const count = `${members.length} of ${graph.names.length}`;
  console.log(`- ${count} layers sit in one import cycle: ${members.join(', ')}.`);
}
console.log(
  `- ${onCycles.length} of ${across.length} layer-to-layer dependencies lie on a cycle ` +
    `(${sum(onCycles)} imports); ${mutual.length} pairs of layers import each other` +
    `${mutual.length ? `: ${mutual.map((edge) => `${edge.from} ⇄ ${edge.to}`).join(', ')}` : ''}.`,
);
