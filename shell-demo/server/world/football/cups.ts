/**
 * The Champions League and the Europa League: 16-club knockouts (two legs up to the
 * semi-finals, a one-off final on neutral ground), placed around today: the round of 16 is
 * being decided now, the later rounds are still to be played and their slots open.
 */
import { DAY, HOUR, MINUTE, localYear } from '../clock';
import { FIVE_LEAGUES } from '../data/football-clubs';
import { CompetitionId, clubIdOf, footballSeasonIdOf } from '../ids';
import { rngFor } from '../random';
import type { World } from '../types';
import { addKnockoutStage, addKnockoutRounds, type BracketContext } from './knockout-builder';

interface CupPlan {
  competitionId: number;
  nameZh: string;
  nameEn: string;
  shortNameZh: string;
  /** Clubs taken from each league, after `skip` places by strength. */
  perLeague: readonly number[];
  skip: readonly number[];
  /** Days after the Champions League calendar (the Europa League plays on other days). */
  dayShift: number;
  finalVenue: string;
}

const CUPS: readonly CupPlan[] = [
  {
    competitionId: CompetitionId.championsLeague,
    nameZh: '欧洲冠军联赛',
    nameEn: 'UEFA Champions League',
    shortNameZh: '欧冠',
    perLeague: [4, 4, 3, 3, 2],
    skip: [0, 0, 0, 0, 0],
    dayShift: 0,
    finalVenue: 'Puskás Aréna',
  },
  {
    competitionId: CompetitionId.europaLeague,
    nameZh: '欧洲联赛',
    nameEn: 'UEFA Europa League',
    shortNameZh: '欧联',
    perLeague: [4, 3, 3, 3, 3],
    skip: [4, 4, 3, 3, 2],
    dayShift: 2,
    finalVenue: 'Beşiktaş Stadium',
  },
];

/** European nights: 01:45 and 04:00 UTC+8. */
const KICKOFF_TIMES = [1 * HOUR + 45 * MINUTE, 4 * HOUR];

/** Days (relative to today) on which the ties of a leg are spread. */
const CALENDAR = {
  roundOf16: [
    [-8, -7],
    [-1, 0],
  ],
  quarterFinals: [[6], [13]],
  semiFinals: [[20], [27]],
  final: [[45]],
} as const;

function spreadKickoffs(today: number, days: readonly number[], ties: number, dayShift: number): number[] {
  return Array.from({ length: ties }, (_, order) => {
    const dayIndex = Math.floor((order * days.length) / ties);
    const day = today + ((days[dayIndex] ?? 0) + dayShift) * DAY;
    return day + (KICKOFF_TIMES[order % KICKOFF_TIMES.length] ?? 0);
  });
}

export function buildCups(world: World, today: number): void {
  for (const cup of CUPS) {
    const seasonId = footballSeasonIdOf(cup.competitionId);
    const rng = rngFor(world.seed, 'cup-draw', cup.competitionId);
    const clubs: number[] = [];
    FIVE_LEAGUES.forEach((league, leagueIndex) => {
      const ranked = league.clubs
        .map((row, clubIndex) => ({ id: clubIdOf(leagueIndex, clubIndex), strength: row.strength }))
        .sort((a, b) => b.strength - a.strength);
      const skip = cup.skip[leagueIndex] ?? 0;
      clubs.push(...ranked.slice(skip, skip + (cup.perLeague[leagueIndex] ?? 0)).map((club) => club.id));
    });
    const drawn = rng.shuffle(clubs);
    const pairs: [number, number][] = [];
    for (let index = 0; index + 1 < drawn.length; index += 2)
      pairs.push([drawn[index] as number, drawn[index + 1] as number]);

    const context: BracketContext = {
      world,
      competitionId: cup.competitionId,
      seasonId,
      nextFixture: 1,
      nextStage: 0,
      stages: [],
      tieIds: [],
    };
    const legs = (plan: readonly (readonly number[])[], ties: number): number[][] =>
      plan.map((days) => spreadKickoffs(today, days, ties, cup.dayShift));
    const roundOf16 = addKnockoutStage(
      context,
      {
        nameZh: '1/8决赛',
        nameEn: 'Round of 16',
        legs: 2,
        slots: pairs.map(() => [{ kind: 'seed' }, { kind: 'seed' }]),
        kickoffs: legs(CALENDAR.roundOf16, 8),
      },
      pairs,
    );
    addKnockoutRounds((plan) => addKnockoutStage(context, plan), {
      legs: 2,
      roundOf16,
      quarterFinals: legs(CALENDAR.quarterFinals, 4),
      semiFinals: legs(CALENDAR.semiFinals, 2),
      final: [[today + (CALENDAR.final[0][0] + cup.dayShift) * DAY + 3 * HOUR]],
      finalVenue: cup.finalVenue,
    });

    world.competitions.set(cup.competitionId, {
      id: cup.competitionId,
      nameZh: cup.nameZh,
      nameEn: cup.nameEn,
      shortNameZh: cup.shortNameZh,
      kind: 'cup',
      currentSeasonId: seasonId,
    });
    const startDate = today + (CALENDAR.roundOf16[0][0] + cup.dayShift) * DAY;
    const year = localYear(startDate);
    world.footballSeasons.set(seasonId, {
      id: seasonId,
      competitionId: cup.competitionId,
      name: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
      startDate,
      endDate: today + (CALENDAR.final[0][0] + cup.dayShift + 1) * DAY,
      teamIds: clubs.slice().sort((a, b) => a - b),
      stages: context.stages,
      matchIds: [],
      groups: {},
      tieIds: context.tieIds,
    });
  }
}
