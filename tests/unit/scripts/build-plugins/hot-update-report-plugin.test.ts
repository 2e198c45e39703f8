/** @jest-environment node */
/**
 * The terminal's line after an edit follows the way the hot runtime bubbles an update: up
 * through the importers until component modules accept it, or a reload when it reaches a module
 * that declines (a store) or the app's entry first.
 */
import type { Module, ModuleGraph } from '@rspack/core';
import { hotVerdict } from '@scripts/build-plugins/hot-update-report-plugin';

type Fake = { resource: string; exports: string[]; importers: Fake[] };
const mod = (resource: string, exports: string[], importers: Fake[] = []): Fake => ({ resource, exports, importers });
const graph = {
  getProvidedExports: (module: Fake) => module.exports,
  getIncomingConnections: (module: Fake) => module.importers.map((originModule) => ({ originModule })),
} as unknown as ModuleGraph;
const verdict = (module: Fake) => hotVerdict(module as unknown as Module, graph, (file) => file.replace('/repo/', ''));

describe('what an edit does, as the terminal reports it', () => {
  const entry = mod('/repo/src/expose/mount.ts', ['mount']);
  const page = mod('/repo/src/domains/news/pages/news-page.tsx', ['default'], [entry]);
  const store = mod('/repo/src/domains/news/store/news-store.ts', ['useNewsStore'], [page]);

  it('a component module: Fast Refresh', () => {
    expect(verdict(page)).toEqual({ kind: 'refresh' });
  });

  it('a CSS module: applied in place', () => {
    expect(verdict(mod('/repo/src/ui/tabs.module.css', ['default'], [page]))).toEqual({ kind: 'css' });
  });

  it('a store: reloads, saying so', () => {
    expect(verdict(store)).toEqual({ kind: 'reload', reason: expect.stringContaining('a store') });
  });

  it('a pure module imported by components: re-run up to them', () => {
    const card = mod('/repo/src/domains/news/components/tip-card.tsx', ['TipCard'], [page]);
    const rules = mod('/repo/src/domains/news/rules/price.ts', ['priceLabel'], [card, page]);
    expect(verdict(rules)).toEqual({ kind: 'importers', boundaries: 2 });
  });

  it('a pure module a store imports: reloads, naming the store', () => {
    const rules = mod('/repo/src/domains/news/rules/sort.ts', ['sortTips'], [store]);
    expect(verdict(rules)).toEqual({
      kind: 'reload',
      reason: expect.stringContaining('imported by src/domains/news/store/news-store.ts'),
    });
  });

  it('a module whose importers reach the entry before any component: reloads', () => {
    const helper = mod('/repo/src/expose/default-api-base-url.ts', ['defaultApiBaseUrl'], [entry]);
    expect(verdict(helper)).toEqual({
      kind: 'reload',
      reason: expect.stringContaining("no component module between src/expose/mount.ts and the app's entry"),
    });
  });
});
