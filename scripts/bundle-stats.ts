/**
 * A Vite plugin for the per-module breakdown of the client bundle (`BUNDLE_STATS=1 npx vite
 * build`): writes dist/client-modules.json, each client chunk's file name and its modules with
 * the bytes each one renders into the chunk (Rollup's own `renderedLength`). With
 * BUNDLE_IMPORTERS=1 also dist/client-modules-importers.json: who imports each module, to find why
 * a module is in a chunk. Off by default, so the normal build is unchanged.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkStats {
  file: string;
  modules: { id: string; bytes: number }[];
}

export function bundleStats(outFile: string): Plugin {
  return {
    name: 'bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks: ChunkStats[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .map(([id, info]) => ({
            id: id.replace(/^.*node_modules\//, 'npm:').replace(`${process.cwd()}/`, ''),
            bytes: info.renderedLength,
          }))
          .sort((a, b) => b.bytes - a.bytes);
        chunks.push({ file: output.fileName, modules });
      }
      writeFileSync(join(outFile), JSON.stringify(chunks, null, 1));
      if (process.env.BUNDLE_IMPORTERS) {
        const importers: Record<string, string[]> = {};
        for (const id of this.getModuleIds()) {
          const info = this.getModuleInfo(id);
          if (info)
            importers[id.replace(`${process.cwd()}/`, '')] = [
              ...info.importers,
              ...info.dynamicImporters,
            ].map((i) => i.replace(`${process.cwd()}/`, ''));
        }
        writeFileSync(
          join(outFile.replace('.json', '-importers.json')),
          JSON.stringify(importers, null, 1),
        );
      }
    },
  };
}
