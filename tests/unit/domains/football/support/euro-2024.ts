/**
 * Euro 2024's group stage as the qualification rules take it: the real groups and results (the
 * world's data, shell-demo/server/world/data), team ids by code, matchday as round.
 */
import { EURO_2024_RESULTS } from '@shell-demo/server/world/data/euro-2024-results';
import { EURO_2024_GROUPS } from '@shell-demo/server/world/data/national-teams';
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
