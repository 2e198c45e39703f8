/**
 * The room in 600 ms: a press on a link into a live room (pointerdown — a finger's
 * touch, before the click its lift makes) starts at once, together, what entering the room would
 * otherwise do one after another: the room's page chunk, its store slice and its call (host and
 * match info, which name the stream), its poster (the anchor background), and the player's code
 * with its likely engine. The room,
 * once routed, finds them under way or done (the loaders share a call in flight). A press that
 * becomes a scroll has cost those requests, nothing else; in 省流模式 no player is warmed.
 */
import { usePromotionStore } from '../../../platform/promotions/promotion-store';
import { parseStreamerIdParam } from '../../anchors/anchor-paths';
import { useAnchorsStore } from '../../anchors/store/anchors-store';
import { useDataSaverStore } from '../store/data-saver-store';
import { warmPlayer } from './live-player/player-chunk';

const ROOM_PATH = /\/anchor\/detail\/([^/?#]+)$/;

/** The streamer whose room the pressed element links to, or null. */
export function roomHostOfTarget(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const href = target.closest('a[href]')?.getAttribute('href');
  if (!href) return null;
  const match = ROOM_PATH.exec(new URL(href, window.location.href).pathname);
  return match ? parseStreamerIdParam(match[1]) : null;
}

/** Starts the room of `hostId`: page chunk, slice and call, poster, player code. */
export function warmRoom(hostId: number): void {
  void import(/* webpackChunkName: "page-anchor-detail" */ '../pages/live-room-page').catch(() => undefined);
  if (!useDataSaverStore.getState().on) warmPlayer();
  void usePromotionStore.getState().loadBackground();
  useAnchorsStore
    .getState()
    .prefetchRoom(hostId)
    .catch(() => undefined);
}

/** A pointerdown handler for a container of room links. */
export function warmRoomOnPress(event: { target: EventTarget | null }): void {
  const hostId = roomHostOfTarget(event.target);
  if (hostId !== null) warmRoom(hostId);
}
