import { FootballStatus } from '../status';
import type { FootballMatch } from '../match-types';

export interface FixtureFields {
  id: number;
  competitionId: number;
  seasonId: number;
  stageId: number;
  round: number;
  groupName?: string | null;
  tieId?: number | null;
  matchDate: number;
  homeId: number;
  awayId: number;
  venue: string;
}

/** A fixture before kickoff. */
export function newFootballMatch(fields: FixtureFields): FootballMatch {
  return {
    id: fields.id,
    sport: 'football',
    competitionId: fields.competitionId,
    seasonId: fields.seasonId,
    stageId: fields.stageId,
    round: fields.round,
    groupName: fields.groupName ?? null,
    tieId: fields.tieId ?? null,
    matchDate: fields.matchDate,
    homeId: fields.homeId,
    awayId: fields.awayId,
    statusId: FootballStatus.notStarted,
    minute: 0,
    extraMinute: 0,
    homeScore: 0,
    awayScore: 0,
    homeHalfScore: 0,
    awayHalfScore: 0,
    homePenaltyScore: null,
    awayPenaltyScore: null,
    goals: [],
    venue: fields.venue,
    endedAt: null,
  };
}
