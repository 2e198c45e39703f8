/**
 * A side's line-up for one match: the formation and the starters (the rating decides mostly,
 * form sometimes), the bench, the substitutions, and who is on the pitch at a minute.
 */
import type { LineupEntry } from '../play-types';
import type { Rng } from '../random';
import type { FootballPlayer, FootballPosition } from '../team-types';

const FORMATIONS: readonly { defenders: number; midfielders: number; forwards: number }[] = [
  { defenders: 4, midfielders: 3, forwards: 3 },
  { defenders: 4, midfielders: 4, forwards: 2 },
  { defenders: 4, midfielders: 5, forwards: 1 },
  { defenders: 3, midfielders: 5, forwards: 2 },
];

function bestOf(
  rng: Rng,
  players: readonly FootballPlayer[],
  position: FootballPosition,
  count: number,
): FootballPlayer[] {
  // Rotation: the rating decides mostly, form (noise) sometimes.
  return players
    .filter((player) => player.position === position)
    .map((player) => ({ player, form: player.rating + rng.normal(0, 4) }))
    .sort((a, b) => b.form - a.form)
    .slice(0, count)
    .map((entry) => entry.player);
}

interface Selection {
  starters: FootballPlayer[];
  bench: FootballPlayer[];
}

export function selectLineup(rng: Rng, squad: readonly FootballPlayer[]): Selection {
  const formation = rng.pick(FORMATIONS);
  const starters = [
    ...bestOf(rng, squad, 'goalkeeper', 1),
    ...bestOf(rng, squad, 'defender', formation.defenders),
    ...bestOf(rng, squad, 'midfielder', formation.midfielders),
    ...bestOf(rng, squad, 'forward', formation.forwards),
  ];
  const chosen = new Set(starters.map((player) => player.id));
  const reserves = squad.filter((player) => !chosen.has(player.id)).sort((a, b) => b.rating - a.rating);
  const benchKeeper = reserves.find((player) => player.position === 'goalkeeper');
  const bench = [
    ...(benchKeeper ? [benchKeeper] : []),
    ...reserves.filter((player) => player.position !== 'goalkeeper').slice(0, 6),
  ];
  return { starters, bench };
}

/** Three substitutions between the 55th and 85th minute, outfield for outfield. */
export function buildLineup(rng: Rng, selection: Selection): LineupEntry[] {
  const entries: LineupEntry[] = selection.starters.map((player) => ({
    playerId: player.id,
    shirtNumber: player.shirtNumber,
    position: player.position,
    starter: true,
    minuteOn: 0,
    minuteOff: null,
  }));
  const benchEntries: LineupEntry[] = selection.bench.map((player) => ({
    playerId: player.id,
    shirtNumber: player.shirtNumber,
    position: player.position,
    starter: false,
    minuteOn: null,
    minuteOff: null,
  }));
  const outfieldBench = benchEntries.filter((entry) => entry.position !== 'goalkeeper');
  const substitutions = Math.min(rng.int(2, 4), outfieldBench.length);
  const replaceable = entries.filter((entry) => entry.position !== 'goalkeeper');
  for (let index = 0; index < substitutions; index += 1) {
    const candidates = replaceable.filter((entry) => entry.minuteOff === null);
    const leaving = rng.pick(candidates);
    const joining = outfieldBench[index];
    if (!joining) break;
    const minute = rng.int(55, 85);
    leaving.minuteOff = minute;
    joining.minuteOn = minute;
  }
  return [...entries, ...benchEntries];
}

export function onPitchAt(lineup: readonly LineupEntry[], minute: number): LineupEntry[] {
  return lineup.filter(
    (entry) =>
      entry.minuteOn !== null && entry.minuteOn <= minute && (entry.minuteOff === null || entry.minuteOff > minute),
  );
}
