/**
 * The tip page (issue 15 §2): a visitor's tap on buy asks for login with the way back; a user
 * sees price and balance, confirms, and gets the content, the toast and the new balance; a retry
 * after no answer sends the same idempotency key; insufficient gold offers the gold page; the
 * comment rule gates the input; a draft survives a failed send and a reload; text stays text.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NewsCode, NewsCalls } from '@src/contracts/news';
import { ResultCode, SystemCalls } from '@src/contracts/http';
import { useGlobalStore } from '@src/platform/global/global-store';
import { shownToasts, setUpAppWorld } from '@tests/support/app-world';
import { comment, detail, openSelection, rule, TIP_ID } from '../support/fixtures';
import { ok, paramsOf } from '@tests/support/fake-transport';
import { renderRoute } from '@tests/support/render-route';
import { installNewsServer } from '../support/news-server';
import type { Reply, SentRequest } from '@tests/support/fake-transport';

const PATH = `/program-detail/${TIP_ID}`;
const commentPage = (list: unknown[]) => ok({ list, isLastPage: true, pageSize: 10, pageNum: 1, total: list.length });

let server: ReturnType<typeof installNewsServer>;
afterEach(() => server.restore());

const bought = () => ({
  messageId: TIP_ID,
  isBuy: 1,
  payTime: Date.now(),
  balance: 962,
  message: { ...detail(), isBuy: 1, payTime: Date.now(), sportsInfo: '主队状态火热，推荐主胜。', messageMatchList: [openSelection()] },
});

describe('buying', () => {
  it('a visitor\'s tap asks for login with the way back', async () => {
    setUpAppWorld();
    server = installNewsServer({ [NewsCalls.tipDetail.path]: ok(detail()) });
    const { navigation } = await renderRoute(PATH);
    fireEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    expect(navigation.logins).toEqual([PATH]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('price and balance, confirm, then the content, the toast and the new balance; the paid part was never there before', async () => {
    setUpAppWorld({ loggedIn: true });
    server = installNewsServer({ [NewsCalls.tipDetail.path]: ok(detail()), [NewsCalls.buy.path]: ok(bought()) });
    await renderRoute(PATH);
    expect(await screen.findByText('38 金币')).toBeInTheDocument();
    expect(await screen.findByText('余额 1,000 金币')).toBeInTheDocument();
    expect(screen.queryByText('主队状态火热，推荐主胜。')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    const dialog = await screen.findByRole('dialog', { name: '确认购买' });
    expect(within(dialog).getByText('当前余额 1000 金币，购买后剩余 962 金币')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
    // The bought content mounts afresh when the 50 ms forced-refresh flag ends: read it after the wait.
    await screen.findByText('主队状态火热，推荐主胜。');
    expect(screen.getByText('主队状态火热，推荐主胜。')).toBeInTheDocument();
    expect(screen.getByText('曼城胜')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownToasts()).toContainEqual(['success', '购买成功']);
    const buys = server.sent.filter((request) => request.path === NewsCalls.buy.path);
    expect(buys).toHaveLength(1);
    expect(paramsOf(buys[0]!)).toMatchObject({ messageId: String(TIP_ID) });
    expect(paramsOf(buys[0]!).idempotencyKey).toMatch(/^buy-/);
  });

  it('no answer: the dialog stays with 重试, which sends the same key; a new intent gets a new one', async () => {
    setUpAppWorld({ loggedIn: true });
    let attempts = 0;
    server = installNewsServer({
      [NewsCalls.tipDetail.path]: ok(detail()),
      [NewsCalls.buy.path]: (): Reply => ((attempts += 1) === 1 ? { network: true } : ok(bought())),
    });
    await renderRoute(PATH);
    fireEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认支付' }));
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('网络');
    fireEvent.click(retry);
    expect(await screen.findByText('主队状态火热，推荐主胜。')).toBeInTheDocument();
    const keys = server.sent.filter((request) => request.path === NewsCalls.buy.path).map((request) => paramsOf(request).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a double tap on confirm sends one request', async () => {
    setUpAppWorld({ loggedIn: true });
    server = installNewsServer({ [NewsCalls.tipDetail.path]: ok(detail()), [NewsCalls.buy.path]: ok(bought()) });
    await renderRoute(PATH);
    fireEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: '确认支付' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await screen.findByText('主队状态火热，推荐主胜。');
    expect(server.sent.filter((request) => request.path === NewsCalls.buy.path)).toHaveLength(1);
  });

  it('insufficient gold: says how much is missing and leads to the gold page; nothing shown as bought', async () => {
    setUpAppWorld({ loggedIn: true });
    server = installNewsServer({
      [NewsCalls.tipDetail.path]: ok(detail()),
      [NewsCalls.buy.path]: { envelope: { code: NewsCode.InsufficientGold, msg: '金币不足：需要 38 金币，当前余额 20' } },
      '/api/forehead/activity/goldmall/balance': ok({ balance: 20 }),
    });
    const { navigation } = await renderRoute(PATH);
    fireEvent.click(await screen.findByRole('button', { name: '立即购买' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认支付' }));
    const dialog = await screen.findByRole('dialog', { name: '金币不足' });
    expect(dialog).toHaveTextContent('购买需要 38 金币，当前余额 20 金币，还差 18 金币。');
    fireEvent.click(within(dialog).getByRole('button', { name: '了解金币' }));
    expect(navigation.jumps).toEqual([{ kind: 'app', path: '/gold-document' }]);
    expect(screen.getByRole('button', { name: '立即购买' })).toBeInTheDocument();
  });
});

describe('comments', () => {
  it('the banned user sees the ban text instead of the input', async () => {
    setUpAppWorld({ loggedIn: true });
    server = installNewsServer({
      [NewsCalls.tipDetail.path]: ok(detail()),
      [NewsCalls.commentRule.path]: ok(rule({ isAvailable: false, isBan: true, banText: '您因违反社区规范已被禁言，2026-11-29 前无法发表评论' })),
    });
    await renderRoute(PATH);
    expect(await screen.findByText('您因违反社区规范已被禁言，2026-11-29 前无法发表评论')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '写评论' })).toBeNull();
  });

  it('a visitor is asked to log in to comment', async () => {
    setUpAppWorld();
    server = installNewsServer({ [NewsCalls.tipDetail.path]: ok(detail()) });
    const { navigation } = await renderRoute(PATH);
    fireEvent.click(await screen.findByRole('button', { name: '登录后参与评论' }));
    expect(navigation.logins).toEqual([PATH]);
  });

  it('a failed send keeps the draft, across a reload; a successful one removes it', async () => {
    setUpAppWorld({ loggedIn: true });
    let fail = true;
    server = installNewsServer({
      [NewsCalls.tipDetail.path]: ok(detail()),
      [NewsCalls.commentRule.path]: ok(rule()),
      [NewsCalls.commentPublish.path]: (request: SentRequest): Reply =>
        fail ? { network: true } : ok(comment({ id: 99, content: paramsOf(request).content!, nickName: 'demo' })),
    });
    const first = await renderRoute(PATH);
    const input = await screen.findByRole('textbox', { name: '写评论' });
    fireEvent.change(input, { target: { value: '主队必胜' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(shownToasts()).toContainEqual(['fail', '发送失败，草稿已保存']));
    expect(screen.getByRole('textbox', { name: '写评论' })).toHaveValue('主队必胜');

    // A reload: the page is mounted anew and finds its draft.
    first.unmount();
    await renderRoute(PATH);
    expect(await screen.findByRole('textbox', { name: '写评论' })).toHaveValue('主队必胜');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByRole('article', { name: 'demo' })).toHaveTextContent('主队必胜');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '写评论' })).toHaveValue(''));
    expect(window.localStorage.getItem(`sport-info:news:draft:${TIP_ID}`)).toBeNull();
  });

  it('a reply names whom it answers and is sent with the parent; markup in comments stays text', async () => {
    setUpAppWorld({ loggedIn: true });
    const hostile = '<img src=x onerror="window.__pwned=1">';
    server = installNewsServer({
      [NewsCalls.tipDetail.path]: ok(detail()),
      [NewsCalls.commentRule.path]: ok(rule()),
      [NewsCalls.commentList.path]: commentPage([comment({ id: 1, nickName: '老球迷', content: hostile, titleId: 1 })]),
      [NewsCalls.commentPublish.path]: (request: SentRequest): Reply =>
        ok(comment({ id: 2, parentId: 1, content: paramsOf(request).content!, nickName: 'demo' })),
    });
    const { container } = await renderRoute(PATH);
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(await screen.findByText('盈利王')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '回复' }));
    expect(await screen.findByText('回复 老球迷')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '写评论' }), { target: { value: '同意' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    const reply = await screen.findByRole('article', { name: 'demo' });
    expect(reply).toHaveTextContent('同意');
    expect(screen.getByRole('article', { name: '老球迷' })).toContainElement(reply);
    const publish = server.sent.find((request) => request.path === NewsCalls.commentPublish.path)!;
    expect(paramsOf(publish)).toMatchObject({ parentId: '1', content: '同意' });
  });
});

describe('去投注', () => {
  it("shows the icon of the common config's jump game (gameIconList, asked when the tip shows)", async () => {
    setUpAppWorld();
    useGlobalStore.setState({ gameIconList: [] });
    server = installNewsServer({
      [NewsCalls.tipDetail.path]: ok(detail()),
      [SystemCalls.gamebetConfig.path]: ok([{ gameId: 164, name: '新ST体育', icon: 'game-164-新ST.svg' }]),
    });
    await renderRoute(PATH);
    const bet = (await screen.findAllByRole('button', { name: '去投注' }))[0]!;
    await waitFor(() => expect(within(bet).getByTestId('bet-game-icon').getAttribute('src')).toContain(encodeURIComponent('game-164-新ST.svg')));
    expect(bet).toHaveAttribute('title', '新ST体育');
  });
});

describe('an unknown or failing tip', () => {
  it('an unknown id shows the not-found state with a way back, not the network message', async () => {
    setUpAppWorld();
    server = installNewsServer({ [NewsCalls.tipDetail.path]: { envelope: { code: ResultCode.NoSuchItem, msg: '爆料不存在：9' } } });
    await renderRoute(PATH);
    expect(await screen.findByTestId('not-found-state')).toHaveTextContent('爆料不存在或已下架');
    expect(screen.queryByText('网络不太给力，请稍后重试')).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(within(screen.getByTestId('not-found-state')).getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('a network fault keeps the network message with 重试', async () => {
    setUpAppWorld();
    server = installNewsServer({ [NewsCalls.tipDetail.path]: { network: true } });
    await renderRoute(PATH);
    expect(await screen.findByText('网络不太给力，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByTestId('not-found-state')).toBeNull();
  });
});
