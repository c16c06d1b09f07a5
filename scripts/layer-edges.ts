/**
 * Layer-to-layer import edges out of a dependency-cruiser result, and the layers that sit in an
 * import cycle (strongly connected components). Used by scripts/layer-graph.ts (the table) and
 * scripts/check-layers.ts (`npm run lint:layers`).
 */
import type { IModule } from 'dependency-cruiser';
import { layerOf, layers } from './layers.ts';

/** All imports from one layer to another: one edge per import of a project file. */
export type LayerEdge = {
  from: string;
  to: string;
  count: number;
  typeOnly: number;
  sample: string;
};

export type LayerGraph = { edges: LayerEdge[]; files: Map<string, number>; names: string[] };

const isProjectFile = (path: string) => !path.startsWith('node_modules/');

const order = (name: string) => {
  const position = layers.findIndex((layer) => layer.name === name);
  // A layer found only by the fallback (server/<folder>) goes after the named server layers.
  return position === -1 ? layers.findIndex((layer) => layer.name === 'scripts') - 0.5 : position;
};
export const byLayer = (a: string, b: string) => order(a) - order(b) || a.localeCompare(b);

export function layerGraph(modules: IModule[]): LayerGraph {
  const edges = new Map<string, LayerEdge>();
  const files = new Map<string, number>();
  for (const module of modules) {
    if (module.coreModule || module.couldNotResolve || !isProjectFile(module.source)) continue;
    const from = layerOf(module.source);
    files.set(from, (files.get(from) ?? 0) + 1);
    for (const dependency of module.dependencies) {
      if (dependency.couldNotResolve || dependency.coreModule) continue;
      if (!isProjectFile(dependency.resolved)) continue;
      const to = layerOf(dependency.resolved);
      const key = `${from} ${to}`;
      const sample = `${module.source} → ${dependency.resolved}`;
      const edge = edges.get(key) ?? { from, to, count: 0, typeOnly: 0, sample };
      edge.count += 1;
      if (dependency.dependencyTypes.includes('type-only')) edge.typeOnly += 1;
      edges.set(key, edge);
    }
  }
  const names = [...new Set([...files.keys(), ...[...edges.values()].map((edge) => edge.to)])];
  const sorted = [...edges.values()].sort((a, b) => byLayer(a.from, b.from) || byLayer(a.to, b.to));
  return { edges: sorted, files, names: names.sort(byLayer) };
}

/** Tarjan's strongly connected components of more than one layer (self edges left out). */
export function cyclicComponents({ names, edges }: LayerGraph): string[][] {
  const next = new Map(names.map((name) => [name, [] as string[]]));
  for (const edge of edges) if (edge.from !== edge.to) next.get(edge.from)?.push(edge.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (name: string) => {
    index.set(name, index.size);
    low.set(name, index.size - 1);
    stack.push(name);
    for (const target of next.get(name) ?? []) {
      if (!index.has(target)) visit(target);
      if (stack.includes(target)) low.set(name, Math.min(low.get(name) ?? 0, low.get(target) ?? 0));
    }
    if (low.get(name) !== index.get(name)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) component.push(member);
    } while (member !== undefined && member !== name);
    if (component.length > 1) components.push(component.sort(byLayer));
  };
  for (const name of names) if (!index.has(name)) visit(name);
  return components;
}

/** The layer-to-layer edges whose two ends sit in the same cycle. */
export function edgesOnCycles(graph: LayerGraph, components: string[][]): LayerEdge[] {
  const componentOf = new Map(components.flatMap((members, i) => members.map((n) => [n, i])));
  return graph.edges.filter(
    (edge) =>
      edge.from !== edge.to &&
      componentOf.has(edge.from) &&
      componentOf.get(edge.from) === componentOf.get(edge.to),
  );
}
