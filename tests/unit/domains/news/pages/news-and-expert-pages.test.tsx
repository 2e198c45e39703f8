/**
 * /news (the strip, the filters, the feed) and the expert page (profile, the record computed from
 * the listed settled tips, follow needing login) over the real HTTP client and a fake backend.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NewsCalls } from '@src/contracts/news';
import { deferred, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { expert, EXPERT_ID, openSelection, tip } from '../support/fixtures';
import { ok, paramsOf } from '@tests/support/fake-transport';
import { renderRoute } from '@tests/support/render-route';
import { installNewsServer } from '../support/news-server';
import type { Reply, SentRequest } from '@tests/support/fake-transport';

const listPage = (list: unknown[], isLastPage = true) => ok({ list, isLastPage, pageSize: 10, pageNum: 1, total: list.length });

let server: ReturnType<typeof installNewsServer>;
afterEach(() => server.restore());

describe('/news', () => {
  it('shows the hot experts, the feed with price and 不中退, and filters by sport and 不中退', async () => {
    setUpAppWorld();
    server = installNewsServer({
      [NewsCalls.professorList.path]: listPage([expert()]),
      [NewsCalls.messageFeed.path]: (request: SentRequest): Reply =>
        paramsOf(request).sportsType === '2'
          ? listPage([tip({ id: 9, sportsTitle: '湖人主场迎战勇士', sportsType: 2 })])
          : listPage([tip({ openBackGold: 1 }), tip({ id: 2, goldPrice: 0, sportsTitle: '免费的推荐' })]),
    });
    const { navigation } = await renderRoute('/news');
    const strip = await screen.findByRole('region', { name: '专家' });
    expect(await within(strip).findByRole('link', { name: /红单大师/ })).toHaveAttribute('href', `/news/user/${EXPERT_ID}`);
    const feed = await screen.findByRole('list', { name: '最新爆料' });
    const cards = within(feed).getAllByRole('link');
    expect(cards[0]).toHaveTextContent('38 金币');
    expect(cards[0]).toHaveTextContent('不中退');
    expect(cards[0]).toHaveAttribute('href', `/program-detail/${tip().id}`);
    expect(cards[1]).toHaveTextContent('免费');

    fireEvent.click(screen.getByRole('tab', { name: '篮球' }));
    expect(await screen.findByText('湖人主场迎战勇士')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '不中退' }));
    await waitFor(() => {
      const last = server.sent.filter((request) => request.path === NewsCalls.messageFeed.path).at(-1)!;
      expect(paramsOf(last)).toMatchObject({ sportsType: '2', blackReturnGold: '1', page: '1', size: '10' });
    });

    // The followed experts need a user.
    fireEvent.click(within(strip).getByRole('radio', { name: '我的关注' }));
    fireEvent.click(within(strip).getByRole('button', { name: '去登录' }));
    expect(navigation.logins).toEqual(['/news']);
  });
});

describe('the expert page', () => {
  const settled = (id: number, result: string, hoursAgo: number) =>
    tip({ id, result: result as never, settledAt: Date.now() - hoursAgo * 3_600_000, messageMatchList: [openSelection({ odds: 2, result: result as never })] });

  it('computes the record from every settled tip it lists, and the last ten open their tips', async () => {
    setUpAppWorld();
    const history = [settled(1, 'win', 1), settled(2, 'win', 2), settled(3, 'lose', 3), settled(4, 'win', 4)];
    server = installNewsServer({
      [NewsCalls.professorDetail.path]: ok(expert({ hitPercents: 99 })),
      [NewsCalls.professorTips.path]: (request: SentRequest): Reply => {
        const params = paramsOf(request);
        if (params.isHistory === '0') return listPage([tip({ sportsTitle: '在售的一条' })]);
        // Two pages: the record waits for both.
        return params.page === '1' ? ok({ list: history.slice(0, 2), isLastPage: false, pageSize: 2, pageNum: 1, total: 4 }) : ok({ list: history.slice(2), isLastPage: true, pageSize: 2, pageNum: 2, total: 4 });
      },
    });
    await renderRoute(`/news/user/${EXPERT_ID}`);
    // 3 of 4: 75 %, not the 99 the server asserts.
    await screen.findByText('75%');
    const record = screen.getByRole('region', { name: '战绩（根据已结算爆料计算）' });
    expect(within(record).getByText('近4中3')).toBeInTheDocument();
    expect(within(record).getByText('根据 4 条已结算爆料计算')).toBeInTheDocument();
    const ten = within(record).getByRole('list', { name: '近10场' });
    expect(within(ten).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/program-detail/1',
      '/program-detail/2',
      '/program-detail/3',
      '/program-detail/4',
    ]);
    expect(await screen.findByText('在售的一条')).toBeInTheDocument();
  });

  it('a visitor\'s follow asks for login with the way back', async () => {
    setUpAppWorld();
    server = installNewsServer({
      [NewsCalls.professorDetail.path]: ok(expert()),
      [NewsCalls.professorTips.path]: listPage([]),
    });
    const { navigation } = await renderRoute(`/news/user/${EXPERT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: '关注 红单大师' }));
    expect(navigation.logins).toEqual([`/news/user/${EXPERT_ID}`]);
  });

  it('a user\'s follow shows at once and is rolled back with a message when it fails', async () => {
    setUpAppWorld({ loggedIn: true });
    const answer = deferred<Reply>();
    server = installNewsServer({
      [NewsCalls.professorDetail.path]: ok(expert()),
      [NewsCalls.professorTips.path]: listPage([]),
      [NewsCalls.attention.path]: () => answer.promise,
    });
    await renderRoute(`/news/user/${EXPERT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: '关注 红单大师' }));
    expect(await screen.findByRole('button', { name: '已关注 红单大师' })).toBeInTheDocument();
    expect(screen.getByText('121粉丝')).toBeInTheDocument();
    answer.resolve({ envelope: { code: 500, msg: '服务器繁忙' } });
    expect(await screen.findByRole('button', { name: '关注 红单大师' })).toBeInTheDocument();
    expect(screen.getByText('120粉丝')).toBeInTheDocument();
    expect(shownToasts()).toContainEqual(['fail', '操作失败，已恢复']);
  });
});
