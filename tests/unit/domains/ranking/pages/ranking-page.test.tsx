/** /user-ranking rendered with the real HTTP client over a fake ranking backend. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RankingCalls } from '@src/contracts/ranking';
import { useSessionStore } from '@src/platform/session/session-store';
import { monitorEvents } from '@tests/support/app-world';
import { lastMonth, lastWeek, leg, thisMonth, thisWeek, wireEntry, wireList, wireReport } from '../support/fixtures';
import { emptyRankingData, installRankingServer, type FakeRankingData } from '../support/ranking-server';
import { renderRoute } from '@tests/support/render-route';
import { setUpRankingWorld } from '../support/store-setup';

function world(): FakeRankingData {
  const data = emptyRankingData();
  const entries = Array.from({ length: 100 }, (_, index) => wireEntry(index + 1));
  data.lists[`${thisWeek.startDate}:2`] = wireList(thisWeek, 2, entries);
  data.lists[`${thisWeek.startDate}:1`] = wireList(thisWeek, 1, [wireEntry(1, { nickName: '红单王', hitRate: 90 })]);
  data.lists[`${lastWeek.startDate}:2`] = wireList(lastWeek, 2, [wireEntry(1, { nickName: '上周冠军' })]);
  data.lists[`${thisMonth.startDate}:2`] = wireList(thisMonth, 2, [wireEntry(1, { nickName: '本月冠军' })]);
  data.lists[`${lastMonth.startDate}:2`] = wireList(lastMonth, 2, []);
  return data;
}

let server: ReturnType<typeof installRankingServer>;
beforeEach(() => setUpRankingWorld());
afterEach(() => server.restore());

const entries = () => screen.getAllByRole('article');

describe('/user-ranking', () => {
  it('shows the period kinds, the dates (hidden ones left out), the lists and the entries of the newest week', async () => {
    server = installRankingServer(world());
    await renderRoute('/user-ranking');
    expect(await screen.findByRole('article', { name: '第1名 球友1' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('tablist', { name: '榜单周期' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['周榜', '月榜']);
    expect(
      within(screen.getByRole('tablist', { name: '榜单日期' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['11月16日-11月22日', '11月09日-11月15日']);
    expect(screen.getByRole('tab', { name: '盈利', selected: true })).toBeInTheDocument();
    const first = screen.getByRole('article', { name: '第1名 球友1' });
    expect(within(first).getByText('盈利王')).toBeInTheDocument();
    expect(within(first).getByText('+9,990')).toBeInTheDocument();
    expect(within(first).getByText('5红2黑')).toBeInTheDocument();
    expect(within(first).getByText('连红3')).toBeInTheDocument();
    expect(within(first).getByText('跟单 20')).toBeInTheDocument();
    expect(within(first).getAllByText('曼城 -0.5')).toHaveLength(2);
    expect(within(first).getByRole('link', { name: '查看全部注单：球友1' })).toHaveAttribute(
      'href',
      `/user-ranking/user/501?start=${thisWeek.startDate}&end=${thisWeek.endDate}`,
    );
  });

  it('renders the entries near the viewport of all 100, and the last once scrolled to the end', async () => {
    server = installRankingServer(world());
    await renderRoute('/user-ranking');
    await screen.findByRole('article', { name: '第1名 球友1' });
    // jsdom lays nothing out: each entry keeps the list's estimate (380 px) in a 768 px window.
    expect(entries().length).toBeLessThan(10);
    const rows = within(screen.getByRole('list', { name: '榜单类型' })).getAllByRole('listitem');
    expect(rows[0]).toHaveAttribute('aria-setsize', '100');
    expect(screen.queryByRole('article', { name: '第100名 球友100' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 100 * 380, configurable: true });
    try {
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(await screen.findByRole('article', { name: '第100名 球友100' })).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: '第1名 球友1' })).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
    expect(server.sentTo(RankingCalls.list.path)).toHaveLength(1);
  });

  it('switches period kind, date and list', async () => {
    server = installRankingServer(world());
    await renderRoute('/user-ranking');
    await screen.findByRole('article', { name: '第1名 球友1' });
    fireEvent.click(screen.getByRole('tab', { name: '11月09日-11月15日' }));
    expect(await screen.findByRole('article', { name: '第1名 上周冠军' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '月榜' }));
    expect(await screen.findByRole('article', { name: '第1名 本月冠军' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('tablist', { name: '榜单日期' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['11月01日-11月30日', '10月01日-10月31日']);
    fireEvent.click(screen.getByRole('tab', { name: '10月01日-10月31日' }));
    expect(await screen.findByText('本期暂无上榜用户')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '周榜' }));
    fireEvent.click(screen.getByRole('tab', { name: '红单/跟单' }));
    const red = await screen.findByRole('article', { name: '第1名 红单王' });
    expect(within(red).getByText('90%')).toBeInTheDocument();
    expect(within(red).getByText('命中率')).toBeInTheDocument();
  });

  it('shows a report whose bet info cannot be read as such, reports it, and renders the rest', async () => {
    const data = world();
    data.lists[`${thisWeek.startDate}:2`] = wireList(thisWeek, 2, [
      wireEntry(1, { bettingReportList: [wireReport({ id: 901, betInfo: '{broken' }), wireReport({ id: 902 })] }),
      wireEntry(2),
    ]);
    server = installRankingServer(data);
    await renderRoute('/user-ranking');
    const first = await screen.findByRole('article', { name: '第1名 球友1' });
    expect(within(first).getByText('注单信息无法读取')).toBeInTheDocument();
    expect(within(first).getByText('曼城 -0.5')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '第2名 球友2' })).toBeInTheDocument();
    expect(monitorEvents).toEqual([
      expect.objectContaining({ code: 'malformed-bet-info', message: expect.stringContaining('901') }),
    ]);
  });

  it('shows odds in the odds type the user picks', async () => {
    const data = world();
    data.lists[`${thisWeek.startDate}:2`] = wireList(thisWeek, 2, [
      wireEntry(1, {
        bettingReportList: [
          wireReport({ odds: 0.9, oddsType: 2, legs: [leg({ odds: 0.9, oddsType: 2, pickLabel: '港盘注' })] }),
        ],
      }),
    ]);
    server = installRankingServer(data);
    await renderRoute('/user-ranking');
    const first = await screen.findByRole('article', { name: '第1名 球友1' });
    expect(within(first).getByText('@1.90')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '香港盘' }));
    expect(within(first).getByText('@0.90')).toBeInTheDocument();
    expect(within(first).getByText('赔率 0.90')).toBeInTheDocument();
  });

  it('asks a visitor to log in before a vote, with the way back', async () => {
    server = installRankingServer(world());
    const { navigation } = await renderRoute('/user-ranking');
    const first = await screen.findByRole('article', { name: '第1名 球友1' });
    fireEvent.click(within(first).getAllByRole('button', { name: /^点赞/ })[0]!);
    expect(navigation.logins).toEqual(['/user-ranking']);
    expect(server.sentTo(RankingCalls.like.path)).toHaveLength(0);
  });

  it('a logged-in like shows at once, and a second tap takes it back', async () => {
    setUpRankingWorld({ loggedIn: true });
    server = installRankingServer(world());
    await renderRoute('/user-ranking');
    const first = await screen.findByRole('article', { name: '第1名 球友1' });
    const like = within(first).getAllByRole('button', { name: '点赞，当前 3 个赞' })[0]!;
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('取消点赞，当前 4 个赞');
    await waitFor(() => expect(server.sentTo(RankingCalls.like.path)).toHaveLength(1));
    await waitFor(() => expect(like).not.toHaveAttribute('aria-disabled'));
    fireEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(server.sentTo(RankingCalls.like.path)).toHaveLength(2));
    await waitFor(() => expect(like).toHaveAccessibleName('点赞，当前 3 个赞'));
  });

  it('rolls a vote back when the call fails', async () => {
    setUpRankingWorld({ loggedIn: true });
    server = installRankingServer(world(), (request) =>
      request.path === RankingCalls.dislike.path ? { envelope: { code: 10001, msg: '操作失败' } } : undefined,
    );
    await renderRoute('/user-ranking');
    const first = await screen.findByRole('article', { name: '第1名 球友1' });
    const dislike = within(first).getAllByRole('button', { name: /^踩/ })[0]!;
    fireEvent.click(dislike);
    expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'false'));
    expect(dislike).toHaveAccessibleName('踩，当前 1 个踩');
  });

  it('loads again for the new user after a login (their votes)', async () => {
    server = installRankingServer(world());
    await renderRoute('/user-ranking');
    await screen.findByRole('article', { name: '第1名 球友1' });
    const calls = server.sentTo(RankingCalls.list.path).length;
    act(() => useSessionStore.setState({ token: 't2', uid: 'u2' }));
    await waitFor(() => expect(server.sentTo(RankingCalls.list.path).length).toBe(calls + 1));
  });

  it('shows the error state with a retry when the config fails', async () => {
    let fail = true;
    server = installRankingServer(world(), (request) =>
      fail && request.path === RankingCalls.config.path ? { network: true } : undefined,
    );
    await renderRoute('/user-ranking');
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('article', { name: '第1名 球友1' })).toBeInTheDocument();
  });
});
