/**
 * /user-ranking/user/{id} over the development server's ranking routes (in-process,
 * support/ranking-backend) at a fixed time: a bettor of this week's profit list, with a title,
 * a few bets settled this week and open ones; the betting list two bets a page.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type BettingReport, type RankingEntry, type UserTitleInfo } from '@src/contracts/ranking';
import { RankingCalls } from '@src/contracts/ranking-calls';
import { parseBettorIdParam, parsePeriodQuery, rankingPaths } from '@src/domains/ranking/ranking-paths';
import { potentialWin } from '@src/domains/ranking/rules/bet-display';
import { summarize } from '@src/domains/ranking/rules/bettor-summary';
import { formatMoney, formatSigned } from '@src/domains/ranking/rules/money';
import { useLiveMatchStore } from '@src/domains/match/store/live-match-store';
import { shownToasts } from '@tests/support/app-world';
import { backendWorld, overrideRoute } from '@tests/support/in-process-backend';
import { liveValue } from '@tests/support/match-fixtures';
import { renderRoute } from '@tests/support/render-route';
import {
  allBetsOf,
  BETS_PER_PAGE,
  betsOf,
  installRankingBackend,
  periodsOf,
  setUpRankingPage,
  type RankingBackend,
} from '../support/ranking-backend';

/** The bets of a list, not the legs inside them. */
const betsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);

interface Bettor {
  who: UserTitleInfo;
  week: { startDate: number; endDate: number };
  /** The bets settled this week, every page of them. */
  record: BettingReport[];
  /** The first page of open bets. */
  open: BettingReport[];
  /** Every settled bet, newest first. */
  history: BettingReport[];
  path: string;
}

/** This week's profit list's first bettor with a title, 3 to 6 bets settled this week and open ones. */
async function bettorOf(backend: RankingBackend): Promise<Bettor> {
  const week = (await periodsOf(backend))[0]!.rankingDateList[0]!;
  const period = { startDate: week.startDate, endDate: week.endDate };
  const list = await backend.call<{ winRankingList: RankingEntry[] }>(RankingCalls.list, { ...period, rankingType: 2 });
  for (const { userId } of list.winRankingList) {
    const first = await betsOf(backend, { userId, isHistory: 1, title: 1, ...period });
    if (!first.userTitle?.title || first.total < 3 || first.total > 6) continue;
    const open = (await betsOf(backend, { userId, isHistory: 0 })).list;
    if (open.length === 0) continue;
    return {
      who: first.userTitle,
      week: period,
      record: await allBetsOf(backend, { userId, isHistory: 1, ...period }),
      open,
      history: await allBetsOf(backend, { userId, isHistory: 1 }),
      path: `/user-ranking/user/${userId}?start=${period.startDate}&end=${period.endDate}`,
    };
  }
  throw new Error('no bettor of this week fits');
}

/** Cursors of the pages of `bets`, BETS_PER_PAGE a page: none for the first, then each page's last bet. */
const cursorsOf = (bets: readonly BettingReport[]) =>
  Array.from({ length: Math.ceil(bets.length / BETS_PER_PAGE) }, (_, page) =>
    page === 0 ? null : String(bets[page * BETS_PER_PAGE - 1]!.id),
  );

/** The profit curve's figures: from 0, the running total over the bets by settling time. */
function curveOf(bets: readonly BettingReport[]) {
  let total = 0;
  const totals = [0];
  for (const bet of [...bets].sort((a, b) => a.settledAt! - b.settledAt!)) totals.push((total += bet.profit));
  return { last: total, high: Math.max(...totals), low: Math.min(...totals) };
}

let backend: RankingBackend;
let bettor: Bettor;
beforeAll(async () => {
  backendWorld();
  const reader = installRankingBackend();
  bettor = await bettorOf(reader);
  reader.restore();
});
beforeEach(setUpRankingPage);
afterEach(() => backend.restore());

describe('/user-ranking/user/{id}', () => {
  it("shows the bettor, the period's record from every page of it, and the profit curve", async () => {
    backend = installRankingBackend();
    await renderRoute(bettor.path);
    expect(await screen.findByRole('heading', { name: bettor.who.nickName })).toBeInTheDocument();
    expect(screen.getByText(bettor.who.title!)).toBeInTheDocument();
    expect(screen.getByText(`跟单 ${bettor.who.followBetCount}`)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '本期战绩 · 11月16日-11月22日' });
    const figure = (label: string) => within(summary).getByText(label).parentElement!.querySelector('dd')!.textContent;
    // More than one page: the record waits for all of them, and is the rule's over every bet.
    expect(bettor.record.length).toBeGreaterThan(BETS_PER_PAGE);
    const record = summarize(bettor.record);
    await waitFor(() => expect(figure('注单')).toBe(String(bettor.record.length)));
    expect(figure('盈利')).toBe(formatSigned(record.profit));
    expect(figure('命中率')).toBe(`${record.hitRate}%`);
    expect(figure('红/黑')).toBe(`${record.red}/${record.black}`);
    const curve = curveOf(bettor.record);
    expect(
      within(summary).getByRole('img', {
        name: `盈利走势：本期从 0 到 ${formatSigned(curve.last)}，最高 ${formatSigned(curve.high)}，最低 ${formatSigned(curve.low)}`,
      }),
    ).toBeInTheDocument();
    const asked = backend
      .sentTo(RankingCalls.bettingList.path)
      .map((request) => new URLSearchParams(request.body))
      .filter((params) => params.get('startDate') !== null);
    // Every page of the period: the first with who the bettor is, the next by cursor.
    expect(asked.map((params) => [params.get('title'), params.get('cursor'), params.get('isHistory')])).toEqual(
      cursorsOf(bettor.record).map((cursor) => [cursor === null ? '1' : null, cursor, '1']),
    );
    expect(asked[0]?.get('startDate')).toBe(String(bettor.week.startDate));
  });

  it('近期 shows the open bets with their matches live; 历史 pages by cursor with result colours', async () => {
    backend = installRankingBackend();
    await renderRoute(bettor.path);
    const recent = await screen.findByRole('list', { name: '近期注单' });
    const [open] = bettor.open;
    const leg = open!.legs![0]!;
    const row = () => betsIn(recent)[0]!;
    await within(recent).findAllByText(leg.selection);
    // The bet's match kicks off and scores: the open bet shows it live.
    act(() =>
      useLiveMatchStore.getState().applyMatchLive([
        {
          at: Date.now() + 1000,
          value: liveValue({ matchId: leg.matchId, statusId: 2, minute: 36, homeScore: 1, awayScore: 0 }),
        },
      ]),
    );
    expect(within(row()).getByText("36'")).toBeInTheDocument();
    expect(within(row()).getByText('1:0')).toBeInTheDocument();
    expect(within(row()).getByText(`预计可赢 ${formatMoney(potentialWin(open!)!)}`)).toBeInTheDocument();
    expect(within(row()).getByText('待开奖')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '历史' }));
    const history = await screen.findByRole('list', { name: '历史注单' });
    await waitFor(() => expect(betsIn(history)).toHaveLength(BETS_PER_PAGE));
    const firstPage = bettor.history.slice(0, BETS_PER_PAGE);
    const finished = firstPage.flatMap((bet) => bet.matchList).filter((match) => match.statusId === 8);
    expect(within(history).getAllByText('完场')).toHaveLength(finished.length);
    expect(within(betsIn(history)[0]!).getByText(`盈亏 ${formatSigned(firstPage[0]!.profit)}`)).toBeInTheDocument();
    // 加载更多 to the last page.
    while (betsIn(history).length < bettor.history.length) {
      const shown = betsIn(history).length;
      fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
      await waitFor(() => expect(betsIn(history).length).toBe(Math.min(shown + BETS_PER_PAGE, bettor.history.length)));
    }
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    const pages = backend
      .sentTo(RankingCalls.bettingList.path)
      .map((request) => new URLSearchParams(request.body))
      .filter((params) => params.get('isHistory') === '1' && !params.get('startDate'));
    expect(pages.map((params) => params.get('cursor'))).toEqual(cursorsOf(bettor.history));
  });

  it('跟单 asks a visitor to log in and brings them back to this page', async () => {
    backend = installRankingBackend();
    const { navigation } = await renderRoute(bettor.path);
    fireEvent.click(await screen.findByRole('button', { name: `跟单 ${bettor.who.nickName}` }));
    expect(navigation.logins).toEqual([bettor.path]);
    expect(backend.sentTo(RankingCalls.switch.path)).toHaveLength(0);
  });

  it("跟单 when logged in: on at once, then the server's count and a toast; a second tap turns it off", async () => {
    backend = installRankingBackend();
    backend.logIn('demo');
    const { nickName, followBetCount } = bettor.who;
    await renderRoute(bettor.path);
    fireEvent.click(await screen.findByRole('button', { name: `跟单 ${nickName}` }));
    expect(await screen.findByRole('button', { name: `已跟单 ${nickName}，点按取消` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(shownToasts()).toEqual([['success', '跟单成功']]));
    expect(screen.getByText(`跟单 ${followBetCount + 1}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `已跟单 ${nickName}，点按取消` }));
    expect(await screen.findByText(`跟单 ${followBetCount}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        backend.sentTo(RankingCalls.switch.path).map((request) => new URLSearchParams(request.body).get('follow')),
      ).toEqual(['1', '0']),
    );
  });

  it("without a period in the address, shows the current week's record", async () => {
    backend = installRankingBackend();
    await renderRoute(`/user-ranking/user/${bettor.who.userId}`);
    expect(await screen.findByRole('region', { name: '本期战绩 · 11月16日-11月22日' })).toBeInTheDocument();
  });

  it('an id that is not one says the user does not exist, with a way back', async () => {
    backend = installRankingBackend();
    const { navigation } = await renderRoute('/user-ranking/user/abc');
    expect(screen.getByText('用户不存在')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '回到盈利榜' }));
    expect(navigation.backs).toEqual(['/user-ranking']);
  });

  it('a failed record shows the error state with a retry', async () => {
    const failing = overrideRoute(RankingCalls.bettingList.path, (request) =>
      new URLSearchParams(request.body).get('title') === '1' ? { network: true } : undefined,
    );
    backend = installRankingBackend(failing.override);
    await renderRoute(bettor.path);
    const retry = await screen.findByRole('button', { name: '重试' });
    failing.stop();
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: bettor.who.nickName })).toBeInTheDocument();
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
