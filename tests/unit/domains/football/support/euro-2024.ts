/**
 * Euro 2024's group stage as the qualification rules take it: the real groups and results (the
 * world's data, shell-demo/server/world/data), team ids by code, matchday as round.
 */
import { EURO_2024_RESULTS } from '@shell-demo/server/world/data/euro-2024-results';
import { EURO_2024_GROUPS, NATIONAL_TEAMS } from '@shell-demo/server/world/data/national-teams';
import type { StandingTable } from '@src/contracts/football';
import type { GroupInput } from '@src/domains/football/rules/qualification';

const CODES = Object.values(EURO_2024_GROUPS).flat();
/** A stable id per team code (100 + its place in the draw). */
export const teamId = (code: string): number => {
  const index = CODES.indexOf(code);
  if (index < 0) throw new Error(`no team ${code}`);
  return 100 + index;
};
export const codeOf = (id: number): string => CODES[id - 100]!;

/** The six groups; fixtures of matchdays after `playedThrough` have no score yet (the "as of" view). */
export function euro2024Groups(
  playedThrough = 3,
  played?: (groupName: string, round: number) => boolean,
): GroupInput[] {
  return Object.entries(EURO_2024_GROUPS).map(([groupName, codes], groupIndex) => ({
    groupName,
    teamIds: codes.map(teamId),
    fixtures: EURO_2024_RESULTS.slice(groupIndex * 6, groupIndex * 6 + 6).map(([home, away, result], index) => {
      const round = Math.floor(index / 2) + 1;
      const isPlayed = played ? played(groupName, round) : round <= playedThrough;
      return {
        id: groupIndex * 10 + index,
        homeId: teamId(home),
        awayId: teamId(away),
        round,
        score: isPlayed ? { home: result.home, away: result.away } : undefined,
      };
    }),
  }));
}

/** Disciplinary points UEFA's tables needed (Denmark 6, Slovenia 7). */
export const euro2024Discipline = (): Map<number, number> =>
  new Map([
    [teamId('DEN'), 6],
    [teamId('SVN'), 7],
  ]);

/** The real final order of each group. */
export const EURO_2024_FINAL_ORDER: Readonly<Record<string, readonly string[]>> = {
  A: ['GER', 'SUI', 'HUN', 'SCO'],
  B: ['ESP', 'ITA', 'CRO', 'ALB'],
  C: ['ENG', 'DEN', 'SVN', 'SRB'],
  D: ['AUT', 'FRA', 'NED', 'POL'],
  E: ['ROU', 'BEL', 'SVK', 'UKR'],
  F: ['POR', 'TUR', 'GEO', 'CZE'],
};

/** The ranking call's answer for Euro 2024's group stage (real results, real order, names of the world's data). */
export function euro2024Table(): StandingTable {
  return {
    seasonId: 61334,
    stageId: 613340,
    groups: euro2024Groups(3).map((group) => ({
      groupName: group.groupName,
      rows: EURO_2024_FINAL_ORDER[group.groupName]!.map((code, index) => {
        const id = teamId(code);
        const own = group.fixtures.filter((fixture) => fixture.homeId === id || fixture.awayId === id);
        let won = 0;
        let drawn = 0;
        let goalsFor = 0;
        let goalsAgainst = 0;
        for (const fixture of own) {
          const scored = fixture.homeId === id ? fixture.score!.home : fixture.score!.away;
          const conceded = fixture.homeId === id ? fixture.score!.away : fixture.score!.home;
          goalsFor += scored;
          goalsAgainst += conceded;
          if (scored > conceded) won += 1;
          else if (scored === conceded) drawn += 1;
        }
        const name = NATIONAL_TEAMS.find((row) => row.code === code)!.nameZh;
        return {
          rank: index + 1,
          teamId: id,
          team: { id, nameZh: name, shortNameZh: name, logoFileId: '' },
          played: 3,
          won,
          drawn,
          lost: 3 - won - drawn,
          goalsFor,
          goalsAgainst,
          goalDifference: goalsFor - goalsAgainst,
          points: won * 3 + drawn,
          form: [],
          remaining: 0,
          nextMatch: null,
          disciplinaryPoints: euro2024Discipline().get(id) ?? null,
        };
      }),
      fixtures: group.fixtures.map((fixture) => ({
        id: fixture.id,
        homeId: fixture.homeId,
        awayId: fixture.awayId,
        homeScore: fixture.score!.home,
        awayScore: fixture.score!.away,
        statusId: 8,
        matchDate: fixture.round,
        round: fixture.round,
      })),
    })),
  };
}
