/**
 * Basketball box score from the events (issue 25): per player points, rebounds, assists, steals,
 * blocks, turnovers, fouls, field goals / threes / free throws made–attempted, minutes and +/-
 * (who is on the floor follows the starters and the substitutions).
 */
import { BasketballEventKind, type MatchCentreEvent, type MatchCentrePlayer } from '../../../../contracts/match-centre';
import { gameSecondsAt } from './basketball-runs';

export interface BoxLine {
  playerId: number;
  side: 'home' | 'away';
  seconds: number;
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
  fieldGoalsMade: number;
  fieldGoalsAttempted: number;
  threesMade: number;
  threesAttempted: number;
  freeThrowsMade: number;
  freeThrowsAttempted: number;
  plusMinus: number;
}

export type BoxScore = Map<number, BoxLine>;

const emptyLine = (playerId: number, side: 'home' | 'away'): BoxLine => ({
  playerId,
  side,
  seconds: 0,
  points: 0,
  rebounds: 0,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 0,
  fouls: 0,
  fieldGoalsMade: 0,
  fieldGoalsAttempted: 0,
  threesMade: 0,
  threesAttempted: 0,
  freeThrowsMade: 0,
  freeThrowsAttempted: 0,
  plusMinus: 0,
});

const other = (side: 'home' | 'away'): 'home' | 'away' => (side === 'home' ? 'away' : 'home');

function countShot(line: BoxLine, kind: string, made: boolean): void {
  if (kind === 'ft') {
    line.freeThrowsAttempted += 1;
    if (made) line.freeThrowsMade += 1;
    return;
  }
  line.fieldGoalsAttempted += 1;
  if (made) line.fieldGoalsMade += 1;
  if (kind === '3') {
    line.threesAttempted += 1;
    if (made) line.threesMade += 1;
  }
}

export function boxScore(
  lineups: { home: readonly MatchCentrePlayer[]; away: readonly MatchCentrePlayer[] },
  events: readonly MatchCentreEvent[],
): BoxScore {
  const box: BoxScore = new Map();
  const onFloor = new Set<number>();
  for (const side of ['home', 'away'] as const) {
    for (const player of lineups[side]) {
      box.set(player.playerId, emptyLine(player.playerId, side));
      if (player.starter) onFloor.add(player.playerId);
    }
  }
  const lineOf = (playerId: number, side: 'home' | 'away'): BoxLine | undefined => {
    if (playerId === 0) return undefined;
    let line = box.get(playerId);
    if (!line) {
      line = emptyLine(playerId, side);
      box.set(playerId, line);
    }
    return line;
  };
  let clock = 0;
  for (const event of events) {
    if (event.side !== 'home' && event.side !== 'away') continue;
    const side = event.side;
    if (event.period > 0) {
      const seconds = gameSecondsAt(event.period, event.clockSeconds);
      if (seconds > clock) {
        for (const playerId of onFloor) {
          const line = box.get(playerId);
          if (line) line.seconds += seconds - clock;
        }
        clock = seconds;
      }
    }
    const player = lineOf(event.playerId, side);
    switch (event.kind) {
      case BasketballEventKind.Score:
        if (!player) break;
        player.points += event.value;
        countShot(player, event.detail, true);
        if (event.otherId) {
          const assist = lineOf(event.otherId, side);
          if (assist) assist.assists += 1;
        }
        for (const playerId of onFloor) {
          const line = box.get(playerId);
          if (line) line.plusMinus += line.side === side ? event.value : -event.value;
        }
        break;
      case BasketballEventKind.Miss:
        if (player) countShot(player, event.detail, false);
        if (event.otherId) {
          const blocker = lineOf(event.otherId, other(side));
          if (blocker) blocker.blocks += 1;
        }
        break;
      case BasketballEventKind.Rebound:
        if (player) player.rebounds += 1;
        break;
      case BasketballEventKind.Turnover:
        if (player) player.turnovers += 1;
        if (event.otherId) {
          const stealer = lineOf(event.otherId, other(side));
          if (stealer) stealer.steals += 1;
        }
        break;
      case BasketballEventKind.Foul:
      case BasketballEventKind.Technical:
        if (player) player.fouls += 1;
        break;
      case BasketballEventKind.Substitution:
        if (event.otherId) onFloor.delete(event.otherId);
        if (event.playerId) onFloor.add(event.playerId);
        break;
      default:
        break;
    }
  }
  return box;
}

export interface BasketballTeamStats {
  fieldGoalsMade: number;
  fieldGoalsAttempted: number;
  threesMade: number;
  threesAttempted: number;
  freeThrowsMade: number;
  freeThrowsAttempted: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
}

export function basketballTeamStats(box: BoxScore): { home: BasketballTeamStats; away: BasketballTeamStats } {
  const empty = (): BasketballTeamStats => ({
    fieldGoalsMade: 0,
    fieldGoalsAttempted: 0,
    threesMade: 0,
    threesAttempted: 0,
    freeThrowsMade: 0,
    freeThrowsAttempted: 0,
    rebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
  });
  const teams = { home: empty(), away: empty() };
  for (const line of box.values()) {
    const team = teams[line.side];
    for (const key of Object.keys(team) as (keyof BasketballTeamStats)[]) team[key] += line[key];
  }
  return teams;
}
