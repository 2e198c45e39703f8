/**
 * Basketball box score from the events: per player points, rebounds, assists, steals,
 * blocks, turnovers, fouls, field goals / threes / free throws made–attempted, minutes and +/-
 * (who is on the floor follows the starters and the substitutions).
 */
import { BasketballEventKind, type MatchCentreEvent, type MatchCentrePlayer } from '../../../../contracts/match-centre';
import { gameSecondsAt } from './basketball-runs';
import { zeroCounts, type Counts } from './team-stats';

/** Made and attempted, per kind of shot. */
const SHOT_FIGURES = (['fieldGoals', 'threes', 'freeThrows'] as const).flatMap(
  (shot) => [`${shot}Made`, `${shot}Attempted`] as const,
);
/** What a team's statistics add up from its players' lines. */
const TEAM_FIGURES = [...SHOT_FIGURES, 'rebounds', 'assists', 'steals', 'blocks', 'turnovers'] as const;
/** A player's line: the team's figures, and his time on the floor, points, fouls and +/-. */
const LINE_FIGURES = ['seconds', 'points', 'fouls', 'plusMinus', ...TEAM_FIGURES] as const;

export type BasketballTeamStats = Counts<(typeof TEAM_FIGURES)[number]>;

export interface BoxLine extends Counts<(typeof LINE_FIGURES)[number]> {
  playerId: number;
  side: 'home' | 'away';
}

export type BoxScore = Map<number, BoxLine>;

const emptyLine = (playerId: number, side: 'home' | 'away'): BoxLine => ({
  playerId,
  side,
  ...zeroCounts(LINE_FIGURES),
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
  /** One more of a figure on a player's line; none for no player (0). */
  const countTo = (playerId: number, side: 'home' | 'away', figure: 'assists' | 'blocks' | 'steals') => {
    const line = lineOf(playerId, side);
    if (line) line[figure] += 1;
  };
  let clock = 0;
  for (const event of events) {
    if (event.side !== 'home' && event.side !== 'away') continue;
    const side = event.side;
    // The time since the last event goes to those on the floor; an event stamped earlier on the
    // game clock takes none back.
    const elapsed = Math.max(0, gameSecondsAt(event.period, event.clockSeconds) - clock);
    for (const playerId of onFloor) {
      const line = box.get(playerId);
      if (line) line.seconds += elapsed;
    }
    clock += elapsed;
    const player = lineOf(event.playerId, side);
    switch (event.kind) {
      case BasketballEventKind.Score:
        if (!player) break;
        player.points += event.value;
        countShot(player, event.detail, true);
        countTo(event.otherId, side, 'assists');
        for (const playerId of onFloor) {
          const line = box.get(playerId);
          if (line) line.plusMinus += line.side === side ? event.value : -event.value;
        }
        break;
      case BasketballEventKind.Miss:
        if (player) countShot(player, event.detail, false);
        countTo(event.otherId, other(side), 'blocks');
        break;
      case BasketballEventKind.Rebound:
        if (player) player.rebounds += 1;
        break;
      case BasketballEventKind.Turnover:
        if (player) player.turnovers += 1;
        countTo(event.otherId, other(side), 'steals');
        break;
      case BasketballEventKind.Foul:
      case BasketballEventKind.Technical:
        if (player) player.fouls += 1;
        break;
      case BasketballEventKind.Substitution:
        // Taking off no one (0) deletes nothing.
        onFloor.delete(event.otherId);
        if (player) onFloor.add(player.playerId);
        break;
    }
  }
  return box;
}

export function basketballTeamStats(box: BoxScore): { home: BasketballTeamStats; away: BasketballTeamStats } {
  const teams = { home: zeroCounts(TEAM_FIGURES), away: zeroCounts(TEAM_FIGURES) };
  for (const line of box.values()) {
    const team = teams[line.side];
    for (const figure of TEAM_FIGURES) team[figure] += line[figure];
  }
  return teams;
}
