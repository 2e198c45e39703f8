/**
 * Following an expert: count ±1 and isAttention at once on the expert and every tip that
 * shows him, rolled back with a message when the call fails; a tip settled by the world (push)
 * changes wherever it is shown; logout forgets the user's flags.
 */
import * as api from '@src/domains/news/api/news-api';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { useSessionStore } from '@src/platform/session/session-store';
import { apiError, networkError, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { detail, expert, EXPERT_ID, feedPage, page, tip, TIP_ID } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api.newsApi);
const news = () => useNewsStore.getState();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  setUpAppWorld({ loggedIn: true });
  mocked.professorDetail.mockResolvedValue(expert());
  mocked.professorList.mockResolvedValue(page([expert(), expert({ id: 2, name: '别人' })]));
  mocked.messageFeed.mockResolvedValue(feedPage([tip(), tip({ id: 5, professorId: 2 })]));
  mocked.tipDetail.mockResolvedValue(detail());
  mocked.professorTips.mockResolvedValue(page([tip({ result: 'win', settledAt: 1 })]));
  mocked.attention.mockResolvedValue({ professorId: EXPERT_ID, isAttention: 1, attention: 121 });
  await Promise.all([news().loadExpert(EXPERT_ID), news().loadFeed(), news().loadTip(TIP_ID), news().loadHotExperts()]);
});

describe('following', () => {
  it('changes the expert, the strip and every tip of his at once, says so, with the loading overlay', async () => {
    const done = news().setFollow(EXPERT_ID, true);
    // At once, before the answer.
    expect(news().experts[EXPERT_ID]!.data).toMatchObject({ isAttention: 1, attention: 121 });
    expect(news().tips[TIP_ID]!.data).toMatchObject({ isAttention: 1, professor: { attention: 121 } });
    expect(news().feed.list[0]).toMatchObject({ isAttention: 1 });
    expect(news().feed.list[1]).toMatchObject({ isAttention: 0 });
    expect(news().hotExperts.data![0]).toMatchObject({ isAttention: 1, attention: 121 });
    await expect(done).resolves.toBe(true);
    expect(mocked.attention).toHaveBeenCalledWith(
      { professorId: EXPERT_ID, isAttention: 1 },
      { loading: true, silent: true },
    );
    expect(shownToasts()).toEqual([['success', '关注成功']]);
  });

  it('rolls everything back when the call fails: a refusal says the server’s words, no answer says ours', async () => {
    mocked.attention.mockRejectedValueOnce(networkError());
    await expect(news().setFollow(EXPERT_ID, true)).resolves.toBe(false);
    expect(news().experts[EXPERT_ID]!.data).toMatchObject({ isAttention: 0, attention: 120 });
    expect(news().tips[TIP_ID]!.data).toMatchObject({ isAttention: 0, professor: { attention: 120 } });
    expect(news().hotExperts.data![0]).toMatchObject({ isAttention: 0, attention: 120 });
    expect(shownToasts()).toEqual([['fail', '操作失败，已恢复']]);
    mocked.attention.mockRejectedValueOnce(apiError('关注人数已达上限'));
    await expect(news().setFollow(EXPERT_ID, true)).resolves.toBe(false);
    expect(news().experts[EXPERT_ID]!.data).toMatchObject({ isAttention: 0, attention: 120 });
    expect(shownToasts()).toEqual([
      ['fail', '操作失败，已恢复'],
      ['fail', '关注人数已达上限'],
    ]);
  });

  it('a follow answered after logout lands nowhere: no rollback, no message', async () => {
    let answer: (error: unknown) => void = () => undefined;
    mocked.attention.mockReturnValueOnce(new Promise((_resolve, reject) => (answer = reject)));
    const done = news().setFollow(EXPERT_ID, true);
    news().clearUserData();
    const shownAfterLogout = news().experts;
    answer(apiError('服务器繁忙'));
    await expect(done).resolves.toBe(false);
    expect(news().experts).toBe(shownAfterLogout);
    expect(shownToasts()).toEqual([]);
  });

  it('unfollowing counts down, once', async () => {
    mocked.professorDetail.mockResolvedValue(expert({ isAttention: 1, attention: 121 }));
    await news().loadExpert(EXPERT_ID);
    await news().setFollow(EXPERT_ID, false);
    expect(news().experts[EXPERT_ID]!.data).toMatchObject({ isAttention: 0, attention: 120 });
    expect(shownToasts()).toEqual([['success', '已取消关注']]);
  });
});

describe('settlements pushed by the world', () => {
  it('change the result wherever the tip is shown and ask for the detail again (its picks are public now)', async () => {
    mocked.tipDetail.mockResolvedValue(detail({ result: 'win', settledAt: 77, sportsInfo: '公开的分析' }));
    news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'win', settledAt: 77 }]);
    expect(news().feed.list[0]).toMatchObject({ result: 'win', settledAt: 77 });
    expect(news().tips[TIP_ID]!.data).toMatchObject({ result: 'win', settledAt: 77 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocked.tipDetail).toHaveBeenCalledTimes(2);
    expect(news().tips[TIP_ID]!.data!.sportsInfo).toBe('公开的分析');
  });

  it('an expert page whose history is shown reads its tips and the whole history again (the record)', async () => {
    mocked.professorTips.mockImplementation(async ({ page: n }) => page([tip({ id: 900 + n })], n === 2));
    await news().loadFullHistory(EXPERT_ID);
    mocked.professorTips.mockClear();
    news().applyTipsSettled([{ tipId: 9, professorId: EXPERT_ID, result: 'lose', settledAt: 78 }]);
    await settle();
    await settle();
    expect(mocked.professorTips.mock.calls.map(([query]) => [query.isHistory, query.page])).toEqual([
      [0, 1],
      [1, 1],
      [1, 2],
    ]);
  });

  it('ignores a result the app does not know: nothing re-renders, nothing is asked again', async () => {
    const before = news().feed;
    const heard = jest.fn();
    const stop = useNewsStore.subscribe(heard);
    news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'maybe', settledAt: 1 }]);
    stop();
    expect(news().feed).toBe(before);
    expect(heard).not.toHaveBeenCalled();
    await settle();
    expect(mocked.tipDetail).toHaveBeenCalledTimes(1);
  });

  it('a push repeating a settlement already shown leaves every list as it was; a corrected time or result shows', () => {
    news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'win', settledAt: 77 }]);
    const shown = { feed: news().feed, tips: news().tips };
    news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'win', settledAt: 77 }]);
    expect(news().feed).toBe(shown.feed);
    expect(news().tips).toBe(shown.tips);
    news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'win', settledAt: 80 }]);
    expect(news().feed.list[0]).toMatchObject({ result: 'win', settledAt: 80 });
    news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'lose', settledAt: 80 }]);
    expect(news().feed.list[0]).toMatchObject({ result: 'lose', settledAt: 80 });
  });

  it('my record shows the settled order with its result, the others as they were; a tip not in it leaves it alone', async () => {
    mocked.myOrders.mockResolvedValueOnce(page([tip({ id: 21 }), tip({ id: 22 }), tip({ id: 23 })]));
    await news().loadAllOrders();
    news().applyTipsSettled([{ tipId: 22, professorId: EXPERT_ID, result: 'lose', settledAt: 78 }]);
    const ledger = news().allOrders.data!;
    expect(ledger.map((order) => [order.id, order.result, order.settledAt])).toEqual([
      [21, 'waiting', null],
      [22, 'lose', 78],
      [23, 'waiting', null],
    ]);
    // A settlement of a tip the ledger does not hold re-renders nothing there.
    const shown = news().allOrders;
    news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'win', settledAt: 79 }]);
    expect(news().allOrders).toBe(shown);
  });

  it('two experts whose history is shown each read theirs again', async () => {
    await news().loadFullHistory(EXPERT_ID);
    await news().loadFullHistory(2);
    mocked.professorTips.mockClear();
    news().applyTipsSettled([
      { tipId: 9, professorId: EXPERT_ID, result: 'lose', settledAt: 78 },
      { tipId: 10, professorId: 2, result: 'win', settledAt: 78 },
    ]);
    await settle();
    await settle();
    const historyOf = mocked.professorTips.mock.calls
      .filter(([query]) => query.isHistory)
      .map(([query]) => query.professorId);
    expect(historyOf.sort()).toEqual([2, EXPERT_ID].sort());
  });

  it('asks again only for what is open: a tip of another expert in the feed reloads no detail, expert or history', async () => {
    news().applyTipsSettled([{ tipId: 5, professorId: 2, result: 'lose', settledAt: 78 }]);
    expect(news().feed.list[1]).toMatchObject({ result: 'lose', settledAt: 78 });
    await settle();
    expect(mocked.tipDetail).toHaveBeenCalledTimes(1);
    expect(mocked.professorDetail).toHaveBeenCalledTimes(1);
    expect(mocked.professorTips).not.toHaveBeenCalled();
  });

  it("an open expert page reads the expert's record again", async () => {
    mocked.professorDetail.mockResolvedValueOnce(expert({ name: '结算后' }));
    news().applyTipsSettled([{ tipId: 9, professorId: EXPERT_ID, result: 'win', settledAt: 78 }]);
    await settle();
    expect(news().experts[EXPERT_ID]!.data!.name).toBe('结算后');
  });

  it('each settled tip open in detail is read again, and each open expert', async () => {
    mocked.tipDetail.mockResolvedValue(detail({ id: 6, professorId: 2 }));
    await news().loadTip(6);
    mocked.professorDetail.mockResolvedValueOnce(expert({ id: 2, name: '别人' }));
    await news().loadExpert(2);
    mocked.tipDetail.mockClear();
    mocked.professorDetail.mockClear();
    news().applyTipsSettled([
      { tipId: TIP_ID, professorId: EXPERT_ID, result: 'win', settledAt: 78 },
      { tipId: 6, professorId: 2, result: 'lose', settledAt: 78 },
    ]);
    await settle();
    expect(mocked.tipDetail.mock.calls.map(([query]) => query.id).sort()).toEqual([6, TIP_ID].sort());
    expect(mocked.professorDetail.mock.calls.map(([query]) => query.professorId).sort()).toEqual([2, EXPERT_ID].sort());
  });

  it('settlements in a burst reload a tip at once and once more a second later, not at each push', async () => {
    jest.useFakeTimers({ now: Date.now() });
    try {
      mocked.tipDetail.mockClear();
      for (const settledAt of [78, 79, 80]) {
        news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'win', settledAt }]);
      }
      await jest.advanceTimersByTimeAsync(0);
      expect(mocked.tipDetail).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(999);
      expect(mocked.tipDetail).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(mocked.tipDetail).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a reload waiting for its second is dropped by a reset (a logout); the tip opened again reloads as before', async () => {
    jest.useFakeTimers({ now: Date.now() });
    try {
      news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'win', settledAt: 78 }]);
      news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'win', settledAt: 79 }]);
      await jest.advanceTimersByTimeAsync(0);
      setUpAppWorld({ loggedIn: true });
      mocked.tipDetail.mockClear();
      await jest.advanceTimersByTimeAsync(2000);
      expect(mocked.tipDetail).not.toHaveBeenCalled();
      // The tip opened again after the reset is read again at its next settlement.
      await news().loadTip(TIP_ID);
      news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'win', settledAt: 80 }]);
      await jest.advanceTimersByTimeAsync(0);
      expect(mocked.tipDetail).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('logout', () => {
  it("forgets everything that carries the user's flags, keeps what is the same for everyone", async () => {
    mocked.userTitles.mockResolvedValue([{ id: 1, name: '盈利王' }]);
    await news().loadTitles();
    news().clearUserData();
    expect(news().tips).toEqual({});
    expect(news().experts).toEqual({});
    expect(news().feed.status).toBe('idle');
    expect(news().titles.data).toEqual([{ id: 1, name: '盈利王' }]);
  });

  it('the same user arriving again keeps what they see; another user starts afresh, then keeps theirs', async () => {
    news().userArrived();
    await news().loadTip(TIP_ID);
    news().userArrived();
    expect(news().tips[TIP_ID]!.data).toMatchObject({ id: TIP_ID });
    useSessionStore.setState({ token: 'token-2', uid: 'u2' });
    news().userArrived();
    expect(news().tips).toEqual({});
    await news().loadTip(TIP_ID);
    news().userArrived();
    expect(news().tips[TIP_ID]!.data).toMatchObject({ id: TIP_ID });
  });

  it("keeps the lottery claim's form as the user fills it, until they leave", () => {
    const draft = { realName: '张三', phone: '138', address: '' };
    news().setLotteryDraft(draft);
    expect(news().lotteryDraft).toEqual(draft);
    news().clearUserData();
    expect(news().lotteryDraft).toBeNull();
  });
});
