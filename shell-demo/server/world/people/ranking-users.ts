/**
 * 1000 users of the profit ranking, each with betting reports on world matches over the last
 * four weeks (settled from the results) and a few still waiting; some hold a title. One user in
 * VOLUME_EVERY is a volume bettor with more than a page of the betting list (100): their list
 * pages by cursor, as a real heavy bettor's does.
 */
import { MINUTE } from '../clock';
import { USER_TITLES } from '../data/texts';
import { REPORT_ID_BASE, RANKING_USER_ID_BASE } from '../ids';
import { offerSelection, ticketOdds } from '../markets';
import { rngFor } from '../random';
import { avatarFileId } from '../squads';
import type { WorldMatch } from '../match-types';
import type { BetSelection, BettingReport, RankingUser } from './people-types';
import type { World } from '../types';
import { betPools, knownResult, type BetPools } from './bet-pools';
import { userNicknames } from './nicknames';
import type { PeopleDraw } from './people-drawing';
import { addToList } from '../list-map';

export const RANKING_USER_COUNT = 1000;
/** Every 50th user (index 7, 57, ...) bets in volume: 20 users. */
export const VOLUME_EVERY = 50;
const VOLUME_OFFSET = 7;
/** Report ids per user: `REPORT_ID_BASE + index * REPORT_IDS_PER_USER + number + 1`. */
export const REPORT_IDS_PER_USER = 1000;

export const isVolumeBettor = (index: number): boolean => index % VOLUME_EVERY === VOLUME_OFFSET;
const STAKES = [100, 200, 200, 500, 500, 1000, 2000, 5000];

function addReport(world: World, report: BettingReport): void {
  world.reports.set(report.id, report);
  for (const selection of report.selections) {
    addToList(world.reportsByMatch, selection.matchId, report.id);
  }
}

/**
 * The ranking users and their reports, to be drawn later (people-drawing.ts): the bet pools are
 * taken now, from the matches as they stand before the build plays them; one user per step.
 */
export function rankingUsersToDraw(world: World, now: number): PeopleDraw {
  const pools = betPools(world, now, 28);
  return (into) => drawRankingUsers(into, now, pools);
}

function* drawRankingUsers(world: World, now: number, pools: BetPools): Generator<void> {
  const rng = rngFor(world.seed, 'ranking-users');
  const names = userNicknames(rng, RANKING_USER_COUNT);
  for (let index = 0; index < RANKING_USER_COUNT; index += 1) {
    const id = RANKING_USER_ID_BASE + index;
    const userRng = rngFor(world.seed, 'ranking-user', id);
    const skill = userRng.float(0, 0.22);
    const volume = isVolumeBettor(index);
    const reportCount = userRng.int(6, 14) + (volume ? userRng.int(130, 230) : 0);
    const waiting = userRng.int(0, 2) + (volume ? userRng.int(2, 4) : 0);
    const reportIds: number[] = [];
    for (let number = 0; number < reportCount; number += 1) {
      const past = number >= waiting;
      const sport = userRng.chance(0.3) ? 'basketball' : 'football';
      const pool = (past ? pools.past : pools.upcoming)[sport];
      if (pool.length === 0) continue;
      const legCount = userRng.chance(0.2) ? userRng.int(2, 3) : 1;
      const legs: WorldMatch[] = [];
      for (let leg = 0; leg < legCount; leg += 1) {
        const match = userRng.pick(pool);
        if (!legs.includes(match)) legs.push(match);
      }
      const selections: BetSelection[] = legs.map((match) =>
        offerSelection(world, userRng, match, {
          bettingType: legs.length > 1 ? 1 : userRng.pick([1, 1, 2, 3] as const),
          ...(past ? { known: knownResult(world, match), skill } : {}),
        }),
      );
      const firstKickoff = Math.min(...legs.map((match) => match.matchDate));
      const reportId = REPORT_ID_BASE + index * REPORT_IDS_PER_USER + number + 1;
      addReport(world, {
        id: reportId,
        userId: id,
        selections,
        stake: userRng.pick(STAKES),
        odds: ticketOdds(selections),
        result: 'waiting',
        profit: 0,
        createDate: Math.min(now - userRng.int(1, 90) * MINUTE, firstKickoff - userRng.int(10, 24 * 60) * MINUTE),
        settledAt: null,
        like: Math.round(Math.exp(userRng.float(0, 4))) - 1,
        disLike: Math.round(Math.exp(userRng.float(0, 2))) - 1,
      });
      reportIds.push(reportId);
    }
    const user: RankingUser = {
      id,
      nickName: names[index] ?? `用户${id}`,
      headUrl: avatarFileId(id),
      titleId: rng.chance(0.15) ? rng.pick(USER_TITLES).id : null,
      followBetCount: Math.round(Math.exp(rng.float(0, 6.2))) - 1,
      reportIds: reportIds.sort(
        (a, b) => (world.reports.get(b)?.createDate ?? 0) - (world.reports.get(a)?.createDate ?? 0),
      ),
    };
    world.rankingUsers.set(id, user);
    yield;
  }
}
