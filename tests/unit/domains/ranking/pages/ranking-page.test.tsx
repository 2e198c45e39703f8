/**
 * /user-ranking over the development server's ranking routes (in-process,
 * support/ranking-backend) at a fixed time: the world's four weeks and three months (the oldest
 * month hidden: nothing settled in it), each with its profit, red and popularity lists of 100.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RankingDate, type RankingEntry } from '@src/contracts/ranking';
import { RankingCalls } from '@src/contracts/ranking-calls';
import { formatSigned } from '@src/domains/ranking/rules/money';
import { monitorEvents } from '@tests/support/app-world';
import { ok, paramsOf } from '@tests/support/fake-transport';
import { backendWorld, overrideRoute, type Override } from '@tests/support/in-process-backend';
import { renderRoute } from '@tests/support/render-route';
import { installRankingBackend, periodsOf, setUpRankingPage, type RankingBackend } from '../support/ranking-backend';
import { textsByRole } from '@tests/support/role-texts';
import { readAnswer } from '@src/contracts/http';

const WIN = 2;
const RED = 1;
/** Periods as the server has them: this week first, then the months. */
let weeks: RankingDate[];
let months: RankingDate[];

let backend: RankingBackend;
beforeAll(async () => {
  backendWorld();
  const reader = installRankingBackend();
  const [weekly, monthly] = await periodsOf(reader);
  weeks = weekly!.rankingDateList;
  months = monthly!.rankingDateList;
  reader.restore();
});
beforeEach(setUpRankingPage);
afterEach(() => backend.restore());

const entries = () => screen.getAllByRole('article');
/** A list of a period as the server answers it, read. */
async function listOf(period: RankingDate, rankingType: number): Promise<RankingEntry[]> {
  const date = readAnswer(
    RankingCalls.list,
    await backend.call(RankingCalls.list, { startDate: period.startDate, endDate: period.endDate, rankingType }),
  );
  return rankingType === RED ? date.redRankingList : date.winRankingList;
}
const isListOf = (period: RankingDate, rankingType: number, request: { body?: string }) => {
  const params = new URLSearchParams(request.body ?? '');
  return params.get('startDate') === String(period.startDate) && params.get('rankingType') === String(rankingType);
};
/** The world's answer to one list, amended (what the world does not have: a broken report, no entries). */
const amendList =
  (
    period: () => RankingDate,
    rankingType: number,
    change: (answer: Record<string, unknown>) => Record<string, unknown>,
  ): Override =>
  async (request, serverData) =>
    request.path === RankingCalls.list.path && isListOf(period(), rankingType, request)
      ? ok(change((await serverData()) as Record<string, unknown>))
      : undefined;
/** The list virtualises: scrolled to an entry (each keeps the list's 380 px estimate: jsdom lays nothing out). */
function scrollTo(index: number): void {
  Object.defineProperty(window, 'scrollY', { value: index * 380, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}
afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

describe('/user-ranking', () => {
  it('shows the period kinds, the dates (hidden ones left out), the lists and the entries of the newest week', async () => {
    backend = installRankingBackend();
    await renderRoute('/user-ranking');
    const list = await listOf(weeks[0]!, WIN);
    const [leader] = list;
    expect(await screen.findByRole('article', { name: `第1名 ${leader!.nickName}` })).toBeInTheDocument();
    expect(textsByRole(screen.getByRole('tablist', { name: '榜单周期' }), 'tab')).toEqual(['周榜', '月榜']);
    expect(textsByRole(screen.getByRole('tablist', { name: '榜单日期' }), 'tab')).toEqual([
      '11月16日-11月22日',
      '11月09日-11月15日',
      '11月02日-11月08日',
      '10月26日-11月01日',
    ]);
    expect(screen.getByRole('tab', { name: '盈利', selected: true })).toBeInTheDocument();
    const first = screen.getByRole('article', { name: `第1名 ${leader!.nickName}` });
    expect(within(first).getByText(formatSigned(leader!.profit))).toBeInTheDocument();
    expect(within(first).getByText(`${leader!.redCount}红${leader!.blackCount}黑`)).toBeInTheDocument();
    expect(within(first).getByText(`跟单 ${leader!.followBetCount}`)).toBeInTheDocument();
    for (const leg of leader!.bettingReportList.flatMap((report) => report.legs!)) {
      expect(within(first).getAllByText(leg.selection).length).toBeGreaterThan(0);
    }
    // The first bettor on a streak of reds shows it (one red is no streak); the first with a title, the title.
    const onStreak = list.findIndex((entry) => entry.continuousRed > 1);
    scrollTo(onStreak);
    const streak = await screen.findByRole('article', { name: `第${onStreak + 1}名 ${list[onStreak]!.nickName}` });
    expect(within(streak).getByText(`连红${list[onStreak]!.continuousRed}`)).toBeInTheDocument();
    const titled = list.findIndex((entry) => entry.title !== null);
    scrollTo(titled);
    const withTitle = await screen.findByRole('article', { name: `第${titled + 1}名 ${list[titled]!.nickName}` });
    expect(within(withTitle).getByText(list[titled]!.title!)).toBeInTheDocument();
    // The first with more bets than the entry shows leads to all of them, in this period.
    const more = list.findIndex((entry) => entry.showMore);
    scrollTo(more);
    const withMore = await screen.findByRole('article', { name: `第${more + 1}名 ${list[more]!.nickName}` });
    expect(within(withMore).getByRole('link', { name: `查看全部注单：${list[more]!.nickName}` })).toHaveAttribute(
      'href',
      `/user-ranking/user/${list[more]!.userId}?start=${weeks[0]!.startDate}&end=${weeks[0]!.endDate}`,
    );
  });

  it('renders the entries near the viewport of all 100, and the last once scrolled to the end', async () => {
    backend = installRankingBackend();
    await renderRoute('/user-ranking');
    const list = await listOf(weeks[0]!, WIN);
    await screen.findByRole('article', { name: `第1名 ${list[0]!.nickName}` });
    // jsdom lays nothing out: each entry keeps the list's estimate (380 px) in a 768 px window.
    expect(entries().length).toBeLessThan(10);
    const rows = within(screen.getByRole('list', { name: '榜单类型' })).getAllByRole('listitem');
    expect(list).toHaveLength(100);
    expect(rows[0]).toHaveAttribute('aria-setsize', '100');
    const last = `第100名 ${list[99]!.nickName}`;
    expect(screen.queryByRole('article', { name: last })).not.toBeInTheDocument();
    scrollTo(100);
    expect(await screen.findByRole('article', { name: last })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: `第1名 ${list[0]!.nickName}` })).not.toBeInTheDocument();
    expect(backend.sentTo(RankingCalls.list.path)).toHaveLength(1);
  });

  it("asks each list with its period kind's size and game platforms, as the config says", async () => {
    // The world's config, its 周榜 lists cut to 20 entries of one platform.
    backend = installRankingBackend(async (request, serverData) => {
      if (request.path !== RankingCalls.config.path) return undefined;
      const [weekly, ...others] = (await serverData()) as Record<string, unknown>[];
      return ok([{ ...weekly, size: 20, gamePlatforms: [164] }, ...others]);
    });
    await renderRoute('/user-ranking');
    const [leader] = await listOf(weeks[0]!, WIN);
    await screen.findByRole('article', { name: `第1名 ${leader!.nickName}` });
    expect(paramsOf(backend.sentTo(RankingCalls.list.path)[0]!)).toMatchObject({
      size: '20',
      'gamePlatforms[0]': '164',
    });
    const rows = within(screen.getByRole('list', { name: '榜单类型' })).getAllByRole('listitem');
    expect(rows[0]).toHaveAttribute('aria-setsize', '20');
  });

  it('switches period kind, date and list', async () => {
    // Last month as the world has it, amended to nobody (for the empty state).
    const lastMonth = () => months[1]!;
    backend = installRankingBackend(amendList(lastMonth, WIN, (answer) => ({ ...answer, winRankingList: [] })));
    await renderRoute('/user-ranking');
    const [thisWeekLeader] = await listOf(weeks[0]!, WIN);
    await screen.findByRole('article', { name: `第1名 ${thisWeekLeader!.nickName}` });
    fireEvent.click(screen.getByRole('tab', { name: '11月09日-11月15日' }));
    const [lastWeekLeader] = await listOf(weeks[1]!, WIN);
    expect(await screen.findByRole('article', { name: `第1名 ${lastWeekLeader!.nickName}` })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '月榜' }));
    const [monthLeader] = await listOf(months[0]!, WIN);
    expect(await screen.findByRole('article', { name: `第1名 ${monthLeader!.nickName}` })).toBeInTheDocument();
    // The oldest month is hidden (nothing settled in it).
    expect(months.map((month) => month.hidden)).toEqual([0, 0, 1]);
    expect(textsByRole(screen.getByRole('tablist', { name: '榜单日期' }), 'tab')).toEqual([
      '11月01日-11月30日',
      '10月01日-10月31日',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: '10月01日-10月31日' }));
    expect(await screen.findByText('本期暂无上榜用户')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '周榜' }));
    fireEvent.click(screen.getByRole('tab', { name: '红单/跟单' }));
    const [redLeader] = await listOf(weeks[0]!, RED);
    const red = await screen.findByRole('article', { name: `第1名 ${redLeader!.nickName}` });
    expect(within(red).getByText(`${redLeader!.hitRate}%`)).toBeInTheDocument();
    expect(within(red).getByText('命中率')).toBeInTheDocument();
  });

  it('shows a report whose bet info cannot be read as such, reports it, and renders the rest', async () => {
    // The second bettor's first report, broken on the way (the world's are all readable).
    const broken: { id?: number } = {};
    backend = installRankingBackend(
      amendList(
        () => weeks[0]!,
        WIN,
        (answer) => {
          const [first, second, ...rest] = answer.winRankingList as { bettingReportList: Record<string, unknown>[] }[];
          const [report, ...others] = second!.bettingReportList;
          broken.id = report!.id as number;
          return {
            ...answer,
            winRankingList: [
              first,
              { ...second, bettingReportList: [{ ...report, betInfo: '{broken' }, ...others] },
              ...rest,
            ],
          };
        },
      ),
    );
    await renderRoute('/user-ranking');
    const list = await listOf(weeks[0]!, WIN);
    const second = await screen.findByRole('article', { name: `第2名 ${list[1]!.nickName}` });
    expect(list[1]!.bettingReportList.length).toBeGreaterThan(1);
    expect(within(second).getByText('注单信息无法读取')).toBeInTheDocument();
    expect(within(second).getAllByText(list[1]!.bettingReportList[1]!.legs![0]!.selection).length).toBeGreaterThan(0);
    expect(screen.getByRole('article', { name: `第1名 ${list[0]!.nickName}` })).toBeInTheDocument();
    expect(monitorEvents).toEqual([
      expect.objectContaining({ code: 'malformed-bet-info', message: expect.stringContaining(String(broken.id)) }),
    ]);
  });

  it('shows odds in the odds type the user picks', async () => {
    backend = installRankingBackend();
    await renderRoute('/user-ranking');
    const [leader] = await listOf(weeks[0]!, WIN);
    const first = await screen.findByRole('article', { name: `第1名 ${leader!.nickName}` });
    // Read odds are European, whatever the bettor placed in; Hong Kong odds are the winnings per 1.
    const report = leader!.bettingReportList[0]!;
    const leg = report.legs![0]!;
    expect(within(first).getAllByText(`@${leg.odds.toFixed(2)}`).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: '香港盘' }));
    expect(within(first).getAllByText(`@${(leg.odds - 1).toFixed(2)}`).length).toBeGreaterThan(0);
    expect(within(first).getByText(`赔率 ${(report.odds - 1).toFixed(2)}`)).toBeInTheDocument();
  });

  it('asks a visitor to log in before a vote, with the way back', async () => {
    backend = installRankingBackend();
    const { navigation } = await renderRoute('/user-ranking');
    const [leader] = await listOf(weeks[0]!, WIN);
    const first = await screen.findByRole('article', { name: `第1名 ${leader!.nickName}` });
    fireEvent.click(within(first).getAllByRole('button', { name: /^点赞/ })[0]!);
    expect(navigation.logins).toEqual(['/user-ranking']);
    expect(backend.sentTo(RankingCalls.like.path)).toHaveLength(0);
  });

  it('a logged-in like shows at once, and a second tap takes it back', async () => {
    backend = installRankingBackend();
    backend.logIn('demo');
    await renderRoute('/user-ranking');
    const [leader] = await listOf(weeks[0]!, WIN);
    const likes = leader!.bettingReportList[0]!.like;
    const first = await screen.findByRole('article', { name: `第1名 ${leader!.nickName}` });
    const like = within(first).getAllByRole('button', { name: `点赞，当前 ${likes} 个赞` })[0]!;
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName(`取消点赞，当前 ${likes + 1} 个赞`);
    await waitFor(() => expect(backend.sentTo(RankingCalls.like.path)).toHaveLength(1));
    expect(paramsOf(backend.sentTo(RankingCalls.like.path)[0]!)).toEqual({
      reportId: String(leader!.bettingReportList[0]!.id),
    });
    await waitFor(() => expect(like).not.toHaveAttribute('aria-disabled'));
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(backend.sentTo(RankingCalls.like.path)).toHaveLength(2));
    await waitFor(() => expect(like).toHaveAccessibleName(`点赞，当前 ${likes} 个赞`));
  });

  it('rolls a vote back when the call fails', async () => {
    backend = installRankingBackend(
      overrideRoute(RankingCalls.dislike.path, { envelope: { code: 10001, msg: '操作失败' } }).override,
    );
    backend.logIn('demo');
    await renderRoute('/user-ranking');
    const [leader] = await listOf(weeks[0]!, WIN);
    const first = await screen.findByRole('article', { name: `第1名 ${leader!.nickName}` });
    const dislike = within(first).getAllByRole('button', { name: /^踩/ })[0]!;
    fireEvent.click(dislike);
    expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'false'));
    expect(dislike).toHaveAccessibleName(`踩，当前 ${leader!.bettingReportList[0]!.disLike} 个踩`);
  });

  it('loads again for the new user after a login (their votes)', async () => {
    backend = installRankingBackend();
    await renderRoute('/user-ranking');
    const [leader] = await listOf(weeks[0]!, WIN);
    await screen.findByRole('article', { name: `第1名 ${leader!.nickName}` });
    const calls = backend.sentTo(RankingCalls.list.path).length;
    act(() => void backend.logIn('demo'));
    await waitFor(() => expect(backend.sentTo(RankingCalls.list.path).length).toBe(calls + 1));
  });

  it('shows the error state with a retry when the config fails', async () => {
    const failing = overrideRoute(RankingCalls.config.path, { network: true });
    backend = installRankingBackend(failing.override);
    await renderRoute('/user-ranking');
    const retry = await screen.findByRole('button', { name: '重试' });
    failing.stop();
    fireEvent.click(retry);
    const [leader] = await listOf(weeks[0]!, WIN);
    expect(await screen.findByRole('article', { name: `第1名 ${leader!.nickName}` })).toBeInTheDocument();
  });
});
