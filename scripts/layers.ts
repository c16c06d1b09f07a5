/**
 * The layers of the code base (issue 21), shared by the import rules (.dependency-cruiser.ts) and
 * the layer graph (scripts/layer-graph.ts). A file belongs to the first layer whose pattern
 * matches its path from the repository root; a server folder not named here is its own layer
 * `server/<folder>`, so an older tree (server/db/seed, no domain/) still maps.
 */

import type { ICruiseOptions } from 'dependency-cruiser';

export type Layer = { name: string; path: string };

/**
 * How both tools read the tree. TypeScript 7 has no JavaScript compiler API that
 * dependency-cruiser can load (it supports typescript < 7), so it parses with swc; package.json
 * "imports" (#app/*…) resolve through enhanced-resolve.
 */
export const cruiseOptions = {
  parser: 'swc',
  exclude: {
    path: '^([.][^/]+|dist|data|docs|public|bench/results|test-results|playwright-report)/',
  },
  doNotFollow: { path: '^node_modules/' },
  enhancedResolveOptions: {
    exportsFields: ['exports'],
    conditionNames: ['import', 'node', 'default'],
  },
} satisfies ICruiseOptions;

const serverModules = [
  'functions',
  'client',
  'api',
  'db',
  'seed',
  'events',
  'http',
  'page-cache',
  'feeds',
  'catalogue-pdf',
  'storage',
  'mail',
  'html',
  'security',
  'lru',
  'metrics',
  'log',
  'backup',
  'front',
];

export const layers: readonly Layer[] = [
  { name: 'config', path: '^app[.]config[.]ts$' },
  { name: 'env', path: '^(app[.]env[.]ts$|server/env/)' },
  { name: 'domain', path: '^domain/' },
  { name: 'machines', path: '^machines/' },
  { name: 'app/lib', path: '^app/lib/' },
  { name: 'app', path: '^app/' },
  ...serverModules.map((module) => ({ name: `server/${module}`, path: `^server/${module}/` })),
  { name: 'scripts', path: '^scripts/' },
  { name: 'tests', path: '^tests/' },
  { name: 'bench', path: '^bench/' },
  // vite.config.ts, vitest.config.ts, playwright.config.ts, drizzle.config.ts, this config…
  { name: 'tooling', path: '^[^/]+$' },
];

/** The layer's path pattern, for the rules; throws on a name that is not a layer. */
export function layerPath(name: string): string {
  const layer = layers.find((candidate) => candidate.name === name);
  if (!layer) throw new Error(`no layer named ${name}`);
  return layer.path;
}

const compiled = layers.map((layer) => ({ name: layer.name, pattern: new RegExp(layer.path) }));

/** The layer of a project file (path from the repository root, with forward slashes). */
export function layerOf(file: string): string {
  const layer = compiled.find((candidate) => candidate.pattern.test(file));
  if (layer) return layer.name;
  const serverFolder = /^server\/([^/]+)\//.exec(file);
  if (serverFolder) return `server/${serverFolder[1]}`;
  return file.split('/')[0] ?? file;
}
