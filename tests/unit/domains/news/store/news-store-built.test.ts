/**
 * The news store as the news pages' chunk builds it when it first loads: its slices, the
 * forwarders of the comment and order slices whose code comes later, its mutations (what shows at
 * once, what the overlay covers), the followed experts' device copy and what a reset clears are
 * made then, once. Each test here builds the store itself (its modules loaded anew), so what the
 * build decides is checked as built.
 */
import { LIST_PAGE_SIZE } from '@src/contracts/news';
import * as NewsApi from '@src/domains/news/api/news-api';
import { feedRequest } from '@src/domains/news/rules/feed-request';
import type * as NewsStore from '@src/domains/news/store/news-store';
import type * as Session from '@src/platform/session/session-store';
import { storeBuiltInTest } from '@tests/support/store-built-in-test';
import { comment, expert, EXPERT_ID, feedPage, page, tip, TIP_ID } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');

/** The news store built anew, with the login of its world and the api it was built with. */
const buildStore = () =>
  storeBuiltInTest(() => {
    const { useNewsStore } = jest.requireActual('@src/domains/news/store/news-store') as typeof NewsStore;
    const { useSessionStore } = jest.requireActual('@src/platform/session/session-store') as typeof Session;
    return {
      news: () => useNewsStore.getState(),
      logIn: () => useSessionStore.setState({ token: 'token-1', uid: 'u1' }),
      api: jest.mocked((jest.requireMock('@src/domains/news/api/news-api') as typeof NewsApi).newsApi),
    };
  });

/**
 * The api of the slices whose code loads at their first call (comments, orders): that code is
 * required after the store's build, so it reads the api this file loaded, not the one built with
 * the store.
 */
const chunkApi = jest.mocked(NewsApi.newsApi);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const OVERLAY = { loading: true, silent: true };

it('an expert’s page asks for his settled tips, and a follow shows at once behind the overlay, taken back when it fails', async () => {
  const { news, api } = buildStore();
  api.professorDetail.mockResolvedValue(expert());
  api.professorTips.mockResolvedValue(page([tip({ result: 'win', settledAt: 1 })]));
  await news().loadExpert(EXPERT_ID);
  await news().loadExpertTips(EXPERT_ID, true);
  expect(api.professorTips.mock.calls).toEqual([[{ professorId: EXPERT_ID, isHistory: 1, page: 1 }, { silent: true }]]);
  api.attention.mockRejectedValueOnce(new Error('服务器繁忙'));
  const following = news().setFollow(EXPERT_ID, true);
  expect(news().experts[EXPERT_ID]!.data).toMatchObject({ isAttention: 1, attention: 121 });
  await expect(following).resolves.toBe(false);
  expect(api.attention.mock.calls).toEqual([[{ professorId: EXPERT_ID, isAttention: 1 }, OVERLAY]]);
  expect(news().experts[EXPERT_ID]!.data).toMatchObject({ isAttention: 0, attention: 120 });
});

it('a tip is bought behind the overlay, and its comments load and take a new one before their code is there', async () => {
  const { news, api } = buildStore();
  api.buy.mockResolvedValue({ messageId: TIP_ID, isBuy: 1, payTime: 999, balance: 962, message: tip({ isBuy: 1 }) });
  await expect(news().buy({ tipId: TIP_ID, key: 'buy-1' })).resolves.toEqual({ kind: 'bought', balance: 962 });
  expect(api.buy.mock.calls).toEqual([[{ messageId: TIP_ID, idempotencyKey: 'buy-1' }, OVERLAY]]);
  chunkApi.commentList.mockResolvedValue(page([comment({ id: 1 })]));
  chunkApi.commentPublish.mockResolvedValue(comment({ id: 10, content: '我也看好' }));
  await news().loadComments(TIP_ID);
  await news().publish(TIP_ID, { content: '我也看好' });
  expect(chunkApi.commentList.mock.calls).toEqual([
    [{ messageId: TIP_ID, page: 1, size: LIST_PAGE_SIZE }, { silent: true }],
  ]);
  expect(chunkApi.commentPublish.mock.calls).toEqual([[{ messageId: TIP_ID, content: '我也看好' }, OVERLAY]]);
  expect(news().comments[TIP_ID]!.list.map((item) => item.id)).toEqual([10, 1]);
});

it('the lottery claim keeps its draft as it is filled, is sent behind the overlay before its code is there, and taken the draft goes', async () => {
  const { news } = buildStore();
  const claim = { realName: '张三', phone: '13800138000', address: '北京市朝阳区' };
  news().setLotteryDraft(claim);
  expect(news().lotteryDraft).toEqual(claim);
  const underReview = { status: 1, ...claim, submitTime: 1, reviewTime: null, remark: '', wins: [] };
  chunkApi.lotteryApprovalSubmit.mockResolvedValue(underReview);
  await expect(news().submitLottery(claim)).resolves.toEqual({ kind: 'submitted' });
  expect(chunkApi.lotteryApprovalSubmit.mock.calls).toEqual([
    [{ ...claim, idempotencyKey: expect.stringMatching(/^claim-/) }, OVERLAY],
  ]);
  expect(news()).toMatchObject({
    lottery: { status: 'ready', data: underReview },
    lotteryDraft: null,
    lotteryClaimKey: null,
  });
});

it('keeps the followed experts on the device under the user’s id, the hot experts for anyone', async () => {
  const { news, api, logIn, lastSeen } = buildStore();
  logIn();
  api.professorList.mockResolvedValue(page([expert()]));
  await news().loadFollowedExperts();
  await news().loadHotExperts();
  lastSeen.flushLastSeenWrites();
  expect(
    Object.keys(localStorage)
      .filter((entry) => entry.includes('@'))
      .sort(),
  ).toEqual(['sport-info:last-seen:*:news:hot-experts@1', 'sport-info:last-seen:u1:news:followed-experts@1']);
});

it('after the store starts over, an expert’s whole history on its way is asked for again', async () => {
  const { news, api } = buildStore();
  api.professorTips.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValue(page([tip()]));
  void news().loadFullHistory(EXPERT_ID);
  news().reset();
  const again = news().loadFullHistory(EXPERT_ID);
  await settle();
  expect(api.professorTips).toHaveBeenCalledTimes(2);
  await again;
  expect(news().expertTips[`${EXPERT_ID}:history`]!.list.map((item) => item.id)).toEqual([TIP_ID]);
});

it('after the store starts over, a settlement reloads the open expert at once, not a second after the last one', async () => {
  const { news, api } = buildStore();
  api.professorDetail.mockResolvedValue(expert());
  const settled = { tipId: 9, professorId: EXPERT_ID, result: 'win', settledAt: 78 };
  await news().loadExpert(EXPERT_ID);
  news().applyTipsSettled([settled]);
  await settle();
  news().reset();
  await news().loadExpert(EXPERT_ID);
  news().applyTipsSettled([settled]);
  await settle();
  expect(api.professorDetail.mock.calls).toEqual(Array(4).fill([{ professorId: EXPERT_ID }, { silent: true }]));
});

it('a first visit asks for the whole feed: every sport, refunds or not, any match', async () => {
  const { news, api } = buildStore();
  api.messageFeed.mockResolvedValue(feedPage([tip()]));
  await news().loadFeed();
  expect(api.messageFeed.mock.calls[0]?.[0]).toEqual(
    feedRequest({ sportsType: 0, returnOnly: false, matchIds: [] }, 1),
  );
});
