/** What the tracker's timeline (tracker.ts) asks of a sport's module (football-tracker, basketball-tracker). */
import type { Beat, PlacedPlan } from './tracker-plan';

/** A stretch of play, in seconds from kick-off: [from, to), and at `to` the break that ends it. */
export interface Stretch {
  from: number;
  to: number;
  /** The break's `detail` (TrackerKind.Break). */
  breakDetail: string;
}

export interface MatchMoment {
  minute: number;
  extraMinute: number;
  period: number;
  clockSeconds: number;
  homeScore: number;
  awayScore: number;
}

export interface SportTracker {
  sport: 'football' | 'basketball';
  stretches: Stretch[];
  plan: PlacedPlan;
  /** Open play at a second no play takes: who has the ball and where. */
  filler(second: number): Beat;
  /** Who has the ball in open play at a second (the filler's side, without the rest). */
  sideAt(second: number): 'home' | 'away';
  /** The match's clock and score `offset` ms after kick-off. */
  momentAt(offset: number): MatchMoment;
}
