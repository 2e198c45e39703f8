/**
 * Live player ratings (after SofaScore's): a number from 3.0 to 10.0 per player that
 * moves with his events. Football: 6.0 when he comes on, up for goals, assists, shots, saves,
 * down for cards, fouls, missed penalties, own goals, and for the goalkeeper and defenders when
 * the team concedes. Basketball: 6.0 plus a weighted line of the box score.
 */
import { FootballEventKind, type MatchCentreEvent, type MatchCentrePlayer } from '../../../../contracts/match-centre';
import type { BoxLine, BoxScore } from './box-score';

export const MIN_RATING = 3;
export const MAX_RATING = 10;
export const BASE_RATING = 6;

export const FOOTBALL_RATING_DELTAS = {
  goal: 1.0,
  penaltyGoal: 0.7,
  ownGoal: -1.0,
  assist: 0.6,
  shotOnTarget: 0.25,
  woodwork: 0.2,
  shotOffTarget: 0.08,
  save: 0.3,
  foul: -0.1,
  offside: -0.05,
  yellow: -0.4,
  red: -1.5,
  penaltyMissed: -0.8,
  /** Everyone on the pitch when the team scores / concedes. */
  teamScored: 0.1,
  teamConceded: -0.1,
  /** On top of teamConceded. */
  keeperConceded: -0.3,
  defenderConceded: -0.15,
} as const;

export const clampRating = (value: number): number =>
  Math.round(Math.min(MAX_RATING, Math.max(MIN_RATING, value)) * 10) / 10;

/** Colour band of a rating: below 6 poor, 6–6.9 fair, 7–7.9 good, 8+ excellent. */
export type RatingBand = 'poor' | 'fair' | 'good' | 'excellent';

export function ratingBand(rating: number): RatingBand {
  if (rating >= 8) return 'excellent';
  if (rating >= 7) return 'good';
  if (rating >= 6) return 'fair';
  return 'poor';
}

/**
 * Football ratings of everyone who has played, by player id (unused substitutes have none).
 * `lineups` gives the starters, positions and sides.
 */
export function footballRatings(
  lineups: { home: readonly MatchCentrePlayer[]; away: readonly MatchCentrePlayer[] },
  events: readonly MatchCentreEvent[],
): Map<number, number> {
  const raw = new Map<number, number>();
  const sideOf = new Map<number, 'home' | 'away'>();
  const positionOf = new Map<number, string>();
  const onPitch = new Set<number>();
  for (const side of ['home', 'away'] as const) {
    for (const player of lineups[side]) {
      sideOf.set(player.playerId, side);
      positionOf.set(player.playerId, player.position);
      if (player.starter) {
        onPitch.add(player.playerId);
        raw.set(player.playerId, BASE_RATING);
      }
    }
  }
  const add = (playerId: number, delta: number) => {
    if (playerId === 0) return;
    raw.set(playerId, (raw.get(playerId) ?? BASE_RATING) + delta);
  };
  const D = FOOTBALL_RATING_DELTAS;
  for (const event of events) {
    switch (event.kind) {
      case FootballEventKind.Goal: {
        if (event.detail === 'own-goal') add(event.playerId, D.ownGoal);
        else add(event.playerId, event.detail === 'penalty' ? D.penaltyGoal : D.goal);
        add(event.otherId, D.assist);
        for (const playerId of onPitch) {
          const side = sideOf.get(playerId);
          if (side === event.side) add(playerId, D.teamScored);
          else {
            const position = positionOf.get(playerId);
            add(
              playerId,
              D.teamConceded +
                (position === 'goalkeeper' ? D.keeperConceded : position === 'defender' ? D.defenderConceded : 0),
            );
          }
        }
        break;
      }
      case FootballEventKind.Shot:
        add(
          event.playerId,
          event.detail === 'on-target' ? D.shotOnTarget : event.detail === 'woodwork' ? D.woodwork : D.shotOffTarget,
        );
        break;
      case FootballEventKind.Save:
        add(event.playerId, D.save);
        break;
      case FootballEventKind.Foul:
        add(event.playerId, D.foul);
        break;
      case FootballEventKind.Offside:
        add(event.playerId, D.offside);
        break;
      case FootballEventKind.Card:
        add(event.playerId, event.detail === 'yellow' ? D.yellow : D.red);
        if (event.detail !== 'yellow') onPitch.delete(event.playerId);
        break;
      case FootballEventKind.PenaltyMissed:
        add(event.playerId, D.penaltyMissed);
        break;
      case FootballEventKind.Substitution:
        onPitch.delete(event.otherId);
        if (event.playerId) {
          onPitch.add(event.playerId);
          if (!raw.has(event.playerId)) raw.set(event.playerId, BASE_RATING);
        }
        break;
    }
  }
  const ratings = new Map<number, number>();
  for (const [playerId, value] of raw) ratings.set(playerId, clampRating(value));
  return ratings;
}

/** A basketball player's rating from his box line; null before he has played. */
export function basketballRating(line: BoxLine): number | null {
  if (line.seconds === 0 && line.fieldGoalsAttempted === 0 && line.rebounds === 0) return null;
  const missedShots = line.fieldGoalsAttempted - line.fieldGoalsMade + (line.freeThrowsAttempted - line.freeThrowsMade);
  return clampRating(
    BASE_RATING +
      line.points * 0.1 +
      line.rebounds * 0.12 +
      line.assists * 0.15 +
      (line.steals + line.blocks) * 0.2 -
      line.turnovers * 0.15 -
      missedShots * 0.05 -
      line.fouls * 0.05,
  );
}

export function basketballRatings(box: BoxScore): Map<number, number> {
  const ratings = new Map<number, number>();
  for (const line of box.values()) {
    const rating = basketballRating(line);
    if (rating !== null) ratings.set(line.playerId, rating);
  }
  return ratings;
}
