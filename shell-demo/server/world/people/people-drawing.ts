/**
 * The experts' tips and the ranking users' betting reports are drawn after the world's first
 * answers: they are about half of a build's time, and the first screen (streamers and matches)
 * reads none of them. They are drawn as the build would have drawn them before playing the
 * matches to `now` — from bet pools taken before play, then settled in the order play settled
 * them — so the world is the same whether they are drawn at once, bit by bit in the background
 * (`drawPeople` with a time budget, the development server) or on first use (tested).
 *
 * Until they are drawn, the world's people fields are accessors that draw the rest at once on
 * first use; then they become plain fields again.
 */
import type { WorldMatch } from '../match-types';
import type { World } from '../types';
import { settleForMatch } from './settlement';

/** Draws into the given world, one piece per step. */
export type PeopleDraw = (into: World) => Generator<void>;

const PEOPLE_FIELDS = [
  'experts',
  'tips',
  'tipsByExpert',
  'tipsByMatch',
  'rankingUsers',
  'reports',
  'reportsByMatch',
] as const satisfies readonly (keyof World)[];

/** The steps still to draw, per world. */
const drawing = new WeakMap<World, Iterator<void>>();

/**
 * Puts the people to draw on `world`, already played to its build time: `played` are the
 * matches the build played, in the order it played them.
 */
export function drawPeopleOnFirstUse(world: World, draws: readonly PeopleDraw[], played: readonly WorldMatch[]): void {
  // The draws write into fields of their own; everything else they read (and the scripts
  // they may add) is the world's.
  const draft = Object.create(world) as World;
  for (const field of PEOPLE_FIELDS)
    Object.defineProperty(draft, field, { value: new Map(), writable: true, enumerable: true, configurable: true });
  function* steps(): Generator<void> {
    for (const draw of draws) yield* draw(draft);
    // Settled as the build's play settled them: at each match's full time, in playing order; one
    // match a piece (all of them at once held the server's event loop for 150–250 ms).
    for (const match of played) {
      if (match.endedAt === null || match.endedAt > world.builtAt) continue;
      settleForMatch(draft, match, match.endedAt);
      yield;
    }
    for (const field of PEOPLE_FIELDS)
      Object.defineProperty(world, field, {
        value: draft[field],
        writable: true,
        enumerable: true,
        configurable: true,
      });
    drawing.delete(world);
  }
  const pending = steps();
  drawing.set(world, pending);
  for (const field of PEOPLE_FIELDS) {
    Object.defineProperty(world, field, {
      enumerable: true,
      configurable: true,
      get(this: World) {
        drawPeople(world);
        return world[field];
      },
      set(this: World, value: unknown) {
        drawPeople(world);
        Object.defineProperty(world, field, { value, writable: true, enumerable: true, configurable: true });
      },
    });
  }
}

/**
 * Draws the world's people still to draw: one piece at least, then more while `budgetMs` lasts
 * (all of them by default). Returns true once every one is drawn.
 */
export function drawPeople(world: World, budgetMs = Infinity): boolean {
  const pending = drawing.get(world);
  if (!pending) return true;
  const until = performance.now() + budgetMs;
  do {
    if (pending.next().done) return true;
  } while (performance.now() < until);
  return false;
}
