/**
 * An expert's page as the user meets it: the tips on sale and the settled ones as two lists, a
 * page at a time; the whole history read page after page for the record, once however often it is
 * asked, and again after a failed page or a logout; the expert kept for the next visit without
 * the user's follow; a follow reaching the followed strip and the all-experts list.
 */
import { ExpertSort } from '@src/contracts/news';
import * as api from '@src/domains/news/api/news-api';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { deferred, networkError, setUpAppWorld } from '@tests/support/app-world';
import { expert, EXPERT_ID, page, tip } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api.newsApi);
const news = () => useNewsStore.getState();
const ids = (list: { id: number }[] | undefined) => list?.map((item) => item.id);
/** The history's pages asked for, by number. */
const historyPagesAsked = () =>
  mocked.professorTips.mock.calls.filter(([query]) => query.isHistory).map(([query]) => query.page);
/** An expert with `pages` pages of settled tips, one tip a page. */
const historyOf = (pages: number) =>
  mocked.professorTips.mockImplementation(async ({ page: n }) => page([tip({ id: 900 + n })], n === pages));

beforeEach(() => setUpAppWorld({ loggedIn: true }));

it("an expert's tips on sale and his settled tips are two lists, each a page at a time", async () => {
  mocked.professorTips.mockImplementation(async ({ isHistory, page: n }) =>
    page([tip({ id: (isHistory ? 800 : 700) + n })], n === 2),
  );
  await news().loadExpertTips(EXPERT_ID, false);
  await news().loadExpertTips(EXPERT_ID, true);
  await news().loadMoreExpertTips(EXPERT_ID, true);
  expect(mocked.professorTips).toHaveBeenCalledWith(
    { professorId: EXPERT_ID, isHistory: 0, page: 1 },
    { silent: true },
  );
  expect(mocked.professorTips).toHaveBeenLastCalledWith(
    { professorId: EXPERT_ID, isHistory: 1, page: 2 },
    { silent: true },
  );
  expect(ids(news().expertTips[`${EXPERT_ID}:current`]?.list)).toEqual([701]);
  expect(news().expertTips[`${EXPERT_ID}:current`]?.isLastPage).toBe(false);
  expect(ids(news().expertTips[`${EXPERT_ID}:history`]?.list)).toEqual([801, 802]);
});

it('the whole history is read page after page up to the last, and once however often it is asked', async () => {
  historyOf(3);
  await Promise.all([news().loadFullHistory(EXPERT_ID), news().loadFullHistory(EXPERT_ID)]);
  expect(historyPagesAsked()).toEqual([1, 2, 3]);
  expect(ids(news().expertTips[`${EXPERT_ID}:history`]?.list)).toEqual([901, 902, 903]);
  // Read whole already: nothing more to ask.
  await news().loadFullHistory(EXPERT_ID);
  expect(historyPagesAsked()).toEqual([1, 2, 3]);
});

it('the whole history goes on from the page shown when its first page is there already', async () => {
  historyOf(2);
  await news().loadExpertTips(EXPERT_ID, true);
  await news().loadFullHistory(EXPERT_ID);
  expect(historyPagesAsked()).toEqual([1, 2]);
});

it("a page of the history that fails stops the reading; the record's 重试 goes on from there", async () => {
  historyOf(3);
  mocked.professorTips.mockImplementationOnce(async () => page([tip({ id: 901 })], false));
  mocked.professorTips.mockRejectedValueOnce(networkError());
  await news().loadFullHistory(EXPERT_ID);
  expect(historyPagesAsked()).toEqual([1, 2]);
  expect(news().expertTips[`${EXPERT_ID}:history`]).toMatchObject({ moreFailed: true });
  await news().loadFullHistory(EXPERT_ID);
  expect(historyPagesAsked()).toEqual([1, 2, 2, 3]);
  expect(ids(news().expertTips[`${EXPERT_ID}:history`]?.list)).toEqual([901, 902, 903]);
});

it('a history whose every page says more stops after 101 pages rather than asking forever', async () => {
  mocked.professorTips.mockImplementation(async ({ page: n }) => page([tip({ id: 900 + n })], false));
  await news().loadFullHistory(EXPERT_ID);
  expect(historyPagesAsked()).toHaveLength(101);
});

it('a history read that a logout interrupts is read anew after it, not taken from before', async () => {
  const first = deferred<ReturnType<typeof page>>();
  mocked.professorTips.mockReturnValueOnce(first.promise as never);
  const before = news().loadFullHistory(EXPERT_ID);
  news().clearUserData();
  historyOf(1);
  await news().loadFullHistory(EXPERT_ID);
  expect(historyPagesAsked()).toEqual([1, 1]);
  expect(ids(news().expertTips[`${EXPERT_ID}:history`]?.list)).toEqual([901]);
  first.resolve(page([tip({ id: 999 })]));
  await before;
  expect(ids(news().expertTips[`${EXPERT_ID}:history`]?.list)).toEqual([901]);
});

it("the expert is kept for the next visit without the user's follow, order or subscription", async () => {
  mocked.professorDetail.mockResolvedValueOnce(expert({ isAttention: 1, ordered: 1, subscribed: 1 }));
  await news().loadExpert(EXPERT_ID);
  expect(mocked.professorDetail).toHaveBeenCalledWith({ professorId: EXPERT_ID }, { silent: true });
  news().reset();
  mocked.professorDetail.mockReturnValueOnce(deferred<ReturnType<typeof expert>>().promise);
  void news().loadExpert(EXPERT_ID);
  expect(news().experts[EXPERT_ID]).toMatchObject({
    status: 'ready',
    stale: true,
    data: { id: EXPERT_ID, name: '红单大师', isAttention: 0, ordered: 0, subscribed: 0 },
  });
  void news().loadExpert(EXPERT_ID + 1);
  expect(news().experts[EXPERT_ID + 1]?.status).toBe('loading');
});

describe('a follow', () => {
  beforeEach(() => {
    mocked.attention.mockResolvedValue({ professorId: EXPERT_ID, isAttention: 1, attention: 121 });
    mocked.professorList.mockResolvedValue(page([expert(), expert({ id: 2, name: '别人' })]));
  });

  it('shows in the followed strip and the all-experts list, and asks the strip again once agreed', async () => {
    await news().loadFollowedExperts();
    await news().loadAllExperts();
    mocked.professorList.mockClear();
    const done = news().setFollow(EXPERT_ID, true);
    expect(news().followedExperts.data?.[0]).toMatchObject({ isAttention: 1, attention: 121 });
    expect(news().followedExperts.data?.[1]).toMatchObject({ isAttention: 0 });
    expect(news().allExperts.list[0]).toMatchObject({ isAttention: 1, attention: 121 });
    expect(news().allExperts.list[1]).toMatchObject({ isAttention: 0 });
    await done;
    expect(mocked.professorList).toHaveBeenCalledTimes(1);
    expect(mocked.professorList).toHaveBeenCalledWith(
      { page: 1, size: 8, sortType: ExpertSort.MyAttentions },
      { silent: true },
    );
  });

  it('asks for no followed strip the page never showed, nor after a refusal', async () => {
    await news().setFollow(EXPERT_ID, true);
    expect(mocked.professorList).not.toHaveBeenCalled();
    await news().loadFollowedExperts();
    mocked.professorList.mockClear();
    mocked.attention.mockRejectedValueOnce(networkError());
    await expect(news().setFollow(EXPERT_ID, false)).resolves.toBe(false);
    expect(mocked.professorList).not.toHaveBeenCalled();
  });

  it('leaves an expert page still loading as it is', async () => {
    mocked.professorDetail.mockReturnValueOnce(deferred<ReturnType<typeof expert>>().promise);
    void news().loadExpert(2);
    await news().setFollow(EXPERT_ID, true);
    expect(news().experts[2]).toMatchObject({ status: 'loading', data: null });
  });
});
