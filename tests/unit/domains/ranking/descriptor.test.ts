/** The ranking domain's descriptor: its header tab, its routes (one kept alive under the header, one named rank-user). */
import { HEADER_TABS } from '@src/app/frame/header-tab-order';
import { findRoute } from '@src/app/routing/route-table';
import { rankingDomain } from '@src/domains/ranking/ranking-domain';

describe('the ranking descriptor', () => {
  it('brings the 盈利榜 tab, third in the bar', () => {
    expect(rankingDomain.headerTabs).toMatchObject([{ key: 'ranking', path: '/user-ranking', order: 30 }]);
    const labels = HEADER_TABS.map((tab) => tab.label('zh-CN'));
    expect(labels.indexOf('盈利榜')).toBeGreaterThan(labels.indexOf('主播'));
    expect(rankingDomain.headerTabs[0]!.label('en')).toBe('盈利榜');
  });

  it('routes /user-ranking (header, kept alive) and /user-ranking/user/{id} (rank-user), each its own chunk', async () => {
    expect(findRoute('/user-ranking')).toMatchObject({ id: 'ranking', header: true, keepAlive: true });
    expect(findRoute('/user-ranking/user/500008')).toMatchObject({ id: 'rank-user', header: false, keepAlive: false });
    for (const route of rankingDomain.routes) expect(typeof (await route.load()).default).toBe('function');
  });
});
