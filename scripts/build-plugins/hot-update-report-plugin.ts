/**
 * Development only: after a rebuild, one terminal line per edited file saying what the open pages
 * do with it — Fast Refresh, a style applied in place, a re-run up to the component modules that
 * import it, or a reload and why (hot-update-rules.ts). The browser decides the same way: a module
 * that declines (contracts, stores, platform services) or whose importers reach no component
 * module before the app's entry cannot be applied in place, and the dev server's client reloads the page.
 */
import path from 'node:path';
import type { Compiler, Module, ModuleGraph } from '@rspack/core';
import {
  coldReason,
  describeVerdict,
  isReportedEdit,
  looksLikeComponentModule,
  type HotVerdict,
} from './hot-update-rules';

const NAME = 'HotUpdateReportPlugin';

const fileOf = (module: Module): string | null => {
  const { resource } = module as { resource?: string };
  return typeof resource === 'string' && resource !== '' ? resource.split('?')[0]! : null;
};

function isBoundary(module: Module, graph: ModuleGraph): boolean {
  const file = fileOf(module);
  if (!file) return false;
  const provided = graph.getProvidedExports(module);
  return looksLikeComponentModule(file, Array.isArray(provided) ? provided : null);
}

/** The way the hot runtime bubbles an update: up through importers until modules that accept it. */
export function hotVerdict(module: Module, graph: ModuleGraph, relative: (file: string) => string): HotVerdict {
  const file = fileOf(module) ?? '';
  const cold = coldReason(file);
  if (cold) return { kind: 'reload', reason: `it is ${cold}` };
  if (file.endsWith('.css')) return { kind: 'css' };
  if (isBoundary(module, graph)) return { kind: 'refresh' };
  const seen = new Set<Module>([module]);
  const queue = [module];
  let boundaries = 0;
  while (queue.length > 0) {
    const current = queue.shift()!;
    const importers = [...graph.getIncomingConnections(current)]
      .map((connection) => connection.originModule)
      .filter((origin): origin is Module => origin !== null);
    if (importers.length === 0 || importers.some((origin) => fileOf(origin) === null))
      return {
        kind: 'reload',
        reason: `no component module between ${relative(fileOf(current) ?? file)} and the app's entry accepts it`,
      };
    for (const origin of importers) {
      if (seen.has(origin)) continue;
      seen.add(origin);
      const originFile = fileOf(origin)!;
      const originCold = coldReason(originFile);
      if (originCold) return { kind: 'reload', reason: `it is imported by ${relative(originFile)}, ${originCold}` };
      if (isBoundary(origin, graph)) boundaries += 1;
      else queue.push(origin);
    }
  }
  return { kind: 'importers', boundaries };
}

export class HotUpdateReportPlugin {
  constructor(
    private readonly root: string,
    private readonly print: (line: string) => void = (line) => console.log(line),
  ) {}

  apply(compiler: Compiler): void {
    const relative = (file: string) => path.relative(this.root, file);
    compiler.hooks.done.tap(NAME, (stats) => {
      const changed = compiler.modifiedFiles;
      if (!changed || changed.size === 0 || stats.hasErrors()) return;
      const { moduleGraph } = stats.compilation;
      const byFile = new Map<string, Module>();
      for (const module of stats.compilation.modules) {
        const file = fileOf(module);
        // style-loader's module of a CSS file is the first one: the one the components import.
        if (file && !byFile.has(file)) byFile.set(file, module);
      }
      for (const file of changed) {
        if (!isReportedEdit(file, this.root)) continue;
        const module = byFile.get(file);
        if (module)
          this.print(`hot update: ${describeVerdict(relative(file), hotVerdict(module, moduleGraph, relative))}`);
      }
    });
  }
}
