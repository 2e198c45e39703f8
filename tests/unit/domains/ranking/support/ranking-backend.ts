/**
 * The ranking backend for page tests: the development server's real ranking and user-title route
 * modules over a world built at a fixed time (tests/support/in-process-backend) — the weeks and
 * months of its settled bets, their three lists, every bettor's bets by cursor, votes and 跟单
 * kept per user. A test may answer one call its own way (a failure).
 *
 * A bettor of the world settles fewer bets a period than a page holds (100): the betting list is
 * answered BETS_PER_PAGE at a time, so a bettor's record and history span pages, as a busy
 * bettor's do.
 */
import { parseRankingConfigList, type RankingConfig, type UserBettingList } from '@src/contracts/ranking';
import { RankingCalls } from '@src/contracts/ranking-calls';
import { registerRankingRoutes } from '@shell-demo/server/routes/ranking';
import { registerSystemRoutes } from '@shell-demo/server/routes/system';
import { registerUserTitleRoutes } from '@shell-demo/server/routes/user-titles';
import { BACKEND_NOW, deviceClockAt, installInProcessBackend, type Override } from '@tests/support/in-process-backend';
import { setUpRankingWorld } from './store-setup';
import { readAnswer } from '@src/contracts/http';

export const BETS_PER_PAGE = 2;

const betsInPages: Override = async (request, serverData) => {
  if (request.path !== RankingCalls.bettingList.path) return undefined;
  const body = new URLSearchParams(request.body ?? '');
  body.set('size', String(BETS_PER_PAGE));
  return { envelope: { code: 1, msg: 'success', data: await serverData({ ...request, body: body.toString() }) } };
};

// The system routes too: the ranking page's promotions ask the images query, as of the real server.
export const installRankingBackend = (override?: Override) =>
  installInProcessBackend([registerSystemRoutes, registerUserTitleRoutes, registerRankingRoutes], {
    now: BACKEND_NOW,
    override: async (request, serverData) =>
      (await override?.(request, serverData)) ?? betsInPages(request, serverData),
  });

export type RankingBackend = ReturnType<typeof installRankingBackend>;

/** Before each page test: the app's known world, and the device clock at the world's time (the profit curve runs to now). */
export function setUpRankingPage(): void {
  setUpRankingWorld();
  deviceClockAt(BACKEND_NOW);
}

/** The periods as the server has them (周榜 then 月榜, newest first). */
export const periodsOf = async (backend: RankingBackend): Promise<RankingConfig[]> =>
  parseRankingConfigList(await backend.call(RankingCalls.config));

/** A page of a bettor's bets as the server answers it (BETS_PER_PAGE at a time), read. */
export async function betsOf(
  backend: RankingBackend,
  params: Record<string, string | number>,
): Promise<UserBettingList> {
  return readAnswer(
    RankingCalls.bettingList,
    await backend.call(RankingCalls.bettingList, { size: BETS_PER_PAGE, ...params }),
  );
}

/** Every page of a bettor's bets, by cursor. */
export async function allBetsOf(
  backend: RankingBackend,
  params: Record<string, string | number>,
): Promise<UserBettingList['list']> {
  const bets: UserBettingList['list'] = [];
  let cursor: number | null | undefined;
  do {
    const page = await betsOf(backend, { ...params, ...(cursor ? { cursor } : {}) });
    bets.push(...page.list);
    cursor = page.cursor;
  } while (cursor);
  return bets;
}
