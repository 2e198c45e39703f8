/** @jest-environment node */
import { HOUR } from '../../../shell-demo/server/world/clock';
import { worldWithKeptScripts } from '../../support/kept-scripts';
import { FIVE_LEAGUE_IDS } from '../../../shell-demo/server/world/ids';
import { liveMatchList } from '../../../shell-demo/server/world/queries/anchors';
import {
  BasketballStatus,
  FootballStatus,
  isBasketballLive,
  isFootballLive,
} from '../../../shell-demo/server/world/status';
import { TEST_SEED, utc } from './support/world-fixtures';

const FIVE_LEAGUES = new Set<number>(FIVE_LEAGUE_IDS);

describe.each([
  ['03:00 UTC', utc(3)],
  ['12:00 UTC', utc(12)],
  ['20:00 UTC (04:00 in UTC+8)', utc(20)],
  ['16:30 UTC (00:30 in UTC+8)', utc(16, 30)],
])('a world built at %s', (_label, now) => {
  const world = worldWithKeptScripts({ seed: TEST_SEED, now });
  const matches = [...world.matches.values()];
  const football = matches.filter((match) => match.sport === 'football' && FIVE_LEAGUES.has(match.competitionId));
  const nba = matches.filter((match) => match.sport === 'basketball');

  it('has live, upcoming (within hours) and finished (within hours) league matches', () => {
    expect(football.filter((match) => isFootballLive(match.statusId)).length).toBeGreaterThanOrEqual(2);
    expect(
      football.some((match) => match.statusId === FootballStatus.notStarted && match.matchDate - now < 2 * HOUR),
    ).toBe(true);
    expect(
      football.some((match) => match.statusId === FootballStatus.finished && now - (match.endedAt ?? 0) < 2 * HOUR),
    ).toBe(true);
  });

  it('has a live, an upcoming and a recently finished NBA game', () => {
    expect(nba.filter((game) => isBasketballLive(game.statusId)).length).toBeGreaterThanOrEqual(1);
    expect(nba.some((game) => game.statusId === BasketballStatus.notStarted && game.matchDate - now < 3 * HOUR)).toBe(
      true,
    );
    expect(
      nba.some((game) => game.statusId === BasketballStatus.finished && now - (game.endedAt ?? 0) < 3 * HOUR),
    ).toBe(true);
  });

  it('has streamers live on live matches', () => {
    expect([...world.hosts.values()].filter((host) => host.liveStatus === 1).length).toBeGreaterThanOrEqual(3);
    const live = liveMatchList(world).filter((item) => item.activityStatus === 1);
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(live.every((item) => item.hostList.length > 0)).toBe(true);
  });

  it('keeps the spec date filters satisfiable: league dates after 2024-08-01, NBA after 2023-10-06', () => {
    expect(football.every((match) => match.matchDate > Date.UTC(2024, 7, 1))).toBe(true);
    expect(nba.every((game) => game.matchDate > Date.UTC(2023, 9, 6))).toBe(true);
  });
});
