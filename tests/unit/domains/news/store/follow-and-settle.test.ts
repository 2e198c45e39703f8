/**
 * Following an expert: count ±1 and isAttention at once on the expert and every tip that
 * shows him, rolled back with a message when the call fails; a tip settled by the world (push)
 * changes wherever it is shown; logout forgets the user's flags.
 */
import * as api from '@src/domains/news/api/news-api';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { apiError, setUpAppWorld, shownToasts } from '@tests/support/app-world';
import { detail, expert, EXPERT_ID, feedPage, page, tip, TIP_ID } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api);
const news = () => useNewsStore.getState();

beforeEach(async () => {
  setUpAppWorld({ loggedIn: true });
  mocked.fetchExpert.mockResolvedValue(expert());
  mocked.fetchExperts.mockResolvedValue(page([expert(), expert({ id: 2, name: '别人' })]));
  mocked.fetchTipFeed.mockResolvedValue(feedPage([tip(), tip({ id: 5, professorId: 2 })]));
  mocked.fetchTipDetail.mockResolvedValue(detail());
  mocked.fetchExpertTips.mockResolvedValue(page([tip({ result: 'win', settledAt: 1 })]));
  mocked.setAttention.mockResolvedValue({ professorId: EXPERT_ID, isAttention: 1, attention: 121 });
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
    expect(mocked.setAttention).toHaveBeenCalledWith(EXPERT_ID, true, { loading: true, silent: true });
    expect(shownToasts()).toEqual([['success', '关注成功']]);
  });

  it('rolls everything back with a message when the call fails', async () => {
    mocked.setAttention.mockRejectedValueOnce(apiError('服务器繁忙'));
    await expect(news().setFollow(EXPERT_ID, true)).resolves.toBe(false);
    expect(news().experts[EXPERT_ID]!.data).toMatchObject({ isAttention: 0, attention: 120 });
    expect(news().tips[TIP_ID]!.data).toMatchObject({ isAttention: 0, professor: { attention: 120 } });
    expect(news().hotExperts.data![0]).toMatchObject({ isAttention: 0, attention: 120 });
    expect(shownToasts()).toEqual([['fail', '操作失败，已恢复']]);
  });

  it('a follow answered after logout lands nowhere: no rollback, no message', async () => {
    let answer: (error: unknown) => void = () => undefined;
    mocked.setAttention.mockReturnValueOnce(new Promise((_resolve, reject) => (answer = reject)));
    const done = news().setFollow(EXPERT_ID, true);
    news().clearUserData();
    const shownAfterLogout = news().experts;
    answer(apiError('服务器繁忙'));
    await expect(done).resolves.toBe(false);
    expect(news().experts).toBe(shownAfterLogout);
    expect(shownToasts()).toEqual([]);
  });

  it('unfollowing counts down, once', async () => {
    mocked.fetchExpert.mockResolvedValue(expert({ isAttention: 1, attention: 121 }));
    await news().loadExpert(EXPERT_ID);
    await news().setFollow(EXPERT_ID, false);
    expect(news().experts[EXPERT_ID]!.data).toMatchObject({ isAttention: 0, attention: 120 });
    expect(shownToasts()).toEqual([['success', '已取消关注']]);
  });
});

describe('settlements pushed by the world', () => {
  it('change the result wherever the tip is shown and ask for the detail again (its picks are public now)', async () => {
    mocked.fetchTipDetail.mockResolvedValue(detail({ result: 'win', settledAt: 77, sportsInfo: '公开的分析' }));
    news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'win', settledAt: 77 }]);
    expect(news().feed.list[0]).toMatchObject({ result: 'win', settledAt: 77 });
    expect(news().tips[TIP_ID]!.data).toMatchObject({ result: 'win', settledAt: 77 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocked.fetchTipDetail).toHaveBeenCalledTimes(2);
    expect(news().tips[TIP_ID]!.data!.sportsInfo).toBe('公开的分析');
  });

  it('an expert page whose history is shown reads the whole history again (the record)', async () => {
    await news().loadFullHistory(EXPERT_ID);
    mocked.fetchExpertTips.mockClear();
    news().applyTipsSettled([{ tipId: 9, professorId: EXPERT_ID, result: 'lose', settledAt: 78 }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocked.fetchExpertTips).toHaveBeenCalledWith({ professorId: EXPERT_ID, isHistory: true, page: 1 }, { silent: true });
  });

  it('ignores a result the app does not know', () => {
    const before = news().feed;
    news().applyTipsSettled([{ tipId: TIP_ID, professorId: EXPERT_ID, result: 'maybe', settledAt: 1 }]);
    expect(news().feed).toBe(before);
  });
});

describe('logout', () => {
  it('forgets everything that carries the user\'s flags, keeps what is the same for everyone', async () => {
    mocked.fetchUserTitles.mockResolvedValue([{ id: 1, name: '盈利王' }]);
    await news().loadTitles();
    news().clearUserData();
    expect(news().tips).toEqual({});
    expect(news().experts).toEqual({});
    expect(news().feed.status).toBe('idle');
    expect(news().titles.data).toEqual([{ id: 1, name: '盈利王' }]);
  });
});
