/** A new NBA game, before tip-off. */
import { BasketballStatus } from '../status';
import type { BasketballMatch } from '../match-types';

export interface GameFields {
  id: number;
  seasonId: number;
  kind: BasketballMatch['kind'];
  stageId: number;
  matchDate: number;
  homeId: number;
  awayId: number;
  venue: string;
  seriesId?: string;
  gameNumber?: number;
  tieId?: number;
}

export function newGame(fields: GameFields): BasketballMatch {
  return {
    id: fields.id,
    sport: 'basketball',
    seasonId: fields.seasonId,
    kind: fields.kind,
    stageId: fields.stageId,
    matchDate: fields.matchDate,
    homeId: fields.homeId,
    awayId: fields.awayId,
    statusId: BasketballStatus.notStarted,
    period: 0,
    clockSeconds: 12 * 60,
    homeScore: 0,
    awayScore: 0,
    homePeriodScores: [],
    awayPeriodScores: [],
    seriesId: fields.seriesId ?? null,
    gameNumber: fields.gameNumber ?? 0,
    tieId: fields.tieId ?? null,
    venue: fields.venue,
    endedAt: null,
  };
}
