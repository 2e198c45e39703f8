/**
 * A basketball game's centre events, drawn once from its script: the baskets the
 * score is made of (basketball/baskets), shared among the players by their box-score points,
 * with assists, missed shots (some blocked) and their rebounds, turnovers (some stolen), fouls,
 * timeouts, a rare technical, substitutions and period marks. Deterministic per game.
 */
import type { MatchCentrePlayer } from '@src/contracts/match-centre';
import { MINUTE } from '../clock';
import { basketsOf } from '../basketball/baskets';
import { nbaSideOf } from '../basketball/exhibitions';
import { playingPeriods } from '../basketball/progress';
import { rngFor, type Rng } from '../random';
import type { BasketballScript, NbaBoxLine } from '../play-types';
import type { World } from '../types';
import { basketballLine } from './commentary';
import { draft, eventPeople, type CentreDraft, type CentreScript, type CentreTeam } from './centre-types';

type Side = 'home' | 'away';
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

function centreTeam(world: World, teamId: number, box: readonly NbaBoxLine[]): CentreTeam {
  const lines = box.filter((line) => line.teamId === teamId);
  const players: MatchCentrePlayer[] = [
    ...lines.filter((line) => line.starter),
    ...lines.filter((line) => !line.starter),
  ].map((line) => {
    const player = world.nbaPlayers.get(line.playerId);
    return {
      playerId: line.playerId,
      name: player?.name ?? '',
      shirtNumber: player?.shirtNumber ?? 0,
      position: player?.positionZh ?? '',
      starter: line.starter,
    };
  });
  return { teamId, shortName: nbaSideOf(world, teamId)?.shortNameZh ?? '', formation: '', players };
}

function weighted(
  rng: Rng,
  lines: readonly NbaBoxLine[],
  weight: (line: NbaBoxLine) => number,
): NbaBoxLine | undefined {
  if (lines.length === 0) return undefined;
  return lines[rng.weightedIndex(lines.map((line) => weight(line) + 0.05))];
}

export function basketballCentre(world: World, script: BasketballScript, homeId: number, awayId: number): CentreScript {
  const rng = rngFor(world.seed, 'match-centre', script.matchId);
  const home = centreTeam(world, homeId, script.box);
  const away = centreTeam(world, awayId, script.box);
  const teams = { home, away };
  const linesOf = {
    home: script.box.filter((line) => line.teamId === homeId),
    away: script.box.filter((line) => line.teamId === awayId),
  };
  const people = eventPeople((playerId) => world.nbaPlayers.get(playerId)?.name ?? '');
  const windows = playingPeriods(script);
  const events: CentreDraft[] = [];

  // Who is on the floor: starters, then rotations by minutes.
  const onFloor = {
    home: new Set(linesOf.home.filter((l) => l.starter).map((l) => l.playerId)),
    away: new Set(linesOf.away.filter((l) => l.starter).map((l) => l.playerId)),
  };
  const floorLines = (side: Side) => linesOf[side].filter((line) => onFloor[side].has(line.playerId));

  const at = (period: number, fraction: number) => {
    const window = windows.find((item) => item.period === period);
    const from = window?.from ?? 0;
    const to = window?.to ?? from;
    const clock = period <= 4 ? 720 : 300;
    // Rounded up (and a millisecond on) so the world's score at `offset` already counts the basket.
    return {
      offset: Math.ceil((from + fraction * (to - from)) * MINUTE) + 1,
      period,
      clockSeconds: Math.ceil(clock * (1 - fraction)),
    };
  };
  // Things that happen between baskets, at random moments of each period.
  type Happening = { period: number; fraction: number; make: () => void };
  const happenings: Happening[] = [];
  for (const window of windows) {
    const period = window.period;
    const scale = period <= 4 ? 1 : 0.42;
    for (const side of ['home', 'away'] as const) {
      const count = (mean: number) => Math.max(0, Math.round(rng.normal(mean * scale, 1.2)));
      for (let index = count(10); index > 0; index -= 1) {
        // A miss (some blocked) and its rebound.
        happenings.push({
          period,
          fraction: rng.float(0.01, 0.99),
          make() {
            const shooter = weighted(rng, floorLines(side), (line) => line.points);
            const three = rng.chance(0.38);
            const blocker = rng.chance(0.1) ? weighted(rng, floorLines(other(side)), (line) => line.blocks) : undefined;
            const rebounder = rng.chance(0.25) ? side : other(side);
            const rebound = weighted(rng, floorLines(rebounder), (line) => line.rebounds);
            push(this, {
              kind: 'miss',
              side,
              detail: three ? '3' : '2',
              ...people.player(shooter?.playerId),
              ...people.other(blocker?.playerId),
            });
            push(
              this,
              {
                kind: 'rebound',
                side: rebounder,
                ...people.player(rebound?.playerId),
              },
              1500,
            );
          },
        });
      }
      for (let index = count(3.3); index > 0; index -= 1) {
        happenings.push({
          period,
          fraction: rng.float(0.01, 0.99),
          make() {
            const loser = weighted(rng, floorLines(side), (line) => line.assists + 1);
            const stealer = rng.chance(0.55)
              ? weighted(rng, floorLines(other(side)), (line) => line.steals)
              : undefined;
            push(this, {
              kind: 'turnover',
              side,
              ...people.player(loser?.playerId),
              ...people.other(stealer?.playerId),
            });
          },
        });
      }
      for (let index = count(4.6); index > 0; index -= 1) {
        happenings.push({
          period,
          fraction: rng.float(0.01, 0.99),
          make() {
            const fouler = weighted(rng, floorLines(side), () => 1);
            push(this, {
              kind: 'foul',
              side,
              ...people.player(fouler?.playerId),
            });
          },
        });
      }
      if (rng.chance(0.7 * scale))
        happenings.push({
          period,
          fraction: rng.float(0.2, 0.95),
          make() {
            push(this, { kind: 'timeout', side });
          },
        });
      if (rng.chance(0.04))
        happenings.push({
          period,
          fraction: rng.float(0.05, 0.95),
          make() {
            const player = weighted(rng, floorLines(side), () => 1);
            push(this, {
              kind: 'technical',
              side,
              ...people.player(player?.playerId),
            });
          },
        });
      // Rotations: two changes per period, the bench in for the tired.
      for (const fraction of [rng.float(0.3, 0.45), rng.float(0.6, 0.8)]) {
        happenings.push({
          period,
          fraction,
          make() {
            const sitting = linesOf[side].filter((line) => !onFloor[side].has(line.playerId) && line.minutes > 0);
            const joining = weighted(rng, sitting, (line) => line.minutes);
            const leaving = weighted(rng, floorLines(side), (line) => 48 - line.minutes);
            if (!joining || !leaving) return;
            onFloor[side].delete(leaving.playerId);
            onFloor[side].add(joining.playerId);
            push(this, {
              kind: 'substitution',
              side,
              ...people.player(joining.playerId),
              ...people.other(leaving.playerId),
            });
          },
        });
      }
    }
  }
  function push(
    moment: { period: number; fraction: number },
    fields: Partial<CentreDraft> & { kind: string },
    delayMs = 0,
  ) {
    const time = at(moment.period, moment.fraction);
    events.push(
      draft({ ...fields, offset: time.offset + delayMs, period: time.period, clockSeconds: time.clockSeconds }),
    );
  }
  for (const basket of basketsOf(script)) {
    happenings.push({
      period: basket.period,
      fraction: basket.fraction,
      make() {
        const shooter = weighted(rng, floorLines(basket.side), (line) => line.points);
        const assist =
          basket.points > 1 && rng.chance(0.6)
            ? weighted(
                rng,
                floorLines(basket.side).filter((line) => line !== shooter),
                (line) => line.assists,
              )
            : undefined;
        push(this, {
          kind: 'score',
          side: basket.side,
          value: basket.points,
          detail: basket.points === 1 ? 'ft' : String(basket.points),
          ...people.player(shooter?.playerId),
          ...people.other(assist?.playerId),
        });
      },
    });
  }
  for (const window of windows) {
    happenings.push({
      period: window.period,
      fraction: 0,
      make() {
        push(this, { kind: 'period', detail: 'start' });
      },
    });
    happenings.push({
      period: window.period,
      fraction: 1,
      make() {
        push(this, { kind: 'period', detail: 'end' }, -1);
      },
    });
  }
  happenings.sort((a, b) => a.period - b.period || a.fraction - b.fraction);
  for (const happening of happenings) happening.make();

  events.sort((a, b) => a.offset - b.offset);
  let homeScore = 0;
  let awayScore = 0;
  for (const event of events) {
    if (event.kind === 'score') {
      if (event.side === 'home') homeScore += event.value;
      else awayScore += event.value;
    }
    event.homeScore = homeScore;
    event.awayScore = awayScore;
    event.text = basketballLine(event, teams);
  }
  return { sport: 'basketball', home, away, events };
}
