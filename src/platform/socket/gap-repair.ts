/**
 * The push client's gap repair: sequence numbers per channel show lost messages (a skipped seq,
 * a reconnect after messages were published, a server restart); the snapshot call brings the
 * latest value of every stream published since. One snapshot per channel at a time, retried a
 * few times; live values that arrive meanwhile win over older snapshot values, and live events
 * are not applied twice. A repair whose snapshots all failed is owed, not dropped: the channel's
 * seq has already moved past the gap, so only the owed repair says that something is missing, and
 * the next confirmation (a new socket) or gap asks again from where it started.
 */
import type { ChannelName } from '../../contracts/push';
import type { PushSnapshot, PushSnapshotEntry, PushSnapshotParams } from '../../contracts/push-protocol';
import type { MonitorEvent } from '../feedback/monitor';
import { describeError, type PushClock, type PushLog } from './push-environment';

/** One channel as the subscriptions hold it; gap repair reads its seq and keeps its recovery. */
export interface ChannelState {
  /** How many subscribe() calls hold the channel (two rows of one match): it is left at 0. */
  holders: number;
  isSubscribed: boolean;
  /** The highest seq seen; null until the server told where the channel starts. */
  lastSeq: number | null;
  /** While lastSeq is null: when (device clock) the channel was held, its data just read. */
  heldAt: number;
  recovery: Recovery | null;
}

export const SNAPSHOT_RETRY_MS = 3000;
export const MAX_SNAPSHOT_ATTEMPTS = 3;

export interface Recovery {
  controller: AbortController;
  attempt: number;
  /** The seq after which values may be missing: what the snapshots are asked from. */
  sinceSeq: number;
  /** The snapshots failed and none is asked now: owed until the next confirmation or gap. */
  owed: boolean;
  /** The highest seq known to be missing; the recovery is done once a snapshot covers it. */
  missingUpTo: number;
  /** Live latest values that arrived meanwhile, per stream: older snapshot values must not override them. */
  readonly liveSeqByStream: Map<string, number>;
  /** Live events that arrived meanwhile: the snapshot may hold them again. */
  readonly liveEventSeqs: Set<number>;
  retryTimer: unknown;
}

export interface GapRepairOptions {
  fetchSnapshot: (params: PushSnapshotParams, signal: AbortSignal) => Promise<PushSnapshot>;
  clock: PushClock;
  report: (event: MonitorEvent) => void;
  log: PushLog;
  /** The server life the client is subscribed in (null before the first confirmation). */
  epoch: () => string | null;
  /** Routes a recovered value like a live one (source 'snapshot'). */
  replay: (channel: ChannelName, entry: PushSnapshotEntry) => void;
}

/**
 * Whether a value routed while its channel is being repaired is to be applied; records live
 * ones so the snapshot does not override or repeat them.
 */
export function admitDuringRecovery(
  recovery: Recovery,
  stream: string,
  seq: number,
  isEvent: boolean,
  source: 'live' | 'snapshot',
): boolean {
  if (source === 'live') {
    if (isEvent) recovery.liveEventSeqs.add(seq);
    else recovery.liveSeqByStream.set(stream, seq);
    return true;
  }
  return isEvent ? !recovery.liveEventSeqs.has(seq) : (recovery.liveSeqByStream.get(stream) ?? -1) < seq;
}

export class GapRepair {
  constructor(private readonly options: GapRepairOptions) {}

  recover(channel: ChannelName, state: ChannelState, sinceSeq: number, missingUpTo: number): void {
    const owed = state.recovery;
    if (owed && !owed.owed) {
      // One snapshot at a time; when it comes back, it is checked against what is missing by then.
      owed.missingUpTo = Math.max(owed.missingUpTo, missingUpTo);
      return;
    }
    if (owed) {
      // Asked again from the owed repair's start, with the live values it noted since.
      this.options.log(`gap on ${channel} after #${owed.sinceSeq} still owed: fetching a snapshot`);
      owed.owed = false;
      owed.attempt = 0;
      owed.controller = new AbortController();
      owed.missingUpTo = Math.max(owed.missingUpTo, missingUpTo);
      this.requestSnapshot(channel, state);
      return;
    }
    this.options.log(`gap on ${channel} after #${sinceSeq}: fetching a snapshot`);
    state.recovery = {
      controller: new AbortController(),
      attempt: 0,
      sinceSeq,
      owed: false,
      missingUpTo,
      liveSeqByStream: new Map(),
      liveEventSeqs: new Set(),
      retryTimer: null,
    };
    this.requestSnapshot(channel, state);
  }

  /** Whether a repair of the channel is owed (its snapshots failed): the next confirmation asks again. */
  isOwed(state: ChannelState): boolean {
    return state.recovery?.owed ?? false;
  }

  stop(state: ChannelState): void {
    const recovery = state.recovery;
    if (!recovery) return;
    recovery.controller.abort();
    this.options.clock.clearTimeout(recovery.retryTimer);
    state.recovery = null;
  }

  private requestSnapshot(channel: ChannelName, state: ChannelState): void {
    const recovery = state.recovery;
    if (!recovery) return;
    const { sinceSeq } = recovery;
    recovery.attempt += 1;
    const { signal } = recovery.controller;
    this.options.fetchSnapshot({ channel, sinceSeq }, signal).then(
      // Aborted: the recovery was stopped (a stopped recovery is always aborted).
      (snapshot) => {
        if (signal.aborted) return;
        this.applySnapshot(channel, state, recovery, snapshot);
      },
      (error: unknown) => {
        if (signal.aborted) return;
        this.options.report({
          code: 'push-snapshot-failed',
          message: `${channel} since #${sinceSeq}: ${describeError(error)}`,
        });
        if (recovery.attempt >= MAX_SNAPSHOT_ATTEMPTS) {
          // Values stay stale until their next update; the next gap or reconnect tries again.
          recovery.owed = true;
          return;
        }
        recovery.retryTimer = this.options.clock.setTimeout(() => {
          recovery.retryTimer = null;
          this.requestSnapshot(channel, state);
        }, SNAPSHOT_RETRY_MS);
      },
    );
  }

  private applySnapshot(channel: ChannelName, state: ChannelState, recovery: Recovery, snapshot: PushSnapshot): void {
    const epoch = this.options.epoch();
    // A snapshot is asked for after a confirmation, so the client knows its server life here.
    if (snapshot.epoch !== '' && snapshot.epoch !== epoch) {
      // The server restarted while we asked: its numbering starts again, so ask for everything.
      this.retryRecovery(channel, state, recovery, 0);
      return;
    }
    for (const entry of snapshot.entries) this.options.replay(channel, entry);
    state.lastSeq = Math.max(state.lastSeq ?? 0, snapshot.seq);
    if (recovery.missingUpTo > snapshot.seq) {
      // More was lost after the snapshot was taken.
      this.retryRecovery(channel, state, recovery, snapshot.seq);
      return;
    }
    state.recovery = null;
    this.options.log(`recovered ${channel} up to #${snapshot.seq} (${snapshot.entries.length} values)`);
  }

  private retryRecovery(channel: ChannelName, state: ChannelState, recovery: Recovery, sinceSeq: number): void {
    if (recovery.attempt >= MAX_SNAPSHOT_ATTEMPTS) {
      this.options.report({
        code: 'push-snapshot-failed',
        message: `${channel}: gave up after ${recovery.attempt} snapshots`,
      });
      recovery.sinceSeq = sinceSeq;
      recovery.owed = true;
      return;
    }
    recovery.sinceSeq = sinceSeq;
    this.requestSnapshot(channel, state);
  }
}
