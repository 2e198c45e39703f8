import { activeHeaderTab, HEADER_TABS, visibleHeaderTabs } from '../../../src/app/frame/header-tabs';
import { ChunkLoadError, loadChunk } from '../../../src/app/routing/lazy-page';
import { isAppPath, pathDepth, toAppPath } from '../../../src/app/routing/route-table';
import { endOfLocalDay } from '../../../src/platform/storage/cookies';

describe('header tabs (spec section 2)', () => {
  const everyPage = () => true;

  it('shows anchor, news, profit ranking and sports topics; the world-cup tab is defined but hidden', () => {
    expect(HEADER_TABS.map((tab) => tab.key)).toContain('world-cup');
    expect(visibleHeaderTabs({ euro: false }, everyPage).map((tab) => tab.label)).toEqual(['主播', '爆料', '盈利榜', '体育专题']);
  });

  it('hides sports topics when the euro flag is on', () => {
    expect(visibleHeaderTabs({ euro: true }, everyPage).map((tab) => tab.key)).toEqual(['anchor', 'news', 'ranking']);
  });

  it('shows only tabs whose page exists', () => {
    expect(visibleHeaderTabs({ euro: false }, (path) => path === '/news').map((tab) => tab.key)).toEqual(['news']);
  });

  it('lights the sports tab on every topic page', () => {
    const tabs = visibleHeaderTabs({ euro: false }, everyPage);
    expect(activeHeaderTab('/nba', tabs)?.key).toBe('sports');
    expect(activeHeaderTab('/euro-cup', tabs)?.key).toBe('sports');
    expect(activeHeaderTab('/news', tabs)?.key).toBe('news');
    expect(activeHeaderTab('/download', tabs)).toBeUndefined();
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

  it('gives up after its attempts with a ChunkLoadError', async () => {
    const load = jest.fn().mockRejectedValue(new Error('offline'));
    await expect(loadChunk(load, { attempts: 3, backoffMs: 1 })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('times out a chunk that never arrives', async () => {
    jest.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined), { attempts: 1, timeoutMs: 120_000 });
    const assertion = expect(pending).rejects.toThrow('页面加载超时');
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
