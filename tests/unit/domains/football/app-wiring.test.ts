/** The football domain in the app's tables: its routes, and the header tabs 体育专题 and 世界杯. */
import { HEADER_TABS } from '@src/app/frame/header-tab-order';
import { activeHeaderTab, visibleHeaderTabs } from '@src/app/frame/header-tabs';
import { findRoute } from '@src/app/routing/route-table';

describe('routes', () => {
  it.each([
    ['/five-leagues', 'five-leagues', true, true],
    ['/five-leagues/league/12387/team/1111', 'five-leagues-team', false, false],
    ['/five-leagues/league/12387/player/111120', 'five-leagues-player', false, false],
    ['/world-cup', 'world-cup', true, true],
    ['/world-cup/team/1900', 'world-cup-team', false, false],
    ['/euro-cup', 'euro-cup', true, true],
    ['/euro-cup/team/1909', 'euro-cup-team', false, false],
  ])('%s is the page %s (header %s, kept alive %s)', (path, id, header, keepAlive) => {
    expect(findRoute(path)).toMatchObject({ id, header, keepAlive });
  });
});

describe('header tabs', () => {
  const hasPage = (path: string) => findRoute(path) !== undefined;

  it('shows 体育专题 at its place, hides it with the euro flag, and never shows 世界杯', () => {
    const shown = (euro: boolean) => visibleHeaderTabs({ euro }, HEADER_TABS, hasPage).map((tab) => tab.label('zh-CN'));
    expect(shown(false)).toContain('体育专题');
    expect(shown(true)).not.toContain('体育专题');
    expect(shown(false)).not.toContain('世界杯');
    expect(HEADER_TABS.find((tab) => tab.label('zh-CN') === '体育专题')).toMatchObject({
      order: 40,
      path: '/five-leagues',
    });
    expect(HEADER_TABS.find((tab) => tab.label('zh-CN') === '世界杯')).toMatchObject({ order: 50, hidden: true });
  });

  it('lights 体育专题 on every football topic page', () => {
    for (const path of ['/five-leagues', '/five-leagues/league/12387/team/1', '/euro-cup', '/world-cup']) {
      expect(activeHeaderTab(path, HEADER_TABS)?.key).toBe('sports');
    }
  });
});
