/**
 * A football match's centre events, drawn once from its script: the script's goals
 * and saved shots (so the score and the players' season statistics agree), plus shots off
 * target, blocked or on the woodwork, corners, fouls, offsides, cards, VAR checks, a missed
 * penalty now and then, a goal or a penalty VAR takes back now and then, dangerous attacks, the
 * possession of every minute, the substitutions of the line-ups and the period marks — at
 * realistic rates (~25 shots, ~10 corners, ~4 cards).
 * Deterministic: the same match gives the same events however the world got to it.
 */
import { MINUTE } from '../clock';
import { displayMinute } from '../football/phases';
import { rngFor } from '../random';
import { FootballStatus } from '../status';
import type { FootballPhase, FootballScript, LineupEntry } from '../play-types';
import type { World } from '../types';
import { footballLine } from './commentary';
import { draft, eventPeople, type CentreDraft, type CentreScript, type CentreTeam } from './centre-types';

type Side = 'home' | 'away';
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

const POSITION_ORDER = { goalkeeper: 0, defender: 1, midfielder: 2, forward: 3 } as const;

function centreTeam(world: World, teamId: number, lineup: readonly LineupEntry[]): CentreTeam {
  const team = world.footballTeams.get(teamId);
  const starters = lineup
    .filter((entry) => entry.starter)
    .sort((a, b) => POSITION_ORDER[a.position] - POSITION_ORDER[b.position]);
  const count = (position: LineupEntry['position']) => starters.filter((entry) => entry.position === position).length;
  const players = [...starters, ...lineup.filter((entry) => !entry.starter)].map((entry) => ({
    playerId: entry.playerId,
    name: world.footballPlayers.get(entry.playerId)?.name ?? `#${entry.shirtNumber}`,
    shirtNumber: entry.shirtNumber,
    position: entry.position,
    starter: entry.starter,
  }));
  return {
    teamId,
    shortName: team?.shortNameZh ?? '',
    formation: `${count('defender')}-${count('midfielder')}-${count('forward')}`,
    players,
  };
}

const onPitchAt = (lineup: readonly LineupEntry[], minute: number, sentOff: ReadonlySet<number>) =>
  lineup.filter(
    (entry) =>
      !sentOff.has(entry.playerId) &&
      entry.minuteOn !== null &&
      entry.minuteOn <= minute &&
      (entry.minuteOff === null || entry.minuteOff > minute),
  );

const ATTACK_WEIGHT = { goalkeeper: 0, defender: 1, midfielder: 3, forward: 5 } as const;
const FOUL_WEIGHT = { goalkeeper: 0.2, defender: 3, midfielder: 3, forward: 1.5 } as const;

interface Moment {
  offset: number;
  minute: number;
  extraMinute: number;
}

export function footballCentre(world: World, script: FootballScript): CentreScript {
  const rng = rngFor(world.seed, 'match-centre', script.matchId);
  const home = centreTeam(world, script.homeId, script.lineups.home);
  const away = centreTeam(world, script.awayId, script.lineups.away);
  const teams = { home, away };
  const lineups = { home: script.lineups.home, away: script.lineups.away };
  const strength = (teamId: number) => world.footballTeams.get(teamId)?.strength ?? 70;
  const edge = (strength(script.homeId) - strength(script.awayId)) / 40 + 0.1;
  const share = { home: 0.5 + edge * 0.25, away: 0.5 - edge * 0.25 };
  const nameOf = (playerId: number) => world.footballPlayers.get(playerId)?.name ?? '';
  const people = eventPeople(nameOf);
  const sideOfTeam = (teamId: number): Side => (teamId === script.homeId ? 'home' : 'away');

  const playing = script.phases.filter((phase) => phase.regularLength > 0);
  const lengths = playing.map((phase) => phase.to - phase.from);
  const momentAt = (phase: FootballPhase, offsetMinutes: number): Moment => ({
    offset: Math.round(offsetMinutes * MINUTE),
    ...displayMinute(phase, offsetMinutes - phase.from),
  });
  const randomMoment = (source = rng): Moment => {
    const phase = playing[source.weightedIndex(lengths)] as FootballPhase;
    return momentAt(phase, phase.from + source.float(0.05, phase.to - phase.from - 0.05));
  };

  /** `delayMs` after `offset`, but still inside the playing phase (before its whistle). */
  const later = (offset: number, delayMs: number): number => {
    const phase = playing.find((item) => offset >= item.from * MINUTE && offset < item.to * MINUTE);
    return phase ? Math.min(offset + delayMs, Math.round(phase.to * MINUTE) - 2) : offset;
  };

  const events: CentreDraft[] = [];
  const push = (moment: Moment, fields: Omit<Partial<CentreDraft>, 'offset'> & { kind: string }) =>
    events.push(draft({ ...fields, offset: moment.offset, minute: moment.minute, extraMinute: moment.extraMinute }));
  const pick = (
    side: Side,
    minute: number,
    weights: Readonly<Record<LineupEntry['position'], number>>,
    sentOff = new Set<number>(),
  ) => {
    const candidates = onPitchAt(lineups[side], minute, sentOff);
    if (candidates.length === 0) return undefined;
    const entry = candidates[rng.weightedIndex(candidates.map((item) => weights[item.position] + 0.01))];
    return entry ? { id: entry.playerId, name: nameOf(entry.playerId) } : undefined;
  };
  const keeperOf = (side: Side) => {
    const entry = lineups[side].find((item) => item.starter && item.position === 'goalkeeper');
    return entry ? { id: entry.playerId, name: nameOf(entry.playerId) } : undefined;
  };

  // Period marks.
  const marks: [number, string][] = [[0, 'kick-off']];
  script.phases.forEach((phase, index) => {
    if (phase.statusId === FootballStatus.halfTime) marks.push([phase.from, 'half-time'], [phase.to, 'second-half']);
    if (
      phase.statusId === FootballStatus.extraTime &&
      phase.regularLength === 0 &&
      index > 0 &&
      phase.baseMinute === 90
    )
      marks.push([phase.from, 'extra-time']);
    if (phase.statusId === FootballStatus.penaltyShootout) marks.push([phase.from, 'shootout']);
  });
  marks.push([script.endsAfter, 'full-time']);
  for (const [minutes, detail] of marks) {
    const phase =
      script.phases.find((item) => minutes >= item.from && minutes < item.to) ??
      script.phases[script.phases.length - 1];
    const shown = phase ? displayMinute(phase, minutes - phase.from) : { minute: 0, extraMinute: 0 };
    const minute = detail === 'kick-off' ? 0 : detail === 'second-half' ? 45 : shown.minute;
    // Marks land just inside their moment so the kick-off comes first and full time last.
    const offset = Math.round(minutes * MINUTE) + (detail === 'full-time' ? -1 : 0);
    events.push(
      draft({ kind: 'period', detail, offset, minute, extraMinute: detail === 'kick-off' ? 0 : shown.extraMinute }),
    );
  }

  // The script's goals.
  for (const goal of script.goals) {
    const side = sideOfTeam(goal.teamId);
    events.push(
      draft({
        kind: 'goal',
        side,
        offset: goal.at,
        minute: goal.minute,
        extraMinute: goal.extraMinute,
        detail: goal.kind,
        ...people.player(goal.playerId),
        ...people.other(goal.assistId ?? 0),
      }),
    );
    // A VAR check after about one goal in five.
    if (rng.chance(0.2)) {
      events.push(
        draft({
          kind: 'var',
          side,
          offset: later(goal.at, 40_000),
          minute: goal.minute,
          extraMinute: goal.extraMinute,
          detail: 'goal-confirmed',
        }),
      );
    }
  }
  // Saved shots on target: the script's shots on target that were not goals.
  for (const line of script.statLines) {
    const side = sideOfTeam(line.teamId);
    const saved = line.shotsOnTarget - line.goals;
    const entry = lineups[side].find((item) => item.playerId === line.playerId);
    for (let index = 0; index < saved && entry; index += 1) {
      let moment = randomMoment();
      for (let tries = 0; tries < 12 && onPitchAt([entry], moment.minute, new Set()).length === 0; tries += 1)
        moment = randomMoment();
      const keeper = keeperOf(other(side));
      push(moment, {
        kind: 'shot',
        side,
        detail: 'on-target',
        ...people.player(line.playerId),
        otherId: keeper?.id ?? 0,
        otherName: keeper?.name ?? '',
      });
      if (keeper)
        push(
          { ...moment, offset: later(moment.offset, 1) },
          { kind: 'save', side: other(side), playerId: keeper.id, playerName: keeper.name },
        );
    }
  }
  // Shots off target, blocked, on the woodwork; corners; dangerous attacks; offsides.
  for (const side of ['home', 'away'] as const) {
    const tilt = share[side] * 2;
    const shots = Math.max(3, Math.round(rng.normal(8.5 * tilt, 2.5)));
    for (let index = 0; index < shots; index += 1) {
      const moment = randomMoment();
      const shooter = pick(side, moment.minute, ATTACK_WEIGHT);
      const roll = rng.next();
      const detail = roll < 0.06 ? 'woodwork' : roll < 0.35 ? 'blocked' : 'off-target';
      push(moment, { kind: 'shot', side, detail, playerId: shooter?.id ?? 0, playerName: shooter?.name ?? '' });
      // A blocked shot often goes out for a corner.
      if (detail === 'blocked' && rng.chance(0.45))
        push({ ...moment, offset: later(moment.offset, 8000) }, { kind: 'corner', side });
    }
    const corners = Math.max(1, Math.round(rng.normal(3.5 * tilt, 1.5)));
    for (let index = 0; index < corners; index += 1) push(randomMoment(), { kind: 'corner', side });
    const attacks = Math.max(10, Math.round(rng.normal(45 * tilt, 8)));
    for (let index = 0; index < attacks; index += 1) push(randomMoment(), { kind: 'attack', side });
    const offsides = rng.int(0, 4);
    for (let index = 0; index < offsides; index += 1) {
      const moment = randomMoment();
      const player = pick(side, moment.minute, { goalkeeper: 0, defender: 0.2, midfielder: 1, forward: 5 });
      push(moment, { kind: 'offside', side, playerId: player?.id ?? 0, playerName: player?.name ?? '' });
    }
    const fouls = Math.max(4, Math.round(rng.normal(11, 3)));
    for (let index = 0; index < fouls; index += 1) {
      const moment = randomMoment();
      const player = pick(side, moment.minute, FOUL_WEIGHT);
      push(moment, { kind: 'foul', side, playerId: player?.id ?? 0, playerName: player?.name ?? '' });
    }
  }
  // Cards (~4 a match), later in the match more often; a rare red to someone with nothing left to do.
  const involvedAfter = (playerId: number, minute: number) =>
    script.goals.some((goal) => goal.minute >= minute && (goal.playerId === playerId || goal.assistId === playerId)) ||
    [...lineups.home, ...lineups.away].some((entry) => entry.playerId === playerId && entry.minuteOff !== null);
  const cards = rng.poisson(4);
  const booked = new Set<number>();
  const sentOff = new Set<number>();
  for (let index = 0; index < cards; index += 1) {
    const moment = randomMoment();
    const side: Side = rng.chance(share.away) ? 'home' : 'away';
    const player = pick(side, moment.minute, FOUL_WEIGHT, sentOff);
    if (!player) continue;
    let detail = 'yellow';
    if (rng.chance(0.05) && moment.minute >= 70 && !involvedAfter(player.id, moment.minute)) detail = 'red';
    else if (booked.has(player.id)) {
      if (moment.minute < 70 || involvedAfter(player.id, moment.minute)) continue;
      detail = 'second-yellow';
    }
    booked.add(player.id);
    if (detail !== 'yellow') sentOff.add(player.id);
    push(
      { ...moment, offset: moment.offset - 1 },
      { kind: 'foul', side, playerId: player.id, playerName: player.name },
    );
    push(moment, { kind: 'card', side, detail, playerId: player.id, playerName: player.name });
  }
  // A missed penalty in about one match in eight.
  if (rng.chance(0.12)) {
    const moment = randomMoment();
    const side: Side = rng.chance(share.home) ? 'home' : 'away';
    const taker = pick(side, moment.minute, { goalkeeper: 0, defender: 0.3, midfielder: 2, forward: 6 }, sentOff);
    if (taker) push(moment, { kind: 'penalty-missed', side, playerId: taker.id, playerName: taker.name });
  }
  // Substitutions of the line-ups.
  for (const side of ['home', 'away'] as const) {
    const off = lineups[side].filter((entry) => entry.minuteOff !== null);
    const on = lineups[side].filter((entry) => !entry.starter && entry.minuteOn !== null);
    off.forEach((leaving, index) => {
      const joining =
        on.find(
          (entry) =>
            entry.minuteOn === leaving.minuteOff &&
            !events.some((event) => event.kind === 'substitution' && event.playerId === entry.playerId),
        ) ?? on[index];
      if (!joining || leaving.minuteOff === null) return;
      const second = playing.find((phase) => phase.baseMinute === 45);
      if (!second) return;
      const moment = momentAt(second, second.from + (leaving.minuteOff - 45 - 1) + 0.5);
      push(moment, {
        kind: 'substitution',
        side,
        ...people.player(joining.playerId),
        ...people.other(leaving.playerId),
      });
    });
  }
  // Possession of every minute played, leaning to the side that attacked in it.
  for (const phase of playing) {
    for (let minutes = phase.from; minutes < phase.to - 0.01; minutes += 1) {
      const end = Math.min(phase.to - 0.01, minutes + 0.99);
      const from = Math.round(minutes * MINUTE);
      const to = Math.round(end * MINUTE);
      let attacks = 0;
      for (const event of events) {
        if (
          event.offset < from ||
          event.offset >= to ||
          (event.kind !== 'attack' && event.kind !== 'shot' && event.kind !== 'corner')
        )
          continue;
        attacks += event.side === 'home' ? 1 : -1;
      }
      const possession = Math.round(Math.min(80, Math.max(20, share.home * 100 + attacks * 4 + rng.normal(0, 6))));
      const finalThird = Math.round(
        Math.min(95, Math.max(5, 50 + (possession - 50) * 0.8 + attacks * 12 + rng.normal(0, 8))),
      );
      push(momentAt(phase, end), { kind: 'possession', numbers: { possession, finalThird } });
    }
  }

  // Now and then VAR takes back a goal (one match in four) or a penalty: drawn from a generator of
  // their own, so every event above stays what it was.
  const varRng = rngFor(world.seed, 'match-centre-var', script.matchId);
  for (const [chance, detail] of [
    [0.25, 'goal-disallowed'],
    [0.08, 'penalty-cancelled'],
  ] as const) {
    if (!varRng.chance(chance)) continue;
    const side: Side = varRng.chance(share.home) ? 'home' : 'away';
    push(randomMoment(varRng), { kind: 'var', side, detail });
  }

  events.sort((a, b) => a.offset - b.offset);
  // The score after each event, and the commentary.
  let homeScore = 0;
  let awayScore = 0;
  for (const event of events) {
    if (event.kind === 'goal') {
      if (event.side === 'home') homeScore += 1;
      else awayScore += 1;
    }
    event.homeScore = homeScore;
    event.awayScore = awayScore;
    event.text = footballLine(event, teams);
  }
  return { sport: 'football', home, away, events };
}
