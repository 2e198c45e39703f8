/**
 * What an edit does to the open pages in development: components refresh in place, modules that
 * hold the page's state or define its data reload it (and the decline loader makes them), and the
 * terminal's line says which.
 */
import hotDeclineLoader, { DECLINE } from '@scripts/build-plugins/hot-decline-loader';
import {
  coldReason,
  describeVerdict,
  isReportedEdit,
  looksLikeComponentModule,
} from '@scripts/build-plugins/hot-update-rules';

const SRC = '/repo/src';

describe('which edits reload the page', () => {
  it.each([
    [`${SRC}/contracts/anchors.ts`, 'a contract'],
    [`${SRC}/domains/anchors/store/anchors-store.ts`, 'a store'],
    [`${SRC}/domains/anchors/store/selectors.ts`, 'a store'],
    [`${SRC}/app/frame/frame-store.ts`, 'a store'],
    [`${SRC}/platform/http/http-client.ts`, 'a platform service'],
    [`${SRC}/platform/socket/push-client.ts`, 'a platform service'],
  ])('%s: reloads, as %s', (file, reason) => {
    expect(coldReason(file)).toContain(reason);
  });

  it.each([
    `${SRC}/domains/anchors/pages/anchor-home-page.tsx`,
    `${SRC}/domains/anchors/components/anchor-groups.tsx`,
    `${SRC}/domains/anchors/rules/streamer-profile.ts`,
    `${SRC}/domains/anchors/messages.ts`,
    `${SRC}/platform/bridge/navigation-context.tsx`,
    `${SRC}/ui/copy.ts`,
    '/repo/node_modules/zustand/esm/index.mjs',
    '/repo/shell-demo/host/src/state/control-state.ts',
  ])('%s: applied in place', (file) => {
    expect(coldReason(file)).toBeNull();
  });

  it('reads Windows paths too', () => {
    expect(coldReason('C:\\repo\\src\\contracts\\news.ts')).toContain('a contract');
  });
});

describe('the decline loader', () => {
  const run = (resourcePath: string, source: string) => {
    const callback = jest.fn();
    hotDeclineLoader.call({ resourcePath, callback } as never, source, { version: 3 });
    return callback.mock.calls[0] as [null, string, unknown];
  };

  it('makes a store decline hot updates, after its code, with its source map unchanged', () => {
    const [, code, map] = run(`${SRC}/domains/news/store/news-store.ts`, 'export const a = 1;');
    expect(code).toBe(`export const a = 1;${DECLINE}`);
    expect(DECLINE).toContain('import.meta.webpackHot.decline()');
    expect(map).toEqual({ version: 3 });
  });

  it('leaves a component as it is', () => {
    expect(run(`${SRC}/ui/skeleton.tsx`, 'export function Skeleton() {}')[1]).toBe('export function Skeleton() {}');
  });
});

describe('Fast Refresh boundaries, as the terminal names them', () => {
  it('a .tsx module exporting only components (or a default) is one', () => {
    expect(looksLikeComponentModule('/x/anchor-groups.tsx', ['AnchorGroups'])).toBe(true);
    expect(looksLikeComponentModule('/x/page.tsx', ['default'])).toBe(true);
  });

  it('a module exporting anything else, a .ts module or one without exports is not', () => {
    expect(looksLikeComponentModule('/x/banner.tsx', ['BannerCarousel', 'warmBanner'])).toBe(false);
    expect(looksLikeComponentModule('/x/use-now.ts', ['UseNow'])).toBe(false);
    expect(looksLikeComponentModule('/x/a.tsx', [])).toBe(false);
    expect(looksLikeComponentModule('/x/a.tsx', null)).toBe(false);
  });

  it('says why a reload happens', () => {
    expect(describeVerdict('src/contracts/news.ts', { kind: 'reload', reason: 'it is a contract' })).toBe(
      'src/contracts/news.ts: the page reloads — it is a contract',
    );
    expect(describeVerdict('src/ui/copy.ts', { kind: 'importers', boundaries: 3 })).toContain('state kept');
  });
});

describe('which edits the terminal reports', () => {
  it("reports the app's own code, the remote's and the host's", () => {
    expect(isReportedEdit('/repo/src/domains/news/pages/news-page.tsx', '/repo')).toBe(true);
    expect(isReportedEdit('/repo/shell-demo/host/src/app.tsx', '/repo/')).toBe(true);
  });

  it("not the build's own pieces, which every module imports (the shared refresh runtime), nor packages", () => {
    expect(isReportedEdit('/repo/scripts/build-plugins/shared-refresh-runtime.cjs', '/repo')).toBe(false);
    expect(isReportedEdit('/repo/node_modules/react-refresh/runtime.js', '/repo')).toBe(false);
  });
});
