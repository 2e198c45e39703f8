/**
 * The /news feed: filters start from page 1, and the first page is kept for the next visit as a
 * visitor would see it — nobody's purchase, follow or paid content on the device.
 */
import * as api from '@src/domains/news/api/news-api';
import { feedRequest } from '@src/domains/news/rules/feed-request';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { readLastSeen } from '@src/platform/store/last-seen';
import { setUpAppWorld } from '@tests/support/app-world';
import { openSelection, feedPage, page, tip } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api.newsApi);
const news = () => useNewsStore.getState();

beforeEach(() => {
  setUpAppWorld({ loggedIn: true });
});

it("keeps the first page without the user's purchase, follow or paid content, and shows it at once next time", async () => {
  const bought = tip({
    isBuy: 1,
    payTime: 5,
    isAttention: 1,
    sportsInfo: '付费分析',
    messageMatchList: [openSelection()],
  });
  const free = tip({ id: 2, goldPrice: 0, sportsInfo: '免费分析', messageMatchList: [openSelection()] });
  mocked.messageFeed.mockResolvedValue(feedPage([bought, free], false));
  await news().loadFeed();
  const kept = readLastSeen({ name: 'news:feed', version: 1 }, (value): value is ReturnType<typeof tip>[] =>
    Array.isArray(value),
  );
  expect(kept!.data[0]).toMatchObject({ isBuy: 0, payTime: null, isAttention: 0, sportsInfo: null });
  expect(kept!.data[0]!.messageMatchList[0]).toMatchObject({ pick: null, odds: null, pickLabel: null });
  expect(kept!.data[1]!.sportsInfo).toBe('免费分析');

  // Next visit: the kept page at once, marked, while the fresh one is asked for.
  setUpAppWorld({ loggedIn: false });
  let answer!: (value: ReturnType<typeof page>) => void;
  mocked.messageFeed.mockReturnValue(new Promise((resolve) => (answer = resolve as never)));
  const loading = news().loadFeed();
  expect(news().feed.list.map((item) => item.id)).toEqual([bought.id, 2]);
  expect(news().feedSeenAt).not.toBeNull();
  answer(page([tip({ id: 3 })]));
  await loading;
  expect(news().feed.list.map((item) => item.id)).toEqual([3]);
  expect(news().feedSeenAt).toBeNull();
});

it('another filter loads its first page, with the filter sent', async () => {
  mocked.messageFeed.mockResolvedValue(feedPage([tip()], false));
  await news().loadFeed();
  await news().setFeedQuery({ sportsType: 2, returnOnly: true });
  expect(mocked.messageFeed).toHaveBeenLastCalledWith(
    feedRequest({ sportsType: 2, returnOnly: true, matchIds: [] }, 1),
    { silent: true },
  );
  await news().loadMoreFeed();
  expect(mocked.messageFeed).toHaveBeenLastCalledWith(
    feedRequest({ sportsType: 2, returnOnly: true, matchIds: [] }, 2),
    { silent: true },
  );
});
