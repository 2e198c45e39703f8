/**
 * A follow from a page whose expert is stale: the tip in the store was loaded after the user had
 * followed the expert elsewhere (another device), so it already counts the user; the expert's
 * page still says 关注. Following there moves the expert by one and leaves the tip's count as the
 * server gave it: the user is counted once.
 */
import * as api from '@src/domains/news/api/news-api';
import { useNewsStore } from '@src/domains/news/store/news-store';
import { setUpAppWorld } from '@tests/support/app-world';
import { detail, expert, EXPERT_ID, tip, TIP_ID } from '../support/fixtures';

jest.mock('@src/domains/news/api/news-api');
const mocked = jest.mocked(api.newsApi);
const news = () => useNewsStore.getState();

beforeEach(() => setUpAppWorld({ loggedIn: true }));

it('counts the user once on a tip that already counts the follow', async () => {
  mocked.professorDetail.mockResolvedValue(expert());
  await news().loadExpert(EXPERT_ID);
  // Followed meanwhile on another device: the tip comes with the follow in its count.
  const followedTip = tip({ isAttention: 1, professor: { ...tip().professor, attention: 121 } });
  mocked.tipDetail.mockResolvedValue(detail({ ...followedTip }));
  await news().loadTip(TIP_ID);
  expect(news().tips[TIP_ID]!.data).toMatchObject({ isAttention: 1, professor: { attention: 121 } });

  mocked.attention.mockResolvedValue({ professorId: EXPERT_ID, isAttention: 1, attention: 121 });
  await expect(news().setFollow(EXPERT_ID, true)).resolves.toBe(true);
  expect(news().experts[EXPERT_ID]!.data).toMatchObject({ isAttention: 1, attention: 121 });
  expect(news().tips[TIP_ID]!.data).toMatchObject({ isAttention: 1, professor: { attention: 121 } });
});
