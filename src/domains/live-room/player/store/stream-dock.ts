/**
 * Where the room's stream lives while it plays: one `LiveStream` at a time — the
 * React-free owner of the <video> element, its streaming engine and timers
 * (player/components/live-stream.ts). The room's player holds it while the room is shown;
 * leaving the room while it plays sets it floating, and the frame's overlay slot shows the
 * mini-player over every page (the descriptor's overlay watches `floating`); back in the room the
 * player adopts the same stream, so the same element keeps playing — no new first frame.
 *
 * Light on purpose: the live room's descriptor imports it, so it is part of the first screen; the
 * stream class itself comes with the player chunk (type-only import here).
 */
import { create } from 'zustand';
import { useSessionStore } from '../../../../platform/session/session-store';
import type { LiveStream } from '../components/live-stream';

export interface HeldStream {
  /** The room and sources the stream plays: `hostId|m3u8|flv`. */
  key: string;
  hostId: number;
  /** The room is a private one (a user group's): it goes at logout. */
  needsLogin: boolean;
  stream: LiveStream;
}

interface StreamDockState {
  held: HeldStream | null;
  /** Shown in the mini-player (the room is not on screen). */
  floating: boolean;
}

export const useStreamDock = create<StreamDockState>()(() => ({ held: null, floating: false }));

/** The key a room's stream is held under. */
export const streamKeyOf = (hostId: number, sources: { m3u8: string | null; flv: string | null }): string =>
  `${hostId}|${sources.m3u8 ?? ''}|${sources.flv ?? ''}`;

/** A new stream takes the dock: the one held before (another room's, or the same room's old sources) stops. */
export function holdStream(entry: HeldStream): void {
  const previous = useStreamDock.getState().held;
  if (previous && previous.stream !== entry.stream) previous.stream.destroy();
  useStreamDock.setState({ held: entry, floating: false });
}

/** The room shows again: its player takes the held stream back (null when none is held under `key`). */
export function adoptStream(key: string): LiveStream | null {
  const { held } = useStreamDock.getState();
  if (!held || held.key !== key) return null;
  useStreamDock.setState({ floating: false });
  return held.stream;
}

/** The room is left while its stream plays: the mini-player shows it. */
export function floatStream(stream: LiveStream): void {
  if (useStreamDock.getState().held?.stream === stream) useStreamDock.setState({ floating: true });
}

/** Stops the held stream (× on the mini-player, the stream ended, logout, unmount); `only`: just when it is that one. */
export function closeStream(only?: LiveStream): void {
  const { held } = useStreamDock.getState();
  if (!held || (only && held.stream !== only)) {
    only?.destroy();
    return;
  }
  useStreamDock.setState({ held: null, floating: false });
  held.stream.destroy();
}

/** For the frame's overlay slot: whether the mini-player shows. */
export function watchMiniPlayer(show: (visible: boolean) => void): () => void {
  const visible = (state: StreamDockState) => state.floating && state.held !== null;
  show(visible(useStreamDock.getState()));
  return useStreamDock.subscribe((state, previous) => {
    if (visible(state) !== visible(previous)) show(visible(state));
  });
}

/**
 * At logout a private room's stream stops, floating or in its room (a visitor may not watch it);
 * a public room's plays on. Runs for the app's life (the live room descriptor's start).
 */
export function closePrivateStreamAtLogout(): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (previous.token !== '' && state.token === '' && useStreamDock.getState().held?.needsLogin) closeStream();
  });
}
