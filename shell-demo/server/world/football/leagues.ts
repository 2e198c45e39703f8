/**
 * The five leagues: a double round robin each, one round per day, placed so that today is
 * round 20 (rounds 1–19 are played, 21+ are to come). Each day's matches of all leagues take
 * distinct half-hour kickoff slots around the clock, so at any hour some football is live.
 */
import { DAY, MINUTE, localYear } from '../clock';
import { FIVE_LEAGUES } from '../data/football-clubs';
import { clubIdOf, footballSeasonIdOf, footballStageIdOf, matchIdOf } from '../ids';
import { rngFor } from '../random';
import { doubleRoundRobin } from '../round-robin';
import { FootballStatus } from '../status';
import type { FootballMatch, FootballSeason, Stage } from '../match-types';
import type { World } from '../types';
import { newFootballMatch } from './new-match';
import { addToList } from '../list-map';

/** Today's round, 0-based: round 20 of the season is being played today. */
export const CURRENT_ROUND_INDEX = 19;
const SLOTS_PER_DAY = 48;
const SLOT_LENGTH = 30 * MINUTE;

export function seasonName(startDate: number): string {
  const year = localYear(startDate);
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** A season played as one round robin stage (a league, the friendlies): no groups, no ties. */
export function oneStageSeason(plan: {
  seasonId: number;
  competitionId: number;
  name: string;
  startDate: number;
  endDate: number;
  teamIds: readonly number[];
  stage: Pick<Stage, 'nameZh' | 'nameEn'>;
}): FootballSeason {
  const { seasonId, stage } = plan;
  return {
    id: seasonId,
    competitionId: plan.competitionId,
    name: plan.name,
    startDate: plan.startDate,
    endDate: plan.endDate,
    teamIds: plan.teamIds.slice().sort((a, b) => a - b),
    stages: [
      { id: footballStageIdOf(seasonId, 0), seasonId, ...stage, kind: 'league', order: 0, groupNames: [], legs: 1 },
    ],
    matchIds: [],
    groups: {},
    tieIds: [],
  };
}

export function buildLeagues(world: World, today: number): void {
  const byDay = new Map<number, FootballMatch[]>();
  FIVE_LEAGUES.forEach((league, leagueIndex) => {
    const seasonId = footballSeasonIdOf(league.competitionId);
    const stageId = footballStageIdOf(seasonId, 0);
    const rng = rngFor(world.seed, 'league-draw', league.competitionId);
    const teamIds = rng.shuffle(league.clubs.map((_, clubIndex) => clubIdOf(leagueIndex, clubIndex)));
    const rounds = doubleRoundRobin(teamIds);
    const matches: FootballMatch[] = [];
    rounds.forEach((pairs, roundIndex) => {
      const day = today + (roundIndex - CURRENT_ROUND_INDEX) * DAY;
      pairs.forEach(([homeId, awayId]) => {
        const match = newFootballMatch({
          id: matchIdOf(seasonId, matches.length + 1),
          competitionId: league.competitionId,
          seasonId,
          stageId,
          round: roundIndex + 1,
          matchDate: day,
          homeId,
          awayId,
          venue: world.footballTeams.get(homeId)?.venue ?? '',
        });
        matches.push(match);
        addToList(byDay, day, match);
      });
    });
    // A few fixtures never take place as planned: postponed (and one cancelled in Serie A).
    const postponed = rng.shuffle(matches.map((_, index) => index)).slice(0, leagueIndex === 2 ? 3 : 2);
    postponed.forEach((index, order) => {
      const match = matches[index];
      if (match)
        match.statusId = leagueIndex === 2 && order === 0 ? FootballStatus.cancelled : FootballStatus.postponed;
    });

    for (const match of matches) world.matches.set(match.id, match);
    world.competitions.set(league.competitionId, {
      id: league.competitionId,
      nameZh: league.nameZh,
      nameEn: league.nameEn,
      shortNameZh: league.shortNameZh,
      kind: 'league',
      currentSeasonId: seasonId,
    });
    const startDate = today - CURRENT_ROUND_INDEX * DAY;
    world.footballSeasons.set(
      seasonId,
      oneStageSeason({
        seasonId,
        competitionId: league.competitionId,
        name: seasonName(startDate),
        startDate,
        endDate: today + (rounds.length - CURRENT_ROUND_INDEX) * DAY,
        teamIds,
        stage: { nameZh: '联赛', nameEn: 'Regular Season' },
      }),
    );
  });

  for (const [day, matches] of byDay) {
    const rng = rngFor(world.seed, 'kickoff-slots', day);
    const slots = rng.shuffle(Array.from({ length: SLOTS_PER_DAY }, (_, slot) => slot));
    rng.shuffle(matches).forEach((match, index) => {
      match.matchDate = day + (slots[index % SLOTS_PER_DAY] ?? 0) * SLOT_LENGTH;
    });
  }
}
