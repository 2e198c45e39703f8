import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRouteChunkNames } from '@scripts/build-plugins/route-chunk-names';
import { NOT_FOUND_ROUTE, routeTable } from '@src/app/routing/route-table';

/** A small app's sources in a folder of its own: `files` by their path below `src/`. */
function appSources(files: Record<string, string>): { routeTable: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-chunk-names-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'src', name)), { recursive: true });
    writeFileSync(path.join(dir, 'src', name), text);
  }
  return {
    routeTable: path.join(dir, 'src/app/routing/route-table.ts'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe("the routes' chunks, read from the sources", () => {
  it('follows each way the app writes a pattern, and the slice a page loads beside it', () => {
    const app = appSources({
      'app/routing/route-table.ts': `
        import { shopRoutes } from '../../domains/shop/shop-routes';
        import { cartSlice } from '../../domains/shop/cart-store';
        import { GOLD_PATH } from '../../platform/gold';
        const paths = { download: () => '/download', gold: () => GOLD_PATH } as const;
        export const routes = [
          { id: 'shop', pattern: shopRoutes.home, load: () => import(/* webpackChunkName: "page-shop" */ './shop') },
          { id: 'cart', pattern: shopRoutes.cart, load: () => cartSlice.beside(import(/* webpackChunkName: "page-cart" */ './cart')) },
          { id: 'download', pattern: paths.download(), load: () => import(/* webpackChunkName: "page-download" */ './download') },
          { id: 'gold', pattern: paths.gold(), load: () => import(/* webpackChunkName: "page-gold" */ './gold') },
        ];`,
      'domains/shop/shop-routes.ts': `export const shopRoutes = { home: '/shop', cart: '/shop/cart/:id' } as const;`,
      'domains/shop/cart-store.ts': `
        const lazySlice = (load: () => Promise<unknown>) => ({ beside: <T,>(page: Promise<T>) => (void load(), page) });
        export const cartSlice = lazySlice(() => import(/* webpackChunkName: "cart-actions" */ './cart-actions'));`,
      'platform/gold.ts': `export const GOLD_PATH = '/gold-document';`,
    });
    try {
      expect(readRouteChunkNames(app.routeTable)).toEqual([
        { pattern: '/shop', chunks: ['page-shop'] },
        { pattern: '/shop/cart/:id', chunks: ['page-cart', 'cart-actions'] },
        { pattern: '/download', chunks: ['page-download'] },
        { pattern: '/gold-document', chunks: ['page-gold'] },
      ]);
    } finally {
      app.remove();
    }
  });

  it('fails on a pattern that is no constant and on a page without a chunk name', () => {
    const app = appSources({
      'app/routing/route-table.ts': `
        declare const somewhere: string;
        export const routes = [
          { pattern: somewhere, load: () => import(/* webpackChunkName: "page-a" */ './a') },
          { pattern: '/b', load: () => import('./b') },
        ];`,
    });
    try {
      expect(() => readRouteChunkNames(app.routeTable)).toThrow(
        /route-table\.ts:4: the pattern is no constant string\n.*route-table\.ts:5: its load names no chunk/,
      );
    } finally {
      app.remove();
    }
  });

  describe("this app's route table", () => {
    const read = readRouteChunkNames();

    it('is read whole: every route, once', () => {
      expect(read.map((route) => route.pattern).sort()).toEqual(
        [...routeTable, NOT_FOUND_ROUTE].map((route) => route.pattern).sort(),
      );
    });

    it("names each route's own page first (the chunk its load imports), then what loads beside it", () => {
      for (const route of [...routeTable, NOT_FOUND_ROUTE]) {
        const chunks = read.find((entry) => entry.pattern === route.pattern)!.chunks;
        expect(route.load.toString()).toContain(`webpackChunkName: "${chunks[0]}"`);
      }
      expect(read.find((route) => route.pattern === '/anchor')!.chunks).toEqual(['page-anchor']);
      expect(read.find((route) => route.pattern === '/anchor/detail/:id')!.chunks).toEqual([
        'page-anchor-detail',
        'live-room-actions',
      ]);
    });
  });
});
