/**
 * National-team tournaments: Euro 2024 on its real dates (complete, with the real groups) and
 * a 32-team World Cup placed around today (groups played, knockout rounds under way).
 */
import { DAY, HOUR, localTime, localYear } from '../clock';
import { EURO_2024_DISCIPLINARY_POINTS } from '../data/euro-2024-results';
import { EURO_2024_GROUPS, WORLD_CUP_TEAM_CODES } from '../data/national-teams';
import { CompetitionId, footballSeasonIdOf, footballStageIdOf, matchIdOf } from '../ids';
import { rngFor } from '../random';
import { nationalTeamIdByCode } from '../teams';
import type { TeamSource } from '../match-types';
import type { World } from '../types';
import { addKnockoutStage, addKnockoutRounds, type BracketContext, type KnockoutStagePlan } from './knockout-builder';
import { newFootballMatch } from './new-match';
import type { StandingsTieBreak } from './standings';

const GROUP_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

/** Pairings of a four-team group by matchday (indexes into the group), the last matchday played simultaneously. */
const GROUP_MATCHDAYS: readonly (readonly [number, number][])[] = [
  [
    [0, 1],
    [2, 3],
  ],
  [
    [0, 2],
    [3, 1],
  ],
  [
    [3, 0],
    [1, 2],
  ],
];

interface TournamentPlan {
  competitionId: number;
  nameZh: string;
  nameEn: string;
  shortNameZh: string;
  seasonName: string;
  groups: Record<string, number[]>;
  /** Kickoff of pairing `pair` of `group` (index) on `matchday`. */
  groupKickoff: (matchday: number, group: number, pair: number) => number;
  /** Adds the knockout stages in order through `addStage`, which returns each stage's tie ids. */
  knockout: (addStage: (plan: KnockoutStagePlan) => number[]) => void;
  venues: readonly string[];
}

function buildTournament(world: World, plan: TournamentPlan): void {
  const seasonId = footballSeasonIdOf(plan.competitionId);
  const groupStageId = footballStageIdOf(seasonId, 0);
  const groupNames = Object.keys(plan.groups);
  const context: BracketContext = {
    world,
    competitionId: plan.competitionId,
    seasonId,
    nextFixture: 1,
    nextStage: 1,
    stages: [
      {
        id: groupStageId,
        seasonId,
        nameZh: '小组赛',
        nameEn: 'Group Stage',
        kind: 'group',
        order: 0,
        groupNames,
        legs: 1,
      },
    ],
    tieIds: [],
  };
  const rng = rngFor(world.seed, 'tournament-venues', plan.competitionId);
  GROUP_MATCHDAYS.forEach((pairs, matchday) => {
    groupNames.forEach((groupName, groupIndex) => {
      const teams = plan.groups[groupName] ?? [];
      pairs.forEach(([homeIndex, awayIndex], pairIndex) => {
        const match = newFootballMatch({
          id: matchIdOf(seasonId, context.nextFixture),
          competitionId: plan.competitionId,
          seasonId,
          stageId: groupStageId,
          round: matchday + 1,
          groupName,
          matchDate: plan.groupKickoff(matchday, groupIndex, pairIndex),
          homeId: teams[homeIndex] ?? 0,
          awayId: teams[awayIndex] ?? 0,
          venue: rng.pick(plan.venues),
        });
        context.nextFixture += 1;
        world.matches.set(match.id, match);
      });
    });
  });
  plan.knockout((stage) =>
    addKnockoutStage(context, { ...stage, neutralVenue: stage.neutralVenue ?? rng.pick(plan.venues) }),
  );
  world.competitions.set(plan.competitionId, {
    id: plan.competitionId,
    nameZh: plan.nameZh,
    nameEn: plan.nameEn,
    shortNameZh: plan.shortNameZh,
    kind: 'tournament',
    currentSeasonId: seasonId,
  });
  const teamIds = Object.values(plan.groups).flat();
  const kickoffs = [...world.matches.values()]
    .filter((match) => match.seasonId === seasonId)
    .map((match) => match.matchDate);
  world.footballSeasons.set(seasonId, {
    id: seasonId,
    competitionId: plan.competitionId,
    name: plan.seasonName,
    startDate: Math.min(...kickoffs),
    endDate: Math.max(...kickoffs),
    teamIds: teamIds.slice().sort((a, b) => a - b),
    stages: context.stages,
    matchIds: [],
    groups: plan.groups,
    tieIds: context.tieIds,
  });
}

function groupSource(groupName: string, position: 1 | 2): TeamSource {
  return { kind: 'group', groupName, position };
}

// ---------------------------------------------------------------- Euro 2024

const EURO_VENUES = [
  'Olympiastadion Berlin',
  'Allianz Arena',
  'Signal Iduna Park',
  'Volksparkstadion',
  'Merkur Spiel-Arena',
  'MHPArena',
  'RheinEnergieStadion',
  'Red Bull Arena',
  'Deutsche Bank Park',
  'Veltins-Arena',
];

let euroTieBreak: StandingsTieBreak | null = null;

/** What a season's group tables are ranked by besides points and goals: Euro 2024's disciplinary points. */
export function standingsTieBreakOf(seasonId: number): StandingsTieBreak {
  if (seasonId !== footballSeasonIdOf(CompetitionId.euro)) return {};
  euroTieBreak ??= {
    disciplinaryPoints: new Map(
      Object.entries(EURO_2024_DISCIPLINARY_POINTS).map(([code, points]) => [nationalTeamIdByCode(code), points]),
    ),
  };
  return euroTieBreak;
}

function euroKickoff(day: number, hour: number): number {
  // June 2024 day numbers past 30 roll into July.
  return localTime(2024, 6, 1) + (day - 1) * DAY + hour * HOUR;
}

export function buildEuro2024(world: World): void {
  const groups: Record<string, number[]> = {};
  for (const [groupName, codes] of Object.entries(EURO_2024_GROUPS))
    groups[groupName] = codes.map(nationalTeamIdByCode);
  const third = (slot: number, allowedGroups: string[]): TeamSource => ({ kind: 'best-third', slot, allowedGroups });
  buildTournament(world, {
    competitionId: CompetitionId.euro,
    nameZh: '欧洲杯',
    nameEn: 'UEFA Euro 2024',
    shortNameZh: '欧洲杯',
    seasonName: '2024',
    groups,
    groupKickoff: (matchday, group, pair) => {
      if (matchday < 2) {
        const index = group * 2 + pair;
        return euroKickoff(14 + matchday * 4 + Math.floor(index / 3), [21, 24, 27][index % 3] ?? 21);
      }
      return euroKickoff(23 + Math.floor(group / 2), group % 2 === 0 ? 24 : 27);
    },
    venues: EURO_VENUES,
    knockout: (addStage) => {
      addKnockoutRounds(addStage, {
        legs: 1,
        roundOf16: {
          slots: [
            [groupSource('B', 1), third(0, ['A', 'D', 'E', 'F'])],
            [groupSource('A', 1), groupSource('C', 2)],
            [groupSource('F', 1), third(1, ['A', 'B', 'C'])],
            [groupSource('D', 2), groupSource('E', 2)],
            [groupSource('E', 1), third(2, ['A', 'B', 'C', 'D'])],
            [groupSource('D', 1), groupSource('F', 2)],
            [groupSource('C', 1), third(3, ['D', 'E', 'F'])],
            [groupSource('A', 2), groupSource('B', 2)],
          ],
          kickoffs: [
            Array.from({ length: 8 }, (_, order) => euroKickoff(29 + Math.floor(order / 2), order % 2 === 0 ? 24 : 27)),
          ],
        },
        quarterFinals: [
          Array.from({ length: 4 }, (_, order) => euroKickoff(35 + Math.floor(order / 2), order % 2 === 0 ? 24 : 27)),
        ],
        semiFinals: [[euroKickoff(39, 27), euroKickoff(40, 27)]],
        final: [[euroKickoff(44, 27)]],
        finalVenue: 'Olympiastadion Berlin',
      });
    },
  });
}

// ---------------------------------------------------------------- the World Cup around today

const WORLD_CUP_VENUES = [
  'MetLife Stadium',
  'SoFi Stadium',
  'AT&T Stadium',
  'Estadio Azteca',
  'BC Place',
  'Mercedes-Benz Stadium',
  'Hard Rock Stadium',
  'Lumen Field',
  'Arrowhead Stadium',
  'BMO Field',
];

export function buildWorldCup(world: World, today: number): void {
  const rng = rngFor(world.seed, 'world-cup-draw');
  const ranked = WORLD_CUP_TEAM_CODES.map(nationalTeamIdByCode).sort(
    (a, b) => (world.footballTeams.get(b)?.strength ?? 0) - (world.footballTeams.get(a)?.strength ?? 0) || a - b,
  );
  const groups: Record<string, number[]> = {};
  GROUP_LETTERS.forEach((letter) => {
    groups[letter] = [];
  });
  // Four pots of eight by strength; each group gets one team from each pot.
  for (let pot = 0; pot < 4; pot += 1) {
    const drawn = rng.shuffle(ranked.slice(pot * 8, pot * 8 + 8));
    drawn.forEach((teamId, index) => groups[GROUP_LETTERS[index] ?? 'A']?.push(teamId));
  }
  const at = (dayOffset: number, hour: number): number => today + dayOffset * DAY + hour * HOUR;
  const startYear = localYear(at(-24, 18));
  buildTournament(world, {
    competitionId: CompetitionId.worldCup,
    nameZh: '世界杯',
    nameEn: 'FIFA World Cup',
    shortNameZh: '世界杯',
    seasonName: String(startYear),
    groups,
    groupKickoff: (matchday, group, pair) => {
      const day = -24 + matchday * 4 + Math.floor(group / 2);
      if (matchday < 2) return at(day, [18, 21, 24, 27][(group % 2) * 2 + pair] ?? 18);
      return at(day, group % 2 === 0 ? 23 : 27);
    },
    venues: WORLD_CUP_VENUES,
    knockout: (addStage) => {
      addKnockoutRounds(addStage, {
        legs: 1,
        roundOf16: {
          slots: [
            [groupSource('A', 1), groupSource('B', 2)],
            [groupSource('C', 1), groupSource('D', 2)],
            [groupSource('E', 1), groupSource('F', 2)],
            [groupSource('G', 1), groupSource('H', 2)],
            [groupSource('B', 1), groupSource('A', 2)],
            [groupSource('D', 1), groupSource('C', 2)],
            [groupSource('F', 1), groupSource('E', 2)],
            [groupSource('H', 1), groupSource('G', 2)],
          ],
          kickoffs: [
            Array.from({ length: 8 }, (_, order) => at(-10 + Math.floor(order / 2), order % 2 === 0 ? 23 : 27)),
          ],
        },
        quarterFinals: [
          Array.from({ length: 4 }, (_, order) => at(-1 + Math.floor(order / 2), order % 2 === 0 ? 23 : 27)),
        ],
        semiFinals: [[at(3, 27), at(4, 27)]],
        thirdPlace: [[at(7, 23)]],
        final: [[at(8, 23)]],
        finalVenue: 'MetLife Stadium',
      });
    },
  });
}
