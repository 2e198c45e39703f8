/**
 * The match simulator: moves every match whose kickoff has come along its script — status
 * transitions, clock, goals and points, the match centre's events, the tracker's seconds of play —
 * and with them streamers' live status, tip and report settlement and (derived) standings; each
 * change is published as a WorldChange.
 *
 * React-free and clock-injected: tests call `advanceTo(time)`; the server calls `start()`,
 * which advances to `clock.now()` on an interval.
 */
import type { WorldChange } from './changes';
import { realClock, type Clock } from './clock';
import { emitCentreEvents } from './match-centre/centre';
import { advanceMatch, isMoving } from './match-progress';
import { FootballStatus } from './status';
import { emitTrackerStates } from './tracker/tracker';
import type { WorldMatch } from './match-types';
import type { World } from './types';

export type ChangeListener = (change: WorldChange) => void;

export interface MatchSimulatorOptions {
  /** World time; real time by default. */
  clock?: Clock;
  /** How often `start()` advances the world (ms). */
  tickMs?: number;
}

const DEFAULT_TICK_MS = 1000;

export class MatchSimulator {
  private readonly clock: Clock;
  private readonly tickMs: number;
  private readonly listeners = new Set<ChangeListener>();
  /** Matches not started yet, by kickoff (earliest first). */
  private pending: WorldMatch[];
  private pendingHead = 0;
  /** Matches under way (or waiting for their knockout teams), by kickoff. */
  private active: WorldMatch[];
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly world: World,
    options: MatchSimulatorOptions = {},
  ) {
    this.clock = options.clock ?? realClock();
    this.tickMs = options.tickMs ?? DEFAULT_TICK_MS;
    const moving = [...world.matches.values()]
      .filter(isMoving)
      .sort((a, b) => a.matchDate - b.matchDate || a.id - b.id);
    this.pending = moving.filter(
      (match) => match.statusId === FootballStatus.notStarted && match.matchDate > world.currentTime,
    );
    this.active = moving.filter((match) => !this.pending.includes(match));
  }

  now(): number {
    return this.clock.now();
  }

  get running(): boolean {
    return this.timer !== null;
  }

  on(event: 'change', listener: ChangeListener): () => void {
    if (event !== 'change') throw new Error(`unknown event ${String(event)}`);
    this.listeners.add(listener);
    return () => this.off(event, listener);
  }

  off(event: 'change', listener: ChangeListener): void {
    if (event === 'change') this.listeners.delete(listener);
  }

  /**
   * Moves the world to `time` (never backwards) and publishes the changes in time order.
   * Returns them too, which is handy in tests.
   */
  advanceTo(time: number): WorldChange[] {
    if (time <= this.world.currentTime) return [];
    while (this.pendingHead < this.pending.length) {
      const next = this.pending[this.pendingHead];
      if (!next || next.matchDate > time) break;
      this.active.push(next);
      this.pendingHead += 1;
    }
    if (this.pendingHead > 512) {
      this.pending = this.pending.slice(this.pendingHead);
      this.pendingHead = 0;
    }
    const changes: WorldChange[] = [];
    const collect = (change: WorldChange): void => {
      changes.push(change);
    };
    const from = this.world.currentTime;
    for (const match of this.active) {
      advanceMatch(this.world, match, time, collect);
      emitCentreEvents(this.world, match, from, time, collect);
      emitTrackerStates(this.world, match, from, time, collect);
    }
    this.active = this.active.filter(isMoving);
    this.world.currentTime = time;
    // Stable sort: changes at the same moment keep their causal order.
    changes.sort((a, b) => a.at - b.at);
    for (const change of changes) {
      for (const listener of this.listeners) {
        try {
          listener(change);
        } catch (error) {
          console.error('[world] change listener failed', error);
        }
      }
    }
    return changes;
  }

  /**
   * Moves a match that has not started to kick off at `time` (QA and the tests: a match in play
   * whatever the hour, its whole first half ahead), or `playedMs` before it: the next advance
   * plays it up to the present, its goals and statuses on their way (a match at the moment of play
   * a test needs). Its streamers' schedule follows. False for a match that started, ended or waits
   * for its knockout teams.
   */
  kickOff(matchId: number, time: number, playedMs = 0): boolean {
    const index = this.pending.findIndex((match, at) => at >= this.pendingHead && match.id === matchId);
    const match = this.pending[index];
    if (!match || match.homeId === 0) return false;
    this.pending.splice(index, 1);
    match.matchDate = Math.max(time, this.world.currentTime) - playedMs;
    for (const hostId of this.world.hostsByMatch.get(matchId) ?? []) {
      const entry = this.world.hosts.get(hostId)?.liveSchedule.find((item) => item.matchId === matchId);
      if (entry) entry.startDate = match.matchDate;
    }
    this.active.push(match);
    this.world.version += 1;
    return true;
  }

  /** Advances on an interval (the timer does not keep the process alive). */
  start(): void {
    if (this.timer) return;
    this.advanceTo(this.clock.now());
    this.timer = setInterval(() => this.advanceTo(this.clock.now()), this.tickMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
  }
}
