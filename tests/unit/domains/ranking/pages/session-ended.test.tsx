/**
 * /user-ranking when the server ends the session (405): the page loads again for the visitor the
 * user now is, so the votes the user cast no longer show as theirs. Over the development server's
 * ranking routes (support/ranking-backend); the 405 is the answer to the user's next vote.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RankingDate } from '@src/contracts/ranking';
import { RankingCalls } from '@src/contracts/ranking-calls';
import { ResultCode, readAnswer } from '@src/contracts/http';
import { useSessionStore } from '@src/platform/session/session-store';
import { backendWorld, overrideRoute } from '@tests/support/in-process-backend';
import { renderRoute } from '@tests/support/render-route';
import { installRankingBackend, periodsOf, setUpRankingPage, type RankingBackend } from '../support/ranking-backend';

jest.setTimeout(30_000);

const WIN = 2;

let week: RankingDate;
let backend: RankingBackend;
beforeAll(async () => {
  backendWorld();
  const reader = installRankingBackend();
  week = (await periodsOf(reader))[0]!.rankingDateList[0]!;
  reader.restore();
});
beforeEach(setUpRankingPage);
afterEach(() => backend.restore());

it("a 405 logs the user out: the page loads again as a visitor's, without the user's like", async () => {
  const expired = overrideRoute(RankingCalls.dislike.path, {
    envelope: { code: ResultCode.TokenExpired, msg: '登录已过期，请重新登录' },
  });
  backend = installRankingBackend(expired.override);
  backend.logIn('demo');
  await renderRoute('/user-ranking');
  const list = readAnswer(
    RankingCalls.list,
    await backend.call(RankingCalls.list, { startDate: week.startDate, endDate: week.endDate, rankingType: WIN }),
  );
  const leader = list.winRankingList[0]!;
  const likes = leader.bettingReportList[0]!.like;
  const first = await screen.findByRole('article', { name: `第1名 ${leader.nickName}` });
  const like = within(first).getAllByRole('button', { name: `点赞，当前 ${likes} 个赞` })[0]!;
  fireEvent.click(like);
  await waitFor(() => expect(backend.sentTo(RankingCalls.like.path)).toHaveLength(1));
  await waitFor(() => expect(like).not.toHaveAttribute('aria-disabled'));
  expect(like).toHaveAttribute('aria-pressed', 'true');
  const loads = backend.sentTo(RankingCalls.list.path).length;

  // The next vote meets the expired session.
  fireEvent.click(within(first).getAllByRole('button', { name: /^踩/ })[0]!);
  await waitFor(() => expect(useSessionStore.getState().token).toBe(''));
  expect(useSessionStore.getState().uid).toBe('');
  await waitFor(() => expect(backend.sentTo(RankingCalls.list.path).length).toBeGreaterThan(loads));
  const reload = backend.sentTo(RankingCalls.list.path).at(-1)!;
  expect(reload.headers.token).toBeUndefined();
  await waitFor(() =>
    expect(
      within(screen.getByRole('article', { name: `第1名 ${leader.nickName}` })).getAllByRole('button', {
        name: /^点赞/,
      })[0],
    ).toHaveAttribute('aria-pressed', 'false'),
  );
});
