/**
 * The tracker's plan of a match: which seconds of play belong to a play (a shot and the attack
 * before it, a corner, a foul's free kick, a goal in two phases…) and what each of those seconds
 * shows. The sports' modules (football-tracker, basketball-tracker) turn the match centre's events
 * into plays; this places them on the seconds of play, and the seconds no play takes are the
 * sport's open play (its filler).
 *
 * A play is a list of parts around its anchor, the second of its event. Essential parts (the
 * shot, the goal, its confirmation) are placed first, every play's, each on its own second — a
 * part whose second is taken moves later, and the rest of its play with it; then the others (the
 * attack before, the goal kick after, a part's hold) fill the free seconds between the play's
 * essential parts and the next play's, build-ups before aftermaths, so a play never runs across
 * another's moment.
 */
import type { TrackerPhaseName } from '@src/contracts/match-tracker-push';
import { countAtOrBelow } from '@src/lib/sorted-search';
import { mixSeed } from '../random';

export type Side = 'home' | 'away';
export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

export interface Point {
  x: number;
  y: number;
}

/** One second of a play: the state's own fields (the clock and the score are added when it is sent). */
export interface Beat extends Point {
  kind: string;
  side: Side | '';
  detail: string;
  value: number;
  phase: TrackerPhaseName;
  pairId: number;
  /** The first second of its part: a shot is listed once, however long it is shown. */
  first: boolean;
  /** The score is read this many ms after kick-off (a goal confirmed after the whistle's second moved it earlier). */
  scoreOffset?: number;
}

export interface Part {
  /** Seconds from the play's anchor. */
  at: number;
  /** Seconds it is shown (its hold), at least 1. */
  duration: number;
  essential?: boolean;
  kind: string;
  side: Side | '';
  /** Where the ball is at the part's first second; 'prior': where it was the second before. */
  from: Point | 'prior';
  /** Where it is at the part's last second (default `from`). */
  to?: Point;
  detail?: string;
  value?: number;
  phase?: TrackerPhaseName;
  pairId?: number;
  scoreOffset?: number;
}

export interface Play {
  /** The second of play (from kick-off) of its event. */
  anchor: number;
  /** The seconds its phase of play spans, [from, to). */
  window: readonly [number, number];
  parts: Part[];
}

/** A number in [0, 1) that is always the same for the same parts (no state: any second, any order). */
export function unit(...parts: readonly (number | string)[]): number {
  return mixSeed(...parts) / 0x1_0000_0000;
}

export const lerp = (from: number, to: number, share: number): number => from + (to - from) * share;
export const between = (from: Point, to: Point, share: number): Point => ({
  x: lerp(from.x, to.x, share),
  y: lerp(from.y, to.y, share),
});

/** A point `progress` (0–100) of the way from `side`'s own goal to the other's, at `y`. */
export const toward = (side: Side, progress: number, y: number): Point => ({
  x: side === 'home' ? progress : 100 - progress,
  y,
});

export interface PlacedPlan {
  beats: Map<number, Beat>;
  /** The seconds of `beats`, in order. */
  seconds: number[];
}

const itself = (value: number) => value;
/** Index of the first of `sorted` above `value` (its length when none is). */
export const firstAbove = (sorted: readonly number[], value: number): number => countAtOrBelow(sorted, value, itself);

interface PlacedPart {
  part: Part;
  start: number;
}

/** Places the plays on the seconds of play; `filler(second)` is where open play has the ball. */
export function placePlays(plays: readonly Play[], filler: (second: number) => Point): PlacedPlan {
  const ordered = [...plays].sort((a, b) => a.anchor - b.anchor);
  const beats = new Map<number, Beat>();
  const owner = new Map<number, number>();
  const placed: { parts: PlacedPart[]; essentials: number[] }[] = [];

  // Essential parts, each on a second of its own.
  ordered.forEach((play, playIndex) => {
    let shift = 0;
    let previous = Number.NEGATIVE_INFINITY;
    const parts: PlacedPart[] = [];
    const essentials: number[] = [];
    for (const part of play.parts) {
      let start = play.anchor + part.at + shift;
      if (part.essential) {
        let second = Math.max(start, previous + 1, play.window[0]);
        while (owner.has(second)) second += 1;
        if (second >= play.window[1]) continue;
        shift += second - start;
        start = second;
        previous = second;
        owner.set(second, playIndex);
        essentials.push(second);
      }
      parts.push({ part, start });
    }
    placed.push({ parts, essentials });
  });
  const essentialOwners = new Map(owner);
  const allEssentials = [...essentialOwners.keys()].sort((a, b) => a - b);
  /** Whether another play's moment lies strictly between two seconds. */
  const crossesOther = (from: number, to: number, playIndex: number): boolean => {
    const low = Math.min(from, to);
    const high = Math.max(from, to);
    for (let index = firstAbove(allEssentials, low); index < allEssentials.length; index += 1) {
      const second = allEssentials[index]!;
      if (second >= high) return false;
      if (essentialOwners.get(second) !== playIndex) return true;
    }
    return false;
  };

  const positionOf = (second: number): Point => beats.get(second) ?? filler(second);
  const fill = (wanted: (second: number, essentials: number[]) => boolean) =>
    ordered.forEach((play, playIndex) => {
      const { parts, essentials } = placed[playIndex]!;
      if (essentials.length === 0) return;
      for (const { part, start } of parts) {
        let from: Point | null = part.from === 'prior' ? null : part.from;
        for (let step = 0; step < part.duration; step += 1) {
          const second = start + step;
          const isEssential = part.essential === true && step === 0;
          if (!isEssential) {
            if (!wanted(second, essentials) || owner.has(second)) continue;
            if (second < play.window[0] || second >= play.window[1]) continue;
            const nearest = essentials[Math.max(0, firstAbove(essentials, second) - 1)]!;
            if (crossesOther(nearest, second, playIndex)) continue;
          } else if (beats.has(second) || essentialOwners.get(second) !== playIndex) continue;
          from ??= positionOf(second - 1);
          const share = part.duration <= 1 ? 1 : step / (part.duration - 1);
          beats.set(second, {
            ...between(from, part.to ?? from, share),
            kind: part.kind,
            side: part.side,
            detail: part.detail ?? '',
            value: part.value ?? 0,
            phase: part.phase ?? '',
            pairId: part.pairId ?? 0,
            first: step === 0,
            ...(part.scoreOffset !== undefined && { scoreOffset: Math.max(part.scoreOffset, second * 1000) }),
          });
          owner.set(second, playIndex);
        }
      }
    });
  // The moments themselves, then the build-ups, then what follows them.
  fill(() => false);
  fill((second, essentials) => second < essentials[0]!);
  fill(() => true);
  return { beats, seconds: [...beats.keys()].sort((a, b) => a - b) };
}
