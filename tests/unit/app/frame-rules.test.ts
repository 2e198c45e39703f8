import { DOMAINS } from '../../../src/app/domains';
import { HEADER_TABS, headerTabPath } from '../../../src/app/frame/header-tab-order';
import { activeHeaderTab, visibleHeaderTabs, type HeaderTab } from '../../../src/app/frame/header-tabs';
import { ChunkLoadError, loadChunk } from '../../../src/app/routing/lazy-page';
import { setChunkJudge } from '../../../src/platform/deploy/chunk-failures';
import { isAppPath, pathDepth, redirectTarget, toAppPath } from '../../../src/app/routing/route-table';
import { isServiceFloatShown } from '../../../src/app/frame/service-float-rule';
import { endOfLocalDay } from '../../../src/platform/storage/cookies';
import { LATE_FRAME } from '../../../src/app/frame/domain-overlays';
import { overlayAsker, type FrameOverlay } from '../../../src/platform/domain/domain-descriptor';

describe('header tabs', () => {
  const everyPage = () => true;
  const tab = (key: string, order: number, extra: Partial<HeaderTab> = {}): HeaderTab => ({
    key,
    label: () => key,
    path: `/${key}`,
    order,
    ...extra,
  });
  // The bar as the domains will define it: anchor, news, ranking, sports; world-cup hidden.
  const specTabs = [
    tab('anchor', 10),
    tab('news', 20),
    tab('ranking', 30, { path: '/user-ranking' }),
    tab('sports', 40, { path: '/five-leagues', hiddenWhenEuro: true }),
    tab('world-cup', 50, { hidden: true }),
  ];

  it("takes each domain's tabs from its descriptor, in bar order", () => {
    expect(HEADER_TABS.map((item) => item.key)).toEqual(
      DOMAINS.flatMap((domain) => domain.headerTabs)
        .sort((a, b) => a.order - b.order)
        .map((item) => item.key),
    );
    expect(HEADER_TABS[0]).toMatchObject({ key: 'anchor', path: '/anchor' });
    expect(HEADER_TABS[0]!.label('zh-CN')).toBe('主播');
  });

  it('shows the tabs that are not hidden; the world-cup tab is defined but hidden', () => {
    expect(visibleHeaderTabs({ euro: false }, specTabs, everyPage).map((item) => item.key)).toEqual([
      'anchor',
      'news',
      'ranking',
      'sports',
    ]);
    // The domains' own tabs: 世界杯 is defined, and hidden.
    expect(HEADER_TABS.some((item) => item.key === 'world-cup')).toBe(true);
    expect(visibleHeaderTabs({ euro: false }).map((item) => item.label('zh-CN'))).toEqual([
      '主播',
      '爆料',
      '盈利榜',
      '体育专题',
    ]);
  });

  it('hides sports topics when the euro flag is on', () => {
    expect(visibleHeaderTabs({ euro: true }, specTabs, everyPage).map((item) => item.key)).toEqual([
      'anchor',
      'news',
      'ranking',
    ]);
  });

  it('shows only tabs whose page exists', () => {
    expect(visibleHeaderTabs({ euro: false }, specTabs, (path) => path === '/news').map((item) => item.key)).toEqual([
      'news',
    ]);
  });

  it('lights the tab whose page a route names (the NBA page lights sports), else the tab whose path the page is under', () => {
    const routeTab = (path: string) => (path === '/nba' || path === '/euro-cup' ? '/five-leagues' : undefined);
    expect(activeHeaderTab('/nba', specTabs, routeTab)?.key).toBe('sports');
    expect(activeHeaderTab('/euro-cup', specTabs, routeTab)?.key).toBe('sports');
    expect(activeHeaderTab('/news', specTabs, routeTab)?.key).toBe('news');
    expect(activeHeaderTab('/anchor/detail/7', specTabs, routeTab)?.key).toBe('anchor');
    expect(activeHeaderTab('/download', specTabs, routeTab)).toBeUndefined();
  });

  it('lights 体育专题 on the NBA and Euro pages through the link their routes name', () => {
    expect(activeHeaderTab('/nba', HEADER_TABS)?.key).toBe('sports');
    expect(activeHeaderTab('/euro-cup', HEADER_TABS)?.key).toBe('sports');
    expect(activeHeaderTab('/nba/team/3', HEADER_TABS)).toBeUndefined();
  });

  it("finds a tab's page by its key (select-tab of the host or the native app), nothing for an unknown key", () => {
    expect(headerTabPath('anchor')).toBe('/anchor');
    expect(headerTabPath('news')).toBe('/news');
    expect(headerTabPath('admin')).toBeUndefined();
  });
});

describe('route table helpers', () => {
  it('turns router paths into app paths under either router', () => {
    expect(toAppPath('/sport-info/download', '/sport-info')).toBe('/download');
    expect(toAppPath('/sport-info', '/sport-info')).toBe('/');
    expect(toAppPath('/download/', '')).toBe('/download');
  });

  it('knows its own paths and redirects, nothing else', () => {
    expect(isAppPath('/download')).toBe(true);
    expect(isAppPath('/news1')).toBe(true);
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/admin')).toBe(false);
  });

  it("reads only the redirect table's own keys", () => {
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(isAppPath(key)).toBe(false);
      expect(redirectTarget(key)).toBeUndefined();
    }
    expect(redirectTarget('/news1')).toBe('/news');
  });

  it('measures depth for the slide direction', () => {
    expect(pathDepth('/anchor')).toBe(1);
    expect(pathDepth('/anchor/detail/7')).toBe(3);
    expect(pathDepth('/')).toBe(0);
  });
});

describe('chunk loading', () => {
  it('retries a failed chunk and succeeds', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 7 failed'))
      .mockResolvedValueOnce({ default: () => null });
    await expect(loadChunk(load, { backoffMs: 1 })).resolves.toHaveProperty('default');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each(['fan', 'app'] as const)(
    'asks why a first ChunkLoadError happened, saying who asked for the chunk (%s); a new version is not retried',
    async (asker) => {
      const asked: unknown[] = [];
      setChunkJudge(async (_error, who) => {
        asked.push(who);
        return { kind: 'new-version', update: { from: 'a', to: 'b' } };
      });
      const gone = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
      const load = jest.fn().mockRejectedValue(gone);
      await expect(loadChunk(load, { backoffMs: 1, asker })).rejects.toHaveProperty('verdict.kind', 'new-version');
      expect(asked).toEqual([asker]);
      expect(load).toHaveBeenCalledTimes(1);
      setChunkJudge(null);
    },
  );

  it.each([
    ['an overlay the fan opens', {}, 'fan'],
    ['a late overlay', { late: true }, 'app'],
    ['a late overlay that says the fan asks', { late: true, asker: 'fan' }, 'fan'],
    ['an overlay that says the app asks', { asker: 'app' }, 'app'],
  ] as const)('loads the chunk of %s (%j) as the %s’s asking', (_name, fields: Partial<FrameOverlay>, asker) => {
    const overlay: FrameOverlay = { id: 'x', watch: () => () => undefined, load: jest.fn(), ...fields };
    expect(overlayAsker(overlay)).toBe(asker);
  });

  it('loads the late frame (the float, the loading overlay) as the app’s asking: it says so itself', () => {
    expect(LATE_FRAME.late).toBeUndefined();
    expect(overlayAsker(LATE_FRAME)).toBe('app');
  });

  it('gives up after its attempts with a ChunkLoadError', async () => {
    const load = jest.fn().mockRejectedValue(new Error('offline'));
    await expect(loadChunk(load, { attempts: 3, backoffMs: 1 })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('times out a chunk that never arrives', async () => {
    jest.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined), { attempts: 1, timeoutMs: 120_000 });
    const assertion = expect(pending).rejects.toThrow('page chunk timed out');
    await jest.advanceTimersByTimeAsync(120_000);
    await assertion;
    jest.useRealTimers();
  });
});

describe('customer-service bubble cookie', () => {
  it('expires at the end of the local day', () => {
    const morning = new Date(2026, 10, 21, 8, 30).getTime();
    const end = endOfLocalDay(morning);
    expect(end.getDate()).toBe(21);
    expect(end.getHours()).toBe(23);
    expect(end.getMinutes()).toBe(59);
    expect(end.getTime() - morning).toBeLessThan(16 * 3600_000);
  });
});

describe('the customer-service float: shown or hidden', () => {
  const page = { header: true, inputPadding: false, sheetOpen: false, allowedByHost: true };
  it('shows on a page with the header tab bar', () => {
    expect(isServiceFloatShown(page)).toBe(true);
  });
  it.each([
    ['a page without the header tab bar', { header: false }],
    ["a page with a bottom input box (the room's, a tip's)", { inputPadding: true }],
    ['an open dialog or sheet', { sheetOpen: true }],
    ['the host or the native app hid it', { allowedByHost: false }],
  ])('hides on %s', (_, change) => {
    expect(isServiceFloatShown({ ...page, ...change })).toBe(false);
  });
});
