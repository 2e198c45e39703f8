/** /user-ranking/user/{id} rendered with the real HTTP client over a fake ranking backend. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RankingCalls } from '@src/contracts/ranking';
import { parseBettorIdParam, parsePeriodQuery, rankingPaths } from '@src/domains/ranking/ranking-paths';
import { shownToasts } from '@tests/support/app-world';
import { leg, matchSummary, thisWeek, wireReport } from '../support/fixtures';
import { emptyRankingData, installRankingServer, type FakeRankingData } from '../support/ranking-server';
import { renderRoute } from '@tests/support/render-route';
import { setUpRankingWorld } from '../support/store-setup';

const BETTOR = 508;
const HOUR = 3600 * 1000;
/** The bets of a list, not the legs inside them. */
const betsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
const path = `/user-ranking/user/${BETTOR}?start=${thisWeek.startDate}&end=${thisWeek.endDate}`;

function world(): FakeRankingData {
  const data = emptyRankingData();
  data.titles = [
    {
      userId: BETTOR,
      nickName: '量大管饱',
      headUrl: 'avatar-508.svg',
      titleId: 2,
      title: '连红大神',
      followBetCount: 41,
    },
  ];
  const settled = (id: number, result: string, profit: number, hour: number) =>
    wireReport(
      {
        id,
        userId: BETTOR,
        result,
        profit,
        settledAt: thisWeek.startDate + hour * HOUR,
        matchList: [matchSummary(7001)],
      },
      'betInfos',
    );
  // 历史 by cursor, two pages; the fake answers the period's record from the same pages: +950, -500, +475.
  data.bets[`${BETTOR}:1`] = [[settled(3, 'win', 950, 30), settled(2, 'lose', -500, 20)], [settled(1, 'win', 475, 10)]];
  data.bets[`${BETTOR}:0`] = [
    [
      wireReport(
        {
          id: 9,
          userId: BETTOR,
          result: 'waiting',
          profit: 0,
          settledAt: null,
          stake: 100,
          odds: 3.92,
          legs: [leg({ matchId: 7002, result: 'waiting', pickLabel: '平局', bettingType: 1, odds: 3.92 })],
          matchList: [matchSummary(7002, { statusId: 2, minute: 36, homeScore: 1, awayScore: 0 })],
        },
        'betInfos',
      ),
    ],
  ];
  return data;
}

let server: ReturnType<typeof installRankingServer>;
beforeEach(() => setUpRankingWorld());
afterEach(() => server.restore());

describe('/user-ranking/user/{id}', () => {
  it("shows the bettor, the period's record from every page of it, and the profit curve", async () => {
    server = installRankingServer(world());
    await renderRoute(path);
    expect(await screen.findByRole('heading', { name: '量大管饱' })).toBeInTheDocument();
    expect(screen.getByText('连红大神')).toBeInTheDocument();
    expect(screen.getByText('跟单 41')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '本期战绩 · 11月16日-11月22日' });
    const figure = (label: string) => within(summary).getByText(label).parentElement!.querySelector('dd')!.textContent;
    expect(figure('盈利')).toBe('+925');
    expect(figure('命中率')).toBe('67%');
    expect(figure('注单')).toBe('3');
    expect(figure('红/黑')).toBe('2/1');
    expect(
      within(summary).getByRole('img', { name: '盈利走势：本期从 0 到 +925，最高 +925，最低 -25' }),
    ).toBeInTheDocument();
    const record = server
      .sentTo(RankingCalls.bettingList.path)
      .map((request) => new URLSearchParams(request.body))
      .filter((params) => params.get('startDate') !== null);
    // Every page of the period: the first with who the bettor is, the next by cursor.
    expect(record.map((params) => [params.get('title'), params.get('cursor'), params.get('isHistory')])).toEqual([
      ['1', null, '1'],
      [null, '2', '1'],
    ]);
    expect(record[0]?.get('startDate')).toBe(String(thisWeek.startDate));
  });

  it('近期 shows the open bets with their matches live; 历史 pages by cursor with result colours', async () => {
    server = installRankingServer(world());
    await renderRoute(path);
    const recent = await screen.findByRole('list', { name: '近期注单' });
    await within(recent).findByText('平局');
    expect(within(recent).getByText("36'")).toBeInTheDocument();
    expect(within(recent).getByText('1:0')).toBeInTheDocument();
    expect(within(recent).getByText('预计可赢 292')).toBeInTheDocument();
    expect(within(recent).getByText('待开奖')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '历史' }));
    const history = await screen.findByRole('list', { name: '历史注单' });
    await waitFor(() => expect(betsOf(history)).toHaveLength(2));
    expect(within(history).getAllByText('完场')).toHaveLength(2);
    expect(within(history).getByText('盈亏 -500')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(betsOf(history)).toHaveLength(3));
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    const pages = server
      .sentTo(RankingCalls.bettingList.path)
      .map((request) => new URLSearchParams(request.body))
      .filter((params) => params.get('isHistory') === '1' && !params.get('startDate'));
    expect(pages.map((params) => params.get('cursor'))).toEqual([null, '2']);
  });

  it('跟单 asks a visitor to log in and brings them back to this page', async () => {
    server = installRankingServer(world());
    const { navigation } = await renderRoute(path);
    fireEvent.click(await screen.findByRole('button', { name: '跟单 量大管饱' }));
    expect(navigation.logins).toEqual([path]);
    expect(server.sentTo(RankingCalls.switch.path)).toHaveLength(0);
  });

  it("跟单 when logged in: on at once, then the server's count and a toast; a second tap turns it off", async () => {
    setUpRankingWorld({ loggedIn: true });
    server = installRankingServer(world());
    await renderRoute(path);
    fireEvent.click(await screen.findByRole('button', { name: '跟单 量大管饱' }));
    expect(await screen.findByRole('button', { name: '已跟单 量大管饱，点按取消' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(shownToasts()).toEqual([['success', '跟单成功']]));
    expect(screen.getByText('跟单 42')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '已跟单 量大管饱，点按取消' }));
    expect(await screen.findByText('跟单 41')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        server.sentTo(RankingCalls.switch.path).map((request) => new URLSearchParams(request.body).get('follow')),
      ).toEqual(['1', '0']),
    );
  });

  it("without a period in the address, shows the current week's record", async () => {
    server = installRankingServer(world());
    await renderRoute(`/user-ranking/user/${BETTOR}`);
    expect(await screen.findByRole('region', { name: '本期战绩 · 11月16日-11月22日' })).toBeInTheDocument();
  });

  it('an id that is not one says the user does not exist, with a way back', async () => {
    server = installRankingServer(world());
    const { navigation } = await renderRoute('/user-ranking/user/abc');
    expect(screen.getByText('用户不存在')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '回到盈利榜' }));
    expect(navigation.backs).toEqual(['/user-ranking']);
  });

  it('a failed record shows the error state with a retry', async () => {
    let fail = true;
    server = installRankingServer(world(), (request) =>
      fail && request.path === RankingCalls.bettingList.path && new URLSearchParams(request.body).get('title') === '1'
        ? { network: true }
        : undefined,
    );
    await renderRoute(path);
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '量大管饱' })).toBeInTheDocument();
  });
});

describe('paths', () => {
  it('read the bettor id and the period, and build the link back', () => {
    expect(parseBettorIdParam('508')).toBe(508);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1234567890123'])
      expect(parseBettorIdParam(bad)).toBeNull();
    expect(parsePeriodQuery(new URLSearchParams('start=10&end=20'))).toEqual({ startDate: 10, endDate: 20 });
    for (const bad of ['', 'start=10', 'start=20&end=10', 'start=x&end=20', 'start=-1&end=5'])
      expect(parsePeriodQuery(new URLSearchParams(bad))).toBeNull();
    expect(rankingPaths.user(508, { startDate: 10, endDate: 20 })).toBe('/user-ranking/user/508?start=10&end=20');
    expect(rankingPaths.user(508)).toBe('/user-ranking/user/508');
  });
});
