/**
 * Props of the live room's video player. A file of its own so that the lazy wrapper (and the page)
 * can name the type without pulling the player chunk.
 */
export interface LivePlayerSources {
  /** HLS playlist; empty when the room has none. Absolute, or relative to the page. */
  m3u8: string;
  /** HTTP-FLV stream; empty when the room has none. */
  flv: string;
}

import type { StreamHealth } from '../rules/stream-health';

/** The stream outlives the player: held in the stream dock, floated to the mini-player when the room is left. */
export interface LivePlayerDock {
  /** The room and its sources (`streamKeyOf`): a player with the same key adopts the held stream. */
  key: string;
  hostId: number;
  /** A private room's stream: it goes at logout. */
  needsLogin: boolean;
  /** Asked when the player unmounts while its stream plays: float it (true) or stop it (false). */
  keepOnLeave(): boolean;
}

export interface LivePlayerProps {
  /** The room's `videoSourceDetail`. */
  sources: LivePlayerSources;
  /** Shown until the first frame (the room's cover). */
  poster?: string;
  /**
   * How far behind live the shown picture is, in seconds rounded to 0.1; null while unknown.
   * Called at most once per second, and only when the value changes.
   */
  onDelayChange?(delaySeconds: number | null): void;
  /** A first frame is on screen (again after a fallback or a retry). */
  onFirstFrame?(): void;
  /** Every engine failed; the player shows its error state with 重试. */
  onError?(message: string): void;
  /**
   * Server clock minus client clock, in ms: the stream's wall-clock stamps come from the server,
   * so the delay is measured against `Date.now() + serverTimeOffsetMs`. Default 0.
   */
  serverTimeOffsetMs?: number;
  /** Without it the stream stops with the player. */
  dock?: LivePlayerDock;
  /** The stall detector's reading, every HEALTH_SAMPLE_MS while the stream plays. */
  onHealth?(health: StreamHealth): void;
  /**
   * The stream starts by itself (default, the global `isAutoPlay`); false: nothing is downloaded
   * until the viewer taps play. A stream adopted from the dock plays on either way.
   */
  autoPlay?: boolean;
}
