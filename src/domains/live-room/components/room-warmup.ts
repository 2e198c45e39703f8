/**
 * The room in 600 ms: a press on a link into a live room (pointerdown — a finger's
 * touch, before the click its lift makes; the platform's `warmLinkOnPress` finds the link and
 * calls the descriptor's warm-up of it) starts at once, together, what entering the room would
 * otherwise do one after another: the room's page chunk, its store slice and its call (host and
 * match info, which name the stream), its poster (the anchor background), and the player's code
 * with its likely engine. The room,
 * once routed, finds them under way or done (the loaders share a call in flight). A press that
 * becomes a scroll has cost those requests, nothing else; in 省流模式 no player is warmed.
 */
import { usePromotionStore } from '../../../features/promotions/promotion-store';
import { parseStreamerIdParam } from '../live-room-paths';
import { useLiveRoomStore } from '../store/live-room-store';
import { useDataSaverStore } from '../player/store/data-saver-store';
import { warmPlayer } from '../player/components/player-chunk';

/** Starts the room of `hostId`: page chunk, slice and call, poster, player code. */
export function warmRoom(hostId: number): void {
  void import(/* webpackChunkName: "page-anchor-detail" */ '../pages/live-room-page').catch(() => undefined);
  if (!useDataSaverStore.getState().on) warmPlayer();
  void usePromotionStore.getState().loadBackground();
  useLiveRoomStore
    .getState()
    .prefetchRoom(hostId)
    .catch(() => undefined);
}

/** The descriptor's warm-up of its `room` link: the address's id, when it names a streamer. */
export function warmRoomLink({ id }: Readonly<Record<string, string>>): void {
  const hostId = parseStreamerIdParam(id);
  if (hostId !== null) warmRoom(hostId);
}
